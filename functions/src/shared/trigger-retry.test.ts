import { describe, expect, it } from 'vitest';
import { RETRY_CUTOFF_MS, tooOldToRetry } from './trigger-retry';

const AT = Date.parse('2026-11-23T12:00:00.000Z');

describe('tooOldToRetry', () => {
  it.each([
    [
      'a first delivery, seconds after the write',
      '2026-11-23T11:59:58.000Z',
      RETRY_CUTOFF_MS.derived,
      false,
    ],
    [
      'a derived event retried 59 minutes on',
      '2026-11-23T11:01:00.000Z',
      RETRY_CUTOFF_MS.derived,
      false,
    ],
    [
      'a derived event retried 61 minutes on',
      '2026-11-23T10:59:00.000Z',
      RETRY_CUTOFF_MS.derived,
      true,
    ],
    ['a payment retried two days on', '2026-11-21T12:00:00.000Z', RETRY_CUTOFF_MS.payment, false],
    ['a payment retried four days on', '2026-11-19T12:00:00.000Z', RETRY_CUTOFF_MS.payment, true],
    ['an event time that is not a date (run it)', 'not a date', RETRY_CUTOFF_MS.derived, false],
  ])('%s', (_name, eventTime, cutoff, expected) => {
    expect(tooOldToRetry(eventTime, AT, cutoff)).toBe(expected);
  });
});
