// The browser build's scripts go through terser after Vite's own minifier (Oxc). Oxc is fast
// and good; terser's three compress passes over its output still take 1.2–1.7 KiB of brotli
// off every page's scripts, more than either alone: terser instead of Oxc (Vite's
// `build.minify: 'terser'`) saved 0.5 KiB less on the home page. It adds about ten seconds
// to a build.
// Both minifiers keep to safe transforms; the whole test suite runs on the result.
// docs/performance-notes.md has the measurements.
import { minify, type MinifyOptions } from 'terser';
import type { Plugin } from 'vite';

/** Terser's options: ES modules, so top-level names may be mangled; only safe compressions. */
export const terserOptions: MinifyOptions = {
  module: true,
  compress: { passes: 3 },
  mangle: { toplevel: true },
  format: { comments: false },
};

export function terserPass(): Plugin {
  return {
    name: 'mybos:terser-pass',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After the chunks are final and named: terser is deterministic, so a file's content
    // still changes exactly when its hashed name does.
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const { code } = await minify(chunk.code, terserOptions);
        if (code === undefined) throw new Error(`terser returned nothing for ${chunk.fileName}`);
        chunk.code = code;
      }
    },
  };
}
