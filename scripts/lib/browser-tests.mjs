/**
 * The one place that says how the browser tests run (npm test's browser stage and
 * `npm run test:e2e`): today the e2e Vitest project (tests/e2e, playwright-core driving
 * Debian's Chromium, against the build in dist/ on the emulator suite).
 */

/**
 * The command that runs the browser tests: `files` narrows the run (empty: all of them);
 * `reportFile`, when given, receives a JSON report with `numPassedTests` and `numFailedTests`
 * (what scripts/test.mjs counts).
 * @param {{ files?: string[], reportFile?: string }} options
 * @returns {{ command: string, args: string[] }}
 */
export function browserTestRun({ files = [], reportFile } = {}) {
  const report = reportFile
    ? ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`]
    : [];
  return { command: 'npx', args: ['vitest', 'run', '--project', 'e2e', ...report, ...files] };
}
