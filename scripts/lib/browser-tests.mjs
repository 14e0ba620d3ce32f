/**
 * The one place that says how the browser tests run (npm test's browser stage and
 * `npm run test:e2e`): @playwright/test (playwright.config.ts, tests/e2e/*.spec.ts) driving
 * Debian's Chromium against the build in dist/ on the emulator suite, its command and report
 * from scripts/lib/e2e.mjs.
 */
import { browserTestCommand } from './e2e.mjs';

/**
 * The command that runs the browser tests inside an emulator suite: `files` narrows the run
 * (empty: all of them); `reportDir`, when given, receives Playwright's JSON report `e2e.json`
 * (scripts/lib/playwright-report.mjs counts it).
 * @param {{ files?: string[], reportDir?: string }} options
 * @returns {{ command: string, args: string[] }}
 */
export function browserTestRun({ files = [], reportDir } = {}) {
  return { command: 'sh', args: ['-c', browserTestCommand({ files, reportDir })] };
}
