import { describe, expect, it } from 'vitest';
import { failedPlaywrightTests, failedVitestTests, firstLine } from './failed-tests.mjs';

describe('firstLine', () => {
  it('keeps the first non-empty line, without colours', () => {
    expect(firstLine('\n  \u001b[31mError: expected 2\u001b[39m to be 3\n    at x.ts:1')).toBe(
      'Error: expected 2 to be 3',
    );
  });

  it('cuts a long line and says so', () => {
    const line = firstLine('x'.repeat(500));
    expect(line).toHaveLength(240);
    expect(line.endsWith('…')).toBe(true);
  });

  it('is empty for nothing', () => {
    expect(firstLine(undefined)).toBe('');
  });
});

describe('failedVitestTests', () => {
  it('names each failed test with its file and its failure, and a file that did not load', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/integration/a.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            { fullName: 'a passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'a › writes the row',
              status: 'failed',
              failureMessages: ['AssertionError: expected 1 to be 2\n    at a.test.ts:9'],
            },
          ],
        },
        {
          name: '/repo/tests/integration/b.test.ts',
          status: 'failed',
          message: 'Error: Cannot find module x',
          assertionResults: [],
        },
        { name: '/repo/c.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(failedVitestTests(report, '/repo')).toEqual([
      'tests/integration/a.test.ts › a › writes the row: AssertionError: expected 1 to be 2',
      'tests/integration/b.test.ts: Error: Cannot find module x',
    ]);
  });

  it('finds nothing in a green report or none', () => {
    expect(failedVitestTests({ testResults: [] }, '/repo')).toEqual([]);
    expect(failedVitestTests(undefined, '/repo')).toEqual([]);
  });
});

describe('failedPlaywrightTests', () => {
  const test = (status, message) => ({
    status,
    results: [{ status: status === 'unexpected' ? 'failed' : 'passed', error: { message } }],
  });

  it('names each failed or timed-out test with its file, line, describe and error', () => {
    const report = {
      suites: [
        {
          title: 'sign-out.spec.ts',
          file: 'sign-out.spec.ts',
          specs: [
            {
              title: 'keeps nothing',
              file: 'sign-out.spec.ts',
              line: 132,
              tests: [
                test('unexpected', 'Error: \u001b[2mexpect(\u001b[22mlocator).toHaveCount(0)'),
              ],
            },
            { title: 'passes', file: 'sign-out.spec.ts', line: 20, tests: [test('expected')] },
          ],
          suites: [
            {
              title: 'in French',
              specs: [
                {
                  title: 'times out',
                  file: 'sign-out.spec.ts',
                  line: 200,
                  tests: [{ status: 'unexpected', results: [{ status: 'timedOut', errors: [] }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failedPlaywrightTests(report)).toEqual([
      'sign-out.spec.ts:132 › keeps nothing: Error: expect(locator).toHaveCount(0)',
      'sign-out.spec.ts:200 › in French › times out: timedOut',
    ]);
  });

  it('does not name a flaky or skipped test', () => {
    const report = {
      suites: [
        {
          title: 'a.spec.ts',
          specs: [
            { title: 'flaky', file: 'a.spec.ts', line: 1, tests: [test('flaky')] },
            { title: 'skipped', file: 'a.spec.ts', line: 2, tests: [test('skipped')] },
          ],
        },
      ],
    };
    expect(failedPlaywrightTests(report)).toEqual([]);
  });
});
