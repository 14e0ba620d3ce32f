import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { i18nPlugin } from './eslint.i18n.js';
import { layerRules } from './eslint.layers.js';

// Screens still in English only (docs/i18n.md): none left; a folder listed here skips the rule.
const UNTRANSLATED = [];

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'functions/lib', 'functions/node_modules', '.cache', 'public'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // React's rules where React code is: the app's components and hooks and the component tests.
    // Their compiler-based rules parse each file again (most of ESLint's rule time); the
    // functions, scripts, browser tests, the shared contract and the pure unit tests have no
    // component or hook to check.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/contract/**', 'src/**/*.test.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  ...layerRules,
  {
    // Every screen in English and French (docs/i18n.md): no literal text in JSX. The folders
    // below are not translated yet; each leaves this list once its screens are.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx', ...UNTRANSLATED],
    plugins: { i18n: i18nPlugin },
    rules: { 'i18n/no-literal-jsx-text': 'error' },
  },
);
