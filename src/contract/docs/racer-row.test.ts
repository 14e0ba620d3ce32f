import { describe, expect, it } from 'vitest';
import { parseRacerRow, parseTimes, parseTimesEntry } from './racer-row';

const ts = (iso: string) => ({ toDate: () => new Date(iso) });
const noDuration = { hours: 0, minutes: 0, seconds: 0 };

describe('parseTimesEntry: one activity of the times map', () => {
  it.each([
    [
      'a manual entry (its day from the key)',
      '1735732800000_2025-01-01',
      { distance: 5.5, duration: { hours: 0, minutes: 31, seconds: 7 } },
      { day: '2025-01-01', distance: 5.5, duration: { hours: 0, minutes: 31, seconds: 7 } },
    ],
    [
      'an import (its stored day)',
      'S_42',
      { distance: 10, day: '2025-02-03', duration: { hours: 1, minutes: 0, seconds: 0 } },
      { day: '2025-02-03', distance: 10, duration: { hours: 1, minutes: 0, seconds: 0 } },
    ],
    ['absent fields', 'S_43', {}, { day: '', distance: 0, duration: noDuration }],
    ['not a map', 'S_44', 'broken', { day: '', distance: 0, duration: noDuration }],
    [
      'wrong types and fractions',
      '1_2025-01-01',
      { distance: 'far', duration: { hours: -1, minutes: 2.7, seconds: '9' } },
      { day: '2025-01-01', distance: 0, duration: { hours: 0, minutes: 2, seconds: 9 } },
    ],
  ])('%s', (_label, key, value, expected) =>
    expect(parseTimesEntry(key, value)).toEqual({ key, ...expected }),
  );

  it.each([[undefined], [null], ['x'], [[1, 2]]])('times %j has no entries', (value) =>
    expect(parseTimes(value)).toEqual([]),
  );
});

describe('parseRacerRow', () => {
  it.each([
    [
      'a full row',
      {
        firstName: 'Avery',
        lastName: 'Tremblay',
        bibNumber: 12,
        teamName: 'Hares',
        totalDistance: 15.5,
        completedDate: ts('2025-03-01T12:00:00Z'),
        times: { '1_2025-01-01': { distance: 15.5 } },
        keptDuplicates: { '1_2025-01-01': 'S_9' },
      },
      {
        firstName: 'Avery',
        lastName: 'Tremblay',
        bibNumber: 12,
        teamName: 'Hares',
        totalDistance: 15.5,
        completedDate: new Date('2025-03-01T12:00:00Z'),
        keptDuplicates: { '1_2025-01-01': 'S_9' },
      },
      ['1_2025-01-01'],
    ],
    [
      'a fresh row without fields',
      {},
      {
        firstName: '',
        lastName: '',
        bibNumber: null,
        teamName: 'noTeam',
        totalDistance: 0,
        completedDate: null,
        keptDuplicates: {},
      },
      [],
    ],
    [
      'wrong types',
      {
        firstName: 1,
        bibNumber: 'x',
        teamName: null,
        totalDistance: 'far',
        completedDate: 'someday',
        times: 'x',
        keptDuplicates: { a: 1 },
      },
      {
        firstName: '',
        bibNumber: null,
        teamName: 'noTeam',
        totalDistance: 0,
        completedDate: null,
        keptDuplicates: {},
      },
      [],
    ],
  ])('%s', (_label, data, expected, keys) => {
    const row = parseRacerRow(data);
    expect(row).toMatchObject(expected);
    expect(row.entries.map((entry) => entry.key)).toEqual(keys);
  });
});
