import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countPlaywrightReport } from './playwright-report.mjs';

const dir = mkdtempSync(join(tmpdir(), 'playwright-report-'));
let n = 0;
function reportFile(content) {
  const file = join(dir, `report-${(n += 1)}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}
const stats = (s) => ({ stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, ...s } });

describe('countPlaywrightReport', () => {
  it('counts a green run', () => {
    expect(countPlaywrightReport(reportFile({ ...stats({ expected: 113 }), errors: [] }))).toEqual({
      passed: 113,
      failed: 0,
      skipped: 0,
      success: true,
      problem: null,
    });
  });

  it('counts failed and timed-out tests as failed, flaky ones as passed, skipped apart', () => {
    const file = reportFile({
      ...stats({ expected: 100, unexpected: 3, flaky: 2, skipped: 1 }),
      errors: [],
    });
    expect(countPlaywrightReport(file)).toEqual({
      passed: 102,
      failed: 3,
      skipped: 1,
      success: false,
      problem: '3 failed',
    });
  });

  it('counts an error outside the tests (the global setup) as one failure', () => {
    const file = reportFile({
      ...stats({}),
      errors: [{ message: 'Error: Port 4173 is taken\n    at globalSetup' }],
    });
    expect(countPlaywrightReport(file)).toMatchObject({
      passed: 0,
      failed: 1,
      success: false,
      problem: 'an error outside the tests: Error: Port 4173 is taken',
    });
  });

  it('is not a success when no test ran', () => {
    expect(countPlaywrightReport(reportFile({ ...stats({}), errors: [] }))).toMatchObject({
      failed: 1,
      success: false,
      problem: 'no test ran',
    });
  });

  it('counts a missing or broken report as one failure', () => {
    expect(countPlaywrightReport(join(dir, 'absent.json'))).toMatchObject({
      failed: 1,
      success: false,
      problem: 'no report written',
    });
    expect(countPlaywrightReport(reportFile('{"stats":'))).toMatchObject({
      failed: 1,
      success: false,
      problem: 'report is not JSON',
    });
  });
});
