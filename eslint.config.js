import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports run one way: lib ← content ← seo ← data ← components ← forms ← routes
 * (docs/architecture.md). Content reaches the screen only through route loaders (data/), so
 * components, forms and routes may import its types but never its values: a value import
 * would put that content, in every language, into the JavaScript.
 */
const layers = {
  lib: ['content', 'seo', 'data', 'components', 'forms', 'routes'],
  content: ['seo', 'data', 'components', 'forms', 'routes'],
  seo: ['data', 'components', 'forms', 'routes'],
  data: ['components', 'forms', 'routes'],
  components: ['seo', 'forms', 'routes'],
  forms: ['seo', 'routes'],
  routes: [],
};
const contentValues = ['components', 'forms', 'routes'];
const pattern = (layer, other) => ({
  group: [`~/${other}/*`, `../${other}/*`, `../../${other}/*`],
  message: `app/${layer}/ must not import app/${other}/ (see docs/architecture.md).`,
});
const importRules = Object.entries(layers).map(([layer, forbidden]) => ({
  files: [`app/${layer}/**/*.{ts,tsx}`],
  // Tests, and the samples they share, build content of both languages on purpose.
  ignores: ['**/*.test.{ts,tsx}', '**/test-samples.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((other) => pattern(layer, other)),
          ...(contentValues.includes(layer)
            ? [
                {
                  ...pattern(layer, 'content'),
                  allowTypeImports: true,
                  message: `app/${layer}/ may import content types only; values arrive through the route's loader (useContent).`,
                },
              ]
            : []),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/build', '**/.react-router', 'node_modules', 'playwright-report', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['app/**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The service worker runs in its own global scope (self, clients, caches).
  { files: ['service-worker/sw.js'], languageOptions: { globals: globals.serviceworker } },
  ...importRules,
);
