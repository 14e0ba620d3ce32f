import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Catalogues (docs/i18n.md): English is the source (the spec's texts, written in the code with
 * the macros), French the translation; `npm run i18n:extract` refreshes the .po files from the
 * source, and the Vite plugin compiles a catalogue when the app imports it. Parts per
 * language, so a page loads only the messages it shows: `visitor` (the frame and the sign-in,
 * sign-up, reset and 404 screens), `home`, `dashboard` and `leaderboard` (each with its route
 * chunk, so a signed-in page's first load carries none of the other screens' texts; and
 * `activity-files`, with the dashboard's file reader and share page, on use), `team-feed`
 * (the dashboard's team feed, with its chunk after the dashboard's first paint), `consent`
 * (the analytics consent banner, loaded after the page with it: src/app/consent-host.tsx), and
 * `participant` (every other screen, loaded with their route chunks: src/app/route-chunks.ts).
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

const TEAM_FEED = '<rootDir>/src/features/dashboard/components/team-feed';

/**
 * The dashboard's activity files (docs/activity-files.md): what a file picked or shared needs,
 * loaded with its chunk on the first file or at /share-activity, not with the dashboard
 * (src/features/dashboard/components/activity-file-texts.ts, docs/performance.md).
 */
const ACTIVITY_FILES = [
  '<rootDir>/src/features/dashboard/components/activity-file-flow.tsx',
  '<rootDir>/src/features/dashboard/components/activity-file-preview.tsx',
  '<rootDir>/src/features/dashboard/components/share-activity-screen.tsx',
  '<rootDir>/src/features/dashboard/logic/activity-files',
];

/** Screens with a catalogue part of their own, loaded with their route chunk. */
const SCREENS = {
  home: ['<rootDir>/src/features/home', '<rootDir>/src/routes/home-page.tsx'],
  dashboard: ['<rootDir>/src/features/dashboard', '<rootDir>/src/routes/dashboard-page.tsx'],
  'activity-files': ACTIVITY_FILES,
  leaderboard: ['<rootDir>/src/features/leaderboard', '<rootDir>/src/routes/leaderboard-page.tsx'],
  // The organisers' console (docs/organiser-console.md), with its own route chunk.
  organiser: ['<rootDir>/src/features/organiser', '<rootDir>/src/routes/organiser-page.tsx'],
  // The analytics consent banner, loaded after the page by src/app/consent-host.tsx.
  consent: ['<rootDir>/src/features/consent'],
  // The dashboard's team feed, loaded after its first paint with its own chunk
  // (src/features/dashboard/components/team-feed/team-feed-loader.tsx).
  'team-feed': [TEAM_FEED],
};

/** Parts inside another part's folders, left out of it. */
const INNER: Readonly<Record<string, readonly string[]>> = {
  dashboard: [TEAM_FEED, ...ACTIVITY_FILES],
};

const asExcluded = (path: string) => (path.endsWith('.tsx') ? path : `${path}/**`);

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
    ...Object.entries(SCREENS).map(([part, include]) => ({
      path: `<rootDir>/src/locales/{locale}/${part}`,
      include,
      exclude: ['**/*.test.*', ...(INNER[part] ?? []).map(asExcluded)],
    })),
    {
      path: '<rootDir>/src/locales/{locale}/participant',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', ...[...VISITOR, ...Object.values(SCREENS).flat()].map(asExcluded)],
    },
  ],
});
