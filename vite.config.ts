import { reactRouter } from '@react-router/dev/vite';
import { imagetools } from 'vite-imagetools';
import { createLogger, defineConfig } from 'vite';
import { emailSettingsGuard } from './scripts/email-settings.ts';
import { heroPortraits } from './scripts/hero-portraits.ts';
import { withObjectPosition } from './scripts/object-position-crop.ts';
import { shortClassNames } from './scripts/short-class-names.ts';
import { compileHints } from './scripts/compile-hints.ts';
import { terserPass } from './scripts/terser-pass.ts';
import { editorDevServer } from './scripts/editor/editor-dev-plugin.ts';

/**
 * `import photo from '~/assets/x.jpg?responsive'` gives a `Picture` (see app/lib/picture.ts):
 * AVIF and WebP srcsets plus a JPEG fallback with intrinsic width and height.
 * `?responsive=hero` adds the widths a full-bleed hero needs. The default 640 w is what a phone
 * draws a content-column image at (364 CSS px × DPR 1.75), so it does not fetch the 800.
 *
 * `?objectPosition=70:50&responsive=portrait` is a landscape hero's art-directed phone crop:
 * the 9:16 region `object-position: 70% 50%` would show (scripts/object-position-crop.ts),
 * at the slide's crop point (`virtual:hero-portraits`, scripts/hero-portraits.ts, writes the imports),
 * in AVIF and WebP only, as browsers with neither get the landscape JPEG. That region of a
 * 2400×1350 source is 759 px wide, so the widths stop short of it rather than upscale.
 */
const widths = {
  default: '480;640;800;1200',
  hero: '640;1024;1440;1920',
  thumb: '320;640',
  portrait: '480;720',
} as const;

/**
 * A few large script chunks instead of ~20 small ones: over HTTP/1.1 a phone opens six
 * connections, so every extra request on the critical path queues behind the others, and
 * larger chunks compress better. Every page loads `framework` (React, React Router),
 * `shared` (our code that two or more pages use, with its CSS), `root` and its own route;
 * a form page adds `forms` (react-hook-form, the form components and definitions). `validation`
 * (zod and what builds the schemas) is fetched when a form is first used (app/features/registration/lazy-resolver.ts), and
 * `outbox` (e-mail sending and the offline outbox) then too, or once the page has settled,
 * or at once when a registration waits (app/features/outbox/load-outbox.ts). `page-meta` (meta tags
 * and JSON-LD, app/seo/) is what the boats' and exhibitors' pages build their meta with in the
 * browser; two routes share it, but it must not join `shared`, which every page loads. `passes`
 * (reading and keeping passes, app/features/passes/) likewise: the pass page and My Show load
 * it; the pass page's QR generator stays in its own route chunk.
 * The client entry is part of `framework` (its file is `entry.client-*.js`): one request fewer
 * on every page. That holds because the page's route modules load as one module graph, whose
 * last line registers them (scripts/scripts-after-first-paint.ts); hydration, which the
 * entry starts while that graph evaluates, runs only after it.
 * docs/performance-notes.md has the measurements.
 */
const formsCode =
  /node_modules[\\/]react-hook-form[\\/]|[\\/]app[\\/](features[\\/]registration|routes[\\/][\w-]+[\\/]form)[\\/](?!service-origin\.ts$)/;
// A form page's `schema` and, for the order form, its e-mails' `payload`: the submit needs them
// only after the validation, so they ride in its chunk.
const validationCode =
  /node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]|[\\/]app[\\/](features[\\/]registration[\\/](fields|definition-schema)|routes[\\/][\w-]+[\\/]form[\\/](schema|payload))\.ts$/;
const outboxCode =
  /node_modules[\\/](idb-keyval|@emailjs[\\/]browser)[\\/]|[\\/]app[\\/]features[\\/](outbox[\\/](outbox-store|outbox-db|outbox-sending|outbox|keep-sending)|registration[\\/](email-request|email|env|send-failure|registrations-service))\.ts$/;
const pageMetaCode = /[\\/]app[\\/]seo[\\/]/;
// Reading, keeping and describing passes (app/features/passes/): the pass page and My Show share
// it, and a registration's confirmation may keep passes; in `shared` every page would carry it.
const passesCode = /[\\/]app[\\/]features[\\/]passes[\\/]/;
// What reads and keeps pass tokens, with no React: the outbox (a registration it sends later
// keeps its passes; it names a form's confirmation links) and the pass page share it, a few kilobytes.
const passTokensCode =
  /[\\/]app[\\/]features[\\/]passes[\\/](pass-claims|pass-token|issued-pass|pass-label|pass-email|kept-passes)\.ts$/;
