import { describe, expect, it } from 'vitest';
import { expireAtFor, RETENTION_DAYS, type RetainedRecord } from './retention';

describe('expireAt of the records with a time-to-live', () => {
  const cases: readonly [RetainedRecord, string, string][] = [
    ['mail', '2026-01-01T10:00:00.000Z', '2026-04-01T10:00:00.000Z'],
    ['trackerInbox', '2026-01-01T10:00:00.000Z', '2026-01-31T10:00:00.000Z'],
    ['reconcileRuns', '2026-12-31T23:59:59.999Z', '2027-03-31T23:59:59.999Z'],
    // A day is 24 hours of UTC: the clocks changing in Toronto moves nothing.
    ['mail', '2026-03-01T12:00:00.000Z', '2026-05-30T12:00:00.000Z'],
    // A pending OAuth authorization: 15 minutes, across midnight.
    ['oauthPending', '2026-12-31T23:50:00.000Z', '2027-01-01T00:05:00.000Z'],
  ];
  it.each(cases)('%s written at %s expires at %s', (kind, written, expected) => {
    expect(expireAtFor(kind, new Date(written)).toISOString()).toBe(expected);
  });

  it('keeps every kind for a positive whole number of days', () => {
    for (const days of Object.values(RETENTION_DAYS)) {
      expect(Number.isInteger(days)).toBe(true);
      expect(days).toBeGreaterThan(0);
    }
  });
});
