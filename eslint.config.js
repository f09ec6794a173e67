import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports run one way (docs/architecture.md): routes → features → ui → content → lib, and
 * routes → data → seo → content for the build-time loaders. `lib/` and `ui/` know no feature; a feature never imports a route (it may use another
 * feature); `data/` and `seo/` run only in route loaders at build time. Content reaches the
 * screen only through route loaders, so ui, features, routes and the root may import its
 * types but never its values (a value import would put that content, in every language,
 * into the JavaScript). A page's words arrive as its route's loader data and travel down as
 * props; `content/use-root-content.ts` (the root loader's, on every page) is the one value
 * import from `content/` they may make.
 */
const layers = {
  lib: ['content', 'seo', 'data', 'ui', 'features', 'routes'],
  ui: ['seo', 'data', 'features', 'routes'],
  content: ['seo', 'data', 'ui', 'features', 'routes'],
  seo: ['data', 'ui', 'features', 'routes'],
  data: ['ui', 'features', 'routes'],
  features: ['seo', 'data', 'routes'],
  routes: [],
};
const contentValues = ['ui', 'features', 'routes'];
const where = (layer) => (layer === 'root' ? 'app/root.tsx and app/entry.client.tsx' : `app/${layer}/`);
const importPaths = (other) => [`~/${other}/*`, `../${other}/*`, `../../${other}/*`, `../../../${other}/*`];
const pattern = (layer, other) => ({
  group: importPaths(other),
  message: `${where(layer)} must not import app/${other}/ (see docs/architecture.md).`,
});
// ui/ knows no route, not even the root: its building blocks take their words as props.
const contentTypesOnly = (layer) => ({
  group: [...importPaths('content'), ...(layer === 'ui' ? [] : ['!~/content/use-root-content'])],
  allowTypeImports: true,
  message:
    layer === 'ui'
      ? `${where(layer)} may import content types only; its words arrive as props.`
      : `${where(layer)} may import content types only; values arrive through the route's loader (loaderData, useRootContent).`,
});
// `no-restricted-imports` does not see `import()`, so the same folders are refused there too.
// esquery regexes cannot hold a slash: `.` stands for it.
const dynamicImport = (layer, other) => ({
  selector: `ImportExpression[source.value=/^(~|[.]{1,2})(.[.][.])*.${other}./]`,
  message: `${where(layer)} must not import() app/${other}/ (see docs/architecture.md).`,
});
// The registrations service (service/) may import the site's pure modules; the site never
// imports the service: its code would reach the browser build (docs/architecture.md).
const serviceImport = {
  group: ['../service/*', '../../service/*', '../../../service/*', '../../../../service/*'],
  message: 'app/ must not import the registrations service (service/); the service imports app/, never the reverse.',
};
const rulesFor = (layer, forbidden) => {
  const contentRule = contentValues.includes(layer) || layer === 'root';
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          serviceImport,
          ...forbidden.map((other) => pattern(layer, other)),
          ...(contentRule ? [contentTypesOnly(layer)] : []),
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      ...[...forbidden, ...(contentRule ? ['content'] : [])].map((other) => dynamicImport(layer, other)),
    ],
  };
};
// Tests, and the samples they share, build content of both languages on purpose; type-level
// tests (`*.test-d.tsx`, checked by the typecheck) reach across layers to show what fails.
const testFiles = ['**/*.test.{ts,tsx}', '**/*.test-d.{ts,tsx}', '**/test-samples.ts', '**/test-render.tsx'];
const importRules = [
  ...Object.entries(layers).map(([layer, forbidden]) => ({
    files: [`app/${layer}/**/*.{ts,tsx}`],
    ignores: testFiles,
    rules: rulesFor(layer, forbidden),
  })),
  // The root route and the client entry sit above every layer, like a route.
  { files: ['app/root.tsx', 'app/entry.client.tsx'], rules: rulesFor('root', []) },
];

export default tseslint.config(
  {
    ignores: [
      '**/build',
      'build-service',
      'build-office',
      '**/.react-router',
      'node_modules',
      'playwright-report',
      'test-results',
      '.wrangler',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['app/**/*.tsx', 'service/office-ui/**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The service worker runs in its own global scope (self, clients, caches).
  { files: ['service-worker/caching.ts'], languageOptions: { globals: globals.serviceworker } },
  ...importRules,
);
