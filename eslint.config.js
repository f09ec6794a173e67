import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports run one way: lib ← content ← seo/components ← forms ← routes (docs/architecture.md). */
const layers = {
  lib: ['content', 'seo', 'components', 'forms', 'routes'],
  content: ['seo', 'components', 'forms', 'routes'],
  seo: ['components', 'forms', 'routes'],
  components: ['seo', 'forms', 'routes'],
  forms: ['seo', 'routes'],
};
const importRules = Object.entries(layers).map(([layer, forbidden]) => ({
  files: [`app/${layer}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((other) => ({
          group: [`~/${other}/*`, `../${other}/*`, `../../${other}/*`],
          message: `app/${layer}/ must not import app/${other}/ (see docs/architecture.md).`,
        })),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['build', '.react-router', 'node_modules', 'playwright-report', 'test-results'] },
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
  ...importRules,
);
