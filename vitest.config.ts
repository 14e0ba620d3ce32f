import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiPlugins } from './vite.lingui';
import { deploymentEnv } from './scripts/lib/deployments.mjs';

/** Every unit test: the node project runs them, but for DOM_TESTS and the .tsx files. */
const UNIT_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'functions/src/**/*.test.ts',
  'functions/emulator/**/*.test.ts',
  'tests/unit/**/*.test.ts',
  'scripts/**/*.test.{ts,mjs}',
];

/**
 * The .ts unit tests that need the dom project: a browser global (window, document, storage), a
 * catalogue or Lingui's macros (the plugins compile them). Every .tsx test is a dom test too.
 */
const DOM_TESTS = [
  // Browser globals: window, document, storage, IndexedDB, animation frames, DOMParser.
  'src/app/startup-failure.test.ts',
  'src/features/dashboard/logic/activity-files/parse-gpx.test.ts',
  'src/features/dashboard/logic/activity-files/parse-tcx.test.ts',
  'src/features/dashboard/logic/activity-files/read-activity-file.test.ts',
  'src/features/leaderboard/logic/kml-route.test.ts',
  'src/lib/after-paint.test.ts',
  'src/lib/analytics.test.ts',
  'src/lib/auth-load.test.ts',
  'src/lib/cache-to-clear.test.ts',
  'src/lib/consent.test.ts',
  'src/lib/session-hint.test.ts',
  // Texts through Lingui's macros or a catalogue (what they test imports them).
  'src/features/account/logic/address-form.test.ts',
  'src/features/account/logic/correction-refusal-texts.test.ts',
  'src/features/account/logic/gift-send-texts.test.ts',
  'src/features/auth/auth-messages.test.ts',
  'src/features/confirmation/logic/confirmation-format.test.ts',
  'src/features/confirmation/logic/confirmation-variants.test.ts',
  'src/features/dashboard/logic/activity-form.test.ts',
  'src/features/dashboard/logic/challenge-timing.test.ts',
  'src/features/dashboard/logic/activity-files/file-activity-check.test.ts',
  'src/features/registration/logic/check-team-refusal-texts.test.ts',
  'src/features/registration/logic/coupon-cart.test.ts',
  'src/features/registration/logic/message-texts.test.ts',
  'src/features/trackers/logic/connect-refusal-texts.test.ts',
  'src/features/trackers/logic/counted-types.test.ts',
  'src/features/trackers/logic/fitbit-return.test.ts',
  'src/features/trackers/logic/garmin-return.test.ts',
  'src/features/trackers/logic/strava-return.test.ts',
  'src/lib/i18n/activate.test.ts',
];

/**
 * The unit test files that replace a module with `vi.mock`. The node and dom projects run their
 * files one after another in shared workers, without a fresh module graph per file (`isolate:
 * false`: the per-file imports and jsdom setup were most of their time, docs/testing.md); a
 * replaced module there would stay replaced for the files after it. These run in the `mocked`
 * project instead, each file in a module graph of its own.
 */
const MOCKING_TESTS = filesCalling('vi.mock(', [
  'src',
  'functions/src',
  'functions/emulator',
  'tests/unit',
  'scripts',
]);

/** The dom and mocked projects' settings (their plugins: React's and Lingui's). */
const DOM_PROJECT = {
  environment: 'jsdom' as const,
  include: ['src/**/*.test.tsx', ...DOM_TESTS],
  setupFiles: ['tests/setup/jsdom.ts'],
  // The component tests walk multi-step forms key by key (user-event): CPU work that takes
  // up to 3 s here alone. In npm test they run in the cpu lane at nice 10 (docs/testing.md,
  // "Lane priorities"), beside the emulator lane's processes at full priority, and get what
  // those leave: one whole run on a slow day took a 944 ms test past 15 s. The limit only
  // catches a test that never ends, so it leaves room for that.
  testTimeout: 60000,
  // Every render inside the I18nProvider (tests/setup/testing-library.tsx).
  alias: [
    {
      find: /^@testing-library\/react$/,
      replacement: fileURLToPath(new URL('tests/setup/testing-library.tsx', import.meta.url)),
    },
  ],
  env: loadEmulatorEnv(),
};

/** What every integration project shares. */
/** The emulator projects' fetches: a connection per request (docs/testing.md). */
const EMULATOR_CLIENT: string[] = ['tests/setup/emulator-client.ts'];

const INTEGRATION = {
  environment: 'node',
  // Above the wait for a trigger's evidence (TRIGGER_WAIT_MS, two minutes,
  // support/emulators.ts): a test may wait for two, a setup hook for three.
  testTimeout: 240000,
  hookTimeout: 360000,
  // A file's modules live on into the next (docs/testing.md, "Shared modules"): the Admin app
  // is made once, and a process per file loaded the Firebase SDKs again each time.
  isolate: false,
  setupFiles: EMULATOR_CLIENT,
  // The Admin SDK talks to the emulators alone: no probe for a Google Cloud metadata server,
  // which is not there (each worker printed a MetadataLookupWarning).
  env: { METADATA_SERVER_DETECTION: 'none' },
} as const;

