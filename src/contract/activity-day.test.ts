import { describe, expect, it } from 'vitest';
import {
  dayAtOffset,
  dayInWindow,
  dayOfLocalTime,
  dayOfTimesEntry,
  importDay,
  isDay,
  localDay,
} from './activity-day';

const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });

describe('dayOfTimesEntry: the one parser of an entry’s day', () => {
  it.each([
    [
      'an import with its day',
      'S_1',
      { date: at('2026-11-23T06:30:00Z'), day: '2026-11-22' },
      '2026-11-22',
    ],
    [
      'a manual entry (12:00 UTC of the day picked)',
      '1_2026-11-22',
      { date: at('2026-11-22T12:00:00Z') },
      '2026-11-22',
    ],
    [
      'an import written before the day was stored: Toronto’s day',
      'S_2',
      { date: at('2026-11-23T03:00:00Z') },
      '2026-11-22',
    ],
    [
      'a malformed day: Toronto’s day of the date',
      'S_3',
      { date: at('2026-11-23T03:00:00Z'), day: '2026-02-30' },
      '2026-11-22',
    ],
    ['no date: the key', '1_2026-11-20', { distance: 5 }, '2026-11-20'],
    ['neither', 'Fit_1', { distance: 5 }, null],
    ['not an entry', 'Fit_1', null, null],
  ])('%s', (_label, key, entry, day) => expect(dayOfTimesEntry(key, entry)).toBe(day));
});

describe('provider local starts', () => {
  it.each([
    ['2026-11-22T22:30:00Z', '2026-11-22'], // Strava start_date_local
    ['2026-11-22T22:30:00.000-08:00', '2026-11-22'], // Fitbit startTime
    ['2026-11-22', null],
    ['2026-13-01T00:00:00Z', null],
    [42, null],
  ])('dayOfLocalTime(%j) is %j', (text, day) => expect(dayOfLocalTime(text)).toBe(day));

  it.each([
    // 22:30 in Vancouver (UTC-8) on the 22nd, 01:30 in St. John's (UTC-3:30) on the 23rd.
    [Date.parse('2026-11-23T06:30:00Z'), -28_800, '2026-11-22'],
    [Date.parse('2026-11-23T05:00:00Z'), -12_600, '2026-11-23'],
    [Number.NaN, 0, null],
  ])('dayAtOffset(%d, %d) is %j', (ms, offset, day) => expect(dayAtOffset(ms, offset)).toBe(day));

  it('falls back to Toronto’s day without a local day', () => {
    expect(importDay(Date.parse('2026-11-23T03:00:00Z'), null)).toBe('2026-11-22');
    expect(importDay(Date.parse('2026-11-23T03:00:00Z'), '2026-11-23')).toBe('2026-11-23');
  });
});

describe('days and windows', () => {
  it.each([
    ['2026-11-22', true],
    ['2026-02-29', false],
    ['2026-11-22T00', false],
    [20261122, false],
  ])('isDay(%j): %s', (value, ok) => expect(isDay(value)).toBe(ok));

  it.each([
    ['2026-11-01', true],
    ['2026-11-30', true],
    ['2026-10-31', false],
    ['2026-12-01', false],
  ])('%s in Nov 1-30: %s', (day, inside) =>
    expect(dayInWindow(day, '2026-11-01', '2026-11-30')).toBe(inside),
  );

  // A summer instant: the zone databases of Node 20, Node 22 and Chromium disagree on British
  // Columbia's winter offset from November 2026 (UTC-8 or UTC-7 all year), not on its summer one.
  it.each([
    ['America/Vancouver', '2026-07-22'],
    ['America/Toronto', '2026-07-23'],
    ['America/St_Johns', '2026-07-23'],
  ])('06:00 UTC on July 23 is localDay %s', (zone, day) =>
    expect(localDay(new Date('2026-07-23T06:00:00Z'), zone)).toBe(day),
  );
});
