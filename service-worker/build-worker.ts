// Builds /sw.js in one Vite build: service-worker/sw.ts (the caching code, then the outbox with
// the app modules it shares with the pages: the outbox logic, IndexedDB, the EmailJS SDK), with
// the build's precache manifest in place of `self.__PRECACHE`, as Workbox's injectManifest
// would put it (docs/decisions/). One classic script: a module service worker would leave out
// browsers that cannot run one, and with them the offline site.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { PrecacheManifest } from './precache.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** → the worker's source for `manifest` (`{ version, files }`, service-worker/precache.ts). */
export async function buildServiceWorker({ version, files }: PrecacheManifest): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // No `import.meta.env` reaches the worker: each stored e-mail carries its own settings.
    envDir: false,
    define: { 'self.__PRECACHE': JSON.stringify({ version, files }) },
    resolve: { alias: { '~': fileURLToPath(new URL('../app', import.meta.url)) } },
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry: 'service-worker/sw.ts', formats: ['iife'], name: 'mybosServiceWorker' },
    },
  });
  // `write: false` and no `watch`: one build's output, never a watcher.
  const [first] = Array.isArray(output) ? output : [output];
  if (!first || !('output' in first)) throw new Error('build-worker: Vite returned no build output');
  const chunk = first.output.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('build-worker: no script came out of service-worker/sw.ts');
  return chunk.code;
}
