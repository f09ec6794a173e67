import { join } from 'node:path';
import { build, type Rolldown } from 'vite';

const root = join(import.meta.dirname, '../..');

/**
 * admin/entry-rules.js: the content check's own modules (zod schemas, findContentProblems),
 * bundled for the browser as `window.MybosRules` (editor/rules/entry-rules.ts), so the editor
 * refuses with the build's rules and words. Built with Vite, which the site builds with.
 */
export async function rulesBundle(): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '~': join(root, 'app') } },
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      lib: { entry: join(root, 'editor/rules/entry-rules.ts'), formats: ['iife'], name: 'MybosRules' },
      rollupOptions: { output: { entryFileNames: 'entry-rules.js' } },
    },
  });
  const [result] = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = result?.output.find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('rules-bundle: no script was built');
  return chunk.code;
}
