/**
 * The names of the tests that failed, read from the JSON reports scripts/test.mjs already
 * writes (Vitest's and Playwright's). `npm test` prints them at its very end, beside the stage
 * times, so that a run whose output is only seen by its tail (a CI log cut to its last lines)
 * still says which test failed and with what, not only how many.
 */
import { relative } from 'node:path';

const FIRST_LINE_MAX = 240;

/** The first non-empty line of an error message, without colour codes, cut to a readable length. */
export function firstLine(message) {
  const line =
    String(message ?? '')
      // eslint-disable-next-line no-control-regex -- Playwright's messages carry ANSI colours
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((part) => part.trim())
      .find((part) => part.length > 0) ?? '';
  return line.length > FIRST_LINE_MAX ? `${line.slice(0, FIRST_LINE_MAX - 1)}…` : line;
}

/**
 * A Vitest JSON report's failed tests: `file › full name: first line of the failure`, and a
 * file that failed to load as `file: its message`.
 * @param {any} report the parsed report
 * @param {string} root paths are shown relative to it
 * @returns {string[]}
 */
export function failedVitestTests(report, root) {
  const failed = [];
  for (const file of report?.testResults ?? []) {
    const name = relative(root, String(file.name ?? ''));
    const assertions = Array.isArray(file.assertionResults) ? file.assertionResults : [];
    const failedHere = assertions.filter((test) => test.status === 'failed');
    for (const test of failedHere)
      failed.push(
        `${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
      );
    if (file.status === 'failed' && failedHere.length === 0)
      failed.push(`${name}: ${firstLine(file.message) || 'failed to run'}`);
  }
  return failed;
}

/**
 * A Playwright JSON report's failed tests (failed or timed out, `unexpected`):
 * `file:line › describe › title: first line of the error`.
 * @param {any} report the parsed report
 * @returns {string[]}
 */
export function failedPlaywrightTests(report) {
  const failed = [];
  // A top-level suite is the file itself; its title is the file's name, already shown.
  const visit = (suite, titles, top) => {
    const here = !top && suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const results = test.results ?? [];
        const last = results[results.length - 1];
        const error = last?.error?.message ?? last?.errors?.[0]?.message ?? last?.status;
        const name = [...here, spec.title].join(' › ');
        failed.push(`${spec.file}:${spec.line} › ${name}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, here, false);
  };
  for (const suite of report?.suites ?? []) visit(suite, [], true);
  return failed;
}
