import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Catalogues (docs/i18n.md): English is the source (the spec's texts, written in the code with
 * the macros), French the translation; `npm run i18n:extract` refreshes the .po files from the
 * source, and the Vite plugin compiles a catalogue when the app imports it. Two parts per
 * language, so a visitor's sign-in page loads only its own few messages: `visitor` (the
 * frame and the sign-in, sign-up, reset and 404 screens) and `participant` (every other screen,
 * loaded with their route chunks: src/app/route-chunks.ts).
 */
const VISITOR = [
  '<rootDir>/src/app',
  '<rootDir>/src/components',
  '<rootDir>/src/lib',
  '<rootDir>/src/features/auth',
  '<rootDir>/src/routes/sign-in-page.tsx',
  '<rootDir>/src/routes/create-account-page.tsx',
  '<rootDir>/src/routes/reset-password-page.tsx',
  '<rootDir>/src/routes/not-found-page.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  // Each message names the files that use it, without line numbers that churn on every edit.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/visitor',
      include: VISITOR,
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/participant',
      include: ['<rootDir>/src'],
      exclude: [
        '**/*.test.*',
        ...VISITOR.map((path) => (path.endsWith('.tsx') ? path : `${path}/**`)),
      ],
    },
  ],
});
