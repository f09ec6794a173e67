// Bundles service-worker/outbox.ts, with the app modules it shares with the pages (the outbox
// logic, IndexedDB, the EmailJS SDK), into one classic script for /sw.js: a module service
// worker would leave out browsers that cannot run one, and with them the offline site.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** → the bundle's source: an IIFE with no exports, to append to the caching worker. */
export async function bundleOutboxWorker() {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // No `import.meta.env` reaches the worker: each stored e-mail carries its own settings.
    envDir: false,
    resolve: { alias: { '~': fileURLToPath(new URL('../app', import.meta.url)) } },
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry: 'service-worker/outbox.ts', formats: ['iife'], name: 'mybosOutbox' },
    },
  });
  const [{ output: chunks }] = Array.isArray(output) ? output : [output];
  const chunk = chunks.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('bundle-outbox: no script came out of service-worker/outbox.ts');
  return chunk.code;
}
