/**
 * Reading the browser tests' report (Playwright's JSON reporter, playwright.config.ts):
 * `stats.expected` tests passed, `stats.flaky` passed only on a retry (there are none: retries
 * are off), `stats.unexpected` failed or timed out, `stats.skipped` did not run; `errors` holds
 * what failed outside a test (the global setup, a file that does not load).
 */
import { existsSync, readFileSync } from 'node:fs';

/**
 * The counts of one report, as scripts/test.mjs tallies them. A missing or unreadable report,
 * or one with errors outside the tests, is not a success; such an error, with no test failed,
 * counts as one failure (as a vitest suite that fails to load does).
 * @param {string} file
 * @returns {{ passed: number, failed: number, skipped: number, success: boolean, problem: string | null }}
 */
export function countPlaywrightReport(file) {
  if (!existsSync(file))
    return { passed: 0, failed: 1, skipped: 0, success: false, problem: 'no report written' };
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { passed: 0, failed: 1, skipped: 0, success: false, problem: 'report is not JSON' };
  }
  const stats = report?.stats ?? {};
  const count = (value) => (Number.isInteger(value) && value > 0 ? value : 0);
  const passed = count(stats.expected) + count(stats.flaky);
  const unexpected = count(stats.unexpected);
  const outside = Array.isArray(report?.errors) ? report.errors.length : 0;
  const failed = unexpected > 0 ? unexpected : outside > 0 ? 1 : 0;
  const problem =
    unexpected > 0
      ? `${unexpected} failed`
      : outside > 0
        ? `an error outside the tests: ${String(report.errors[0]?.message ?? '').split('\n')[0]}`
        : passed === 0
          ? 'no test ran'
          : null;
  return {
    passed,
    failed: failed > 0 ? failed : problem ? 1 : 0,
    skipped: count(stats.skipped),
    success: problem === null,
    problem,
  };
}
