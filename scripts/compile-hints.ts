// Every browser chunk starts with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
// (Chrome 136 and later; other engines read it as a comment). Without it V8 only pre-parses a
// function when the script arrives and compiles it on the main thread the first time it is
// called, and nearly everything in our chunks is called as soon as it arrives: React's and
// the router's module bodies (wrapped in Rolldown's CommonJS helper, so V8 cannot guess), then
// hydration. With the hint the whole chunk is compiled on a background thread while it
// streams in. On the phone preset, main-thread script time on `/ticket` fell from 536 to 288 ms
// and total blocking time from 61 to 13 ms. Lazy chunks (the outbox, validation) are fetched
// only just before they run, so the hint is as true of them. docs/decisions/130 has the figures.
import type { Plugin } from 'vite';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

export function compileHints(): Plugin {
  return {
    name: 'mybos:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // `post`: after terser-pass's generateBundle, which drops every comment.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = compileHint + chunk.code;
        }
      },
    },
  };
}