/** Integration files that use a tracker provider's stand-in or the tracker inbox. */
const INTEGRATION_TRACKERS = [
  'activity-day',
  'activity-mail',
  'direct-auth-deletion',
  'export-my-data',
  'fitbit',
  'garmin',
  'oauth2-authorization',
  'oauth2-stand-in',
  'strava-2027',
  'strava-connect',
  'strava-import',
  'strava-redelivery',
  'strava-verify',
  'strava-visibility',
  'strava-webhook',
  'team-feed',
  'tracker-trouble-mail',
].map((name) => `tests/integration/${name}.test.ts`);

/**
 * Integration files that read or change data other files made (and the seed's, which clears it),
 * and the provider alert's, whose dozens of failing tracker runs and sweeps need the functions
 * emulator to themselves: beside two other files its events waited past two minutes.
 */
const INTEGRATION_SHARED = [
  ...[
    'delete-my-account',
    'ops-alerts',
    'organiser-news',
    'organiser-site-options',
    'provider-alert',
    'reconcile',
    'refunds',
    'retention',
    'stripe-order',
  ].map((name) => `tests/integration/${name}.test.ts`),
];

/**
 * The seed's test, before everything else (npm test runs it before the rules tests): its reset
 * and reseed fire hundreds of triggers, and a file run after it waited behind them past two
 * minutes (the refunds' checkout session, once; a browser test's import, once).
 */
const INTEGRATION_SEED = ['tests/seed/**/*.test.ts'];

// One project per kind of test; scripts/test.mjs runs them (docs/testing.md), the emulator
// projects inside the emulator suite.
export default defineConfig({
  test: {
    projects: [
      {
        // Pure tests (contract, logic, functions, scripts): Node alone, no jsdom, no plugins, no
        // catalogues, so they start in a fraction of the time (docs/testing.md).
        test: {
          name: 'node',
          environment: 'node',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, '**/*.test.tsx', ...DOM_TESTS, ...MOCKING_TESTS],
          isolate: false,
          env: loadEmulatorEnv(),
        },
      },
      {
        plugins: [react(), ...linguiPlugins()],
        test: {
          // What renders, touches the browser's globals or reads texts through Lingui's macros.
          name: 'dom',
          ...DOM_PROJECT,
          exclude: [...configDefaults.exclude, ...MOCKING_TESTS],
          isolate: false,
        },
      },
      {
        plugins: [react(), ...linguiPlugins()],
        test: {
          // The unit files that replace modules (vi.mock), node and dom alike: isolated.
          name: 'mocked',
          ...DOM_PROJECT,
          include: MOCKING_TESTS,
          // Each file in a VM context of its own inside long-lived workers: its mocks and modules
          // its own, without a new process, jsdom and React per file (a third of the time).
          pool: 'vmForks',
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          // Each file has a project of its own (tests/rules/support/rules-env.ts): side by side.
          maxWorkers: 2,
          // Shared modules (docs/testing.md): each file's environment is its own anyway.
          isolate: false,
          setupFiles: EMULATOR_CLIENT,
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      // The integration tests in three projects by what they share (docs/testing.md): run
      // together, the groups follow one another, the sweeps over everyone's data first (while
      // that is the demo data alone); npm test runs the other two side by side.
      {
        test: {
          ...INTEGRATION,
          // Files that touch only data they made: several at once.
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...INTEGRATION_TRACKERS, ...INTEGRATION_SHARED],
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          ...INTEGRATION,
          // The tracker providers' stand-ins (their injected faults answer anyone) and the
          // inbox's sweep (the most overdue events, whoever's): one file at a time.
          name: 'integration-trackers',
          include: INTEGRATION_TRACKERS,
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
      {
        test: {
          ...INTEGRATION,
          // What reads or changes everyone's data: the seed (--reset clears the project), the
          // reconciliation sweep, the organisers' alerts. One at a time, with nothing else.
          name: 'integration-shared',
          include: INTEGRATION_SHARED,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...INTEGRATION,
          name: 'integration-seed',
          include: INTEGRATION_SEED,
          fileParallelism: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          // The app's api modules with the real Firebase SDK against the emulator suite and the
          // demo data, in local mode (.env.emulators), as a participant: the rules apply.
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30000,
          hookTimeout: 60000,
          env: loadEmulatorEnv(),
          setupFiles: EMULATOR_CLIENT,
          globalSetup: ['tests/api/global-setup.ts'],
        },
      },
    ],
  },
});

/** Component tests run against the local-mode config (.env.emulators), never a real project. */
function loadEmulatorEnv(): Record<string, string> {
  return {
    ...loadEnv('emulators', process.cwd(), 'VITE_'),
    ...deploymentEnv('emulators', process.cwd()),
  };
}

/** The test files under `folders` whose text contains `call` (paths from the repository's root). */
function filesCalling(call: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .map((name) => join(folder, name))
      .filter(
        (path) =>
          /\.test\.(ts|tsx|mjs)$/.test(path) &&
          !path.includes('node_modules') &&
          readFileSync(path, 'utf8').includes(call),
      ),
  );
}