const chunkGroups = [
  // Above `outbox`, which would otherwise take them in as its dependencies.
  { name: 'pass-tokens', test: passTokensCode, priority: 5 },
  { name: 'outbox', test: outboxCode, priority: 4 },
  {
    name: 'framework',
    test: new RegExp(
      [
        /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/.source,
        // The entry and what it starts before hydrating: were they in `shared`, the entry
        // would import that chunk and need a file of its own.
        /[\\/]app[\\/](entry\.client\.tsx|lib[\\/](chunk-reload-guard|after-page-settles)\.ts|features[\\/]offline[\\/]service-worker\.ts)$/
          .source,
      ].join('|'),
    ),
    priority: 3,
  },
  {
    name: 'shared',
    test: (id: string) =>
      !formsCode.test(id) &&
      !validationCode.test(id) &&
      !outboxCode.test(id) &&
      !pageMetaCode.test(id) &&
      !passesCode.test(id),
    tags: ['$initial' as const],
    minShareCount: 2,
    priority: 2,
  },
  {
    name: 'forms',
    test: (id: string) => formsCode.test(id) && !validationCode.test(id),
    tags: ['$initial' as const],
    minShareCount: 2,
    priority: 1,
  },
  { name: 'validation', test: validationCode },
  // Below `shared`, so what it uses that every page uses (languages, paths) stays there.
  { name: 'page-meta', test: pageMetaCode, priority: 0 },
  // Likewise below `shared`: the show's calendar and the paths it uses stay there.
  { name: 'passes', test: (id: string) => passesCode.test(id) && !passTokensCode.test(id), priority: 0 },
];

/**
 * Vite's logger, less one warning that is about Vite itself: rules that a CSS module takes in
 * with `composes: x from './other.module.css'` are parsed by postcss-modules without a file
 * name, and Vite's URL rewriter then warns that "a PostCSS plugin did not pass the `from`
 * option". The composed rules (pills, chips) hold no `url()`, so nothing is mis-resolved; a
 * composed rule that ever does would show as a broken image in the browser tests.
 */
const logger = createLogger();
const composedRulesWarning = 'A PostCSS plugin did not pass the `from` option';
const warnOnce = logger.warnOnce.bind(logger);
logger.warnOnce = (message, options) => {
  if (!message.includes(composedRulesWarning)) warnOnce(message, options);
};

export default defineConfig(({ command }) => ({
  customLogger: logger,
  plugins: [
    emailSettingsGuard(),
    heroPortraits(),
    imagetools({
      extendTransforms: withObjectPosition,
      defaultDirectives(url) {
        // `?share`: the 1200×630 JPEG link previews use (og:image).
        if (url.searchParams.has('share')) {
          return new URLSearchParams({ w: '1200', h: '630', fit: 'cover', format: 'jpg', quality: '80' });
        }
        if (!url.searchParams.has('responsive')) return new URLSearchParams();
        const preset = (url.searchParams.get('responsive') || 'default') as keyof typeof widths;
        // Centred unless the import places the crop with its own `objectPosition`.
        const portrait: Record<string, string> =
          preset === 'portrait' ? { aspect: '9:16', objectPosition: '50:50', format: 'avif;webp' } : {};
        // Hero photos sit under a 35–95 % navy overlay that hides what quality 40 gives up
        // (the paper grain): AVIF 15 KB instead of 25 KB for a phone's first paint.
        const behindOverlay: Record<string, string> =
          preset === 'hero' || preset === 'portrait' ? { quality: '40' } : {};
        return new URLSearchParams({
          w: widths[preset] ?? widths.default,
          format: 'avif;webp;jpg',
          ...portrait,
          ...behindOverlay,
          // Otherwise no quality directive: each encoder's default suits it (AVIF 50 is already
          // smaller than WebP 80 for our illustrations); effort 2 keeps the build fast.
          effort: '2',
          withoutEnlargement: '',
          as: 'picture',
        });
      },
    }),
    reactRouter(),
    terserPass(),
    compileHints(),
    editorDevServer(),
  ],
  resolve: { tsconfigPaths: true },
  // Development keeps Vite's readable `_local_hash_line` names.
  css: command === 'build' ? { modules: { generateScopedName: shortClassNames(import.meta.dirname) } } : {},
  // Fonts stay files: inlined into CSS they would block rendering and need `data:` in the CSP.
  build: {
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // Rolldown's per-plugin timing report after every build: it names terser-pass, which is
    // slow by design (docs/decisions/053-scripts-minified-twice-oxc-then-terser.md).
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } } } },
}));
