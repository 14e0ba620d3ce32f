import { describe, expect, it } from 'vitest';
import {
  afterFailedRun,
  BASE_BACKOFF_MS,
  claimable,
  CLAIM_MS,
  IN_RUN_TRIES,
  inRunBackoffFor,
  inRunWaitMs,
  MAX_ATTEMPTS,
  MAX_BACKOFF_MS,
} from './retry-policy';

describe('inRunWaitMs (retries within one run)', () => {
  it.each([
    [1, null, 250],
    [2, null, 1_000],
    [IN_RUN_TRIES, null, null],
    [1, 1_500, 1_500],
    [1, 2_000, 2_000],
    [1, 0, 250],
    [1, 2_001, null],
    [2, 900_000, null],
  ] as const)('after try %s with Retry-After %s ms: %s', (tried, retryAfter, wait) => {
    expect(inRunWaitMs(tried, retryAfter)).toBe(wait);
  });

  it('waits between tries in production, not on the emulator (its single trigger queue)', () => {
    expect(inRunBackoffFor({})).toEqual([250, 1_000]);
    expect(inRunBackoffFor({ FUNCTIONS_EMULATOR: 'false' })).toEqual([250, 1_000]);
    const emulator = inRunBackoffFor({ FUNCTIONS_EMULATOR: 'true' });
    expect(inRunWaitMs(1, null, emulator)).toBe(0);
    expect(inRunWaitMs(2, null, emulator)).toBe(0);
    expect(inRunWaitMs(IN_RUN_TRIES, null, emulator)).toBeNull();
    // The provider's own Retry-After still counts, and still ends the run when it is long.
    expect(inRunWaitMs(1, 1_500, emulator)).toBe(1_500);
    expect(inRunWaitMs(1, 2_001, emulator)).toBeNull();
  });
});

describe('afterFailedRun (retries from the inbox)', () => {
  const now = 1_000_000;
  it.each([
    [1, null, now + BASE_BACKOFF_MS],
    [2, null, now + 2 * BASE_BACKOFF_MS],
    [3, null, now + 4 * BASE_BACKOFF_MS],
    [
      MAX_ATTEMPTS - 1,
      null,
      now + Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** (MAX_ATTEMPTS - 2)),
    ],
    [1, 900_000, now + 900_000],
    [3, 1_000, now + 4 * BASE_BACKOFF_MS],
  ] as const)('run %s failed (Retry-After %s): retry at %s', (attempts, retryAfter, at) => {
    expect(afterFailedRun(attempts, retryAfter, now)).toEqual({
      status: 'retry',
      nextAttemptAt: at,
    });
  });

  it('never waits longer than the cap', () => {
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts += 1) {
      const next = afterFailedRun(attempts, null, now);
      expect(next.nextAttemptAt! - now).toBeLessThanOrEqual(MAX_BACKOFF_MS);
    }
  });

  it(`gives up after ${MAX_ATTEMPTS} runs`, () => {
    expect(afterFailedRun(MAX_ATTEMPTS, null, now)).toEqual({
      status: 'failed',
      nextAttemptAt: null,
    });
    expect(afterFailedRun(MAX_ATTEMPTS + 1, 5_000, now)).toEqual({
      status: 'failed',
      nextAttemptAt: null,
    });
  });
});

describe('claimable', () => {
  const now = 5_000_000;
  it.each([
    ['pending, its own trigger', 'pending', now + CLAIM_MS, true, true],
    ['pending, a sweep before the trigger had its chance', 'pending', now + CLAIM_MS, false, false],
    ['pending, a sweep after (the trigger never ran)', 'pending', now - 1, false, true],
    ['retry, due', 'retry', now, false, true],
    ['retry, not due', 'retry', now + 1, false, false],
    ['retry, its trigger again (a redelivered trigger waits too)', 'retry', now + 1, true, false],
    ['processing, claim held', 'processing', now + 1, false, false],
    ['processing, claim lapsed', 'processing', now - 1, false, true],
    ['done', 'done', null, true, false],
    ['ignored', 'ignored', null, false, false],
    ['failed', 'failed', null, false, false],
    ['retry without a time', 'retry', null, false, false],
  ] as const)('%s: %s', (_label, status, nextAttemptAt, ownTrigger, expected) => {
    expect(claimable(status, nextAttemptAt, now, ownTrigger)).toBe(expected);
  });
});
