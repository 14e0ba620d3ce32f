/**
 * The browser tests (tests/e2e), on @playwright/test with Debian's Chromium (never
 * `playwright install`: no browser download here). Run inside the emulator suite:
 *   node scripts/emulators.mjs exec -- "npx playwright test [tests/e2e/x.spec.ts]"
 * npm test and `npm run test:e2e [file]` go through scripts/lib/e2e.mjs (runBrowserTests).
 * E2E_PROJECT=e2e-other-deployment (scripts/e2e-other-deployment.mjs sets it and the
 * deployment's env) runs the build for another deployment instead, in its own suite.
 */
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, headlessShellPath } from './tests/e2e/support/chromium';
import { useOneRequestPerConnection } from './scripts/lib/one-request-per-connection.mjs';

// The runner's and the workers' own fetches to the emulators (global setup, support/): a
// connection per request, as the Vitest emulator projects (scripts/lib/one-request-per-connection.mjs).
useOneRequestPerConnection();
// The Admin SDK of the global setup and the tests' own users talks to the emulators alone: no
// probe for a Google Cloud metadata server, which is not there (it only printed warnings).
process.env.METADATA_SERVER_DETECTION ||= 'none';

const project = process.env.E2E_PROJECT === 'e2e-other-deployment' ? 'e2e-other-deployment' : 'e2e';
const reportDir = process.env.E2E_REPORT_DIR ?? join('.cache', 'test-results');
const appUrl = process.env.E2E_APP_URL ?? 'http://localhost:4173';
const otherDeployment =
  project === 'e2e-other-deployment'
    ? [
        // The custom domain reaches the local preview; as an https site would, it is a secure context.
        `--host-resolver-rules=${process.env.E2E_HOST_RULES ?? ''}`,
        `--unsafely-treat-insecure-origin-as-secure=${appUrl}`,
      ]
    : [];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // No retry: a browser test waits for evidence (an element, a URL, a document), so a failure is
  // a bug in the app or the test, never noise to run again.
  retries: 0,
  forbidOnly: true,
  // Two workers beside the emulators on two cores: a test's steps take up to twice as long as
  // alone (its waits are for evidence, bounded by this).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // Files in parallel, the tests of a file in order (some share a page). Two workers on this
  // 2-core machine; docs/performance.md has the measurements behind the choice.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: join('.cache', 'e2e', project, 'artifacts'),
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    ['json', { outputFile: join(reportDir, `${project}.json`) }],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: headlessShellPath(),
      args: [...CHROMIUM_ARGS, ...otherDeployment],
    },
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  projects:
    project === 'e2e'
      ? [{ name: 'e2e', testIgnore: 'other-deployment/**' }]
      : [{ name: 'e2e-other-deployment', testDir: 'tests/e2e/other-deployment' }],
});
