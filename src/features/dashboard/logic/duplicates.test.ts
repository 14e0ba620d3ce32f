import { describe, expect, it } from 'vitest';
import type { Activity, ActivitySource } from './activity-row';
import { possibleDuplicates, withinTolerance } from './duplicates';

const activity = (
  key: string,
  day: string,
  distance: number,
  source: ActivitySource,
): Activity => ({
  key,
  day,
  distance,
  source,
  duration: { hours: 1, minutes: 0, seconds: 0 },
});
const manual = (key: string, day: string, distance: number) =>
  activity(key, day, distance, 'manual');
const strava = (id: string, day: string, distance: number) =>
  activity(`S_${id}`, day, distance, 'strava');
const pairsOf = (activities: Activity[], kept: Record<string, string> = {}) =>
  possibleDuplicates(activities, kept).map((p) => [p.manual.key, p.imported.key]);

describe('possible duplicates (beyond the spec)', () => {
  it.each([
    [10, 10, true],
    [9.7, 10, true], // exactly 3% below
    [10.3, 10, true], // exactly 3% above
    [9.69, 10, false],
    [10.31, 10, false],
    [5.15, 5, true],
    [5.16, 5, false],
    [0, 0, false],
  ])('manual %s km vs imported %s km: %s', (m, i, expected) => {
    expect(withinTolerance(m, i)).toBe(expected);
  });

  it.each<[string, Activity[], Record<string, string>, string[][]]>([
    [
      'same day, same distance',
      [manual('1_2025-02-03', '2025-02-03', 10), strava('9', '2025-02-03', 10.05)],
      {},
      [['1_2025-02-03', 'S_9']],
    ],
    [
      'another day',
      [manual('1_2025-02-03', '2025-02-03', 10), strava('9', '2025-02-04', 10)],
      {},
      [],
    ],
    [
      '3% below the import',
      [manual('1_2025-02-03', '2025-02-03', 9.7), strava('9', '2025-02-03', 10)],
      {},
      [['1_2025-02-03', 'S_9']],
    ],
    [
      '3% above the import',
      [manual('1_2025-02-03', '2025-02-03', 10.3), strava('9', '2025-02-03', 10)],
      {},
      [['1_2025-02-03', 'S_9']],
    ],
    [
      'just over 3% below',
      [manual('1_2025-02-03', '2025-02-03', 9.69), strava('9', '2025-02-03', 10)],
      {},
      [],
    ],
    [
      'just over 3% above',
      [manual('1_2025-02-03', '2025-02-03', 10.31), strava('9', '2025-02-03', 10)],
      {},
      [],
    ],
    [
      'two manual entries or two imports alone are not duplicates',
      [
        manual('1_2025-02-03', '2025-02-03', 10),
        manual('2_2025-02-03', '2025-02-03', 10),
        strava('8', '2025-02-05', 5),
        strava('9', '2025-02-05', 5),
      ],
      {},
      [],
    ],
    [
      'Fitbit and Garmin imports count too',
      [
        manual('1_2025-02-03', '2025-02-03', 8),
        activity('Fit_7', '2025-02-03', 8.1, 'fitbit'),
        manual('2_2025-02-04', '2025-02-04', 3),
        activity('Garmin_5', '2025-02-04', 3, 'garmin'),
      ],
      {},
      [
        ['2_2025-02-04', 'Garmin_5'],
        ['1_2025-02-03', 'Fit_7'],
      ],
    ],
    [
      'one import, two manual candidates: the closer one',
      [
        manual('1_2025-02-03', '2025-02-03', 10.2),
        manual('2_2025-02-03', '2025-02-03', 10.05),
        strava('9', '2025-02-03', 10),
      ],
      {},
      [['2_2025-02-03', 'S_9']],
    ],
    [
      'one manual entry, two imports: the closer one, the other run stays alone',
      [
        manual('1_2025-02-03', '2025-02-03', 10),
        strava('8', '2025-02-03', 10.2),
        strava('9', '2025-02-03', 9.95),
      ],
      {},
      [['1_2025-02-03', 'S_9']],
    ],
    [
      'two runs logged twice: two pairs',
      [
        manual('1_2025-02-03', '2025-02-03', 5),
        manual('2_2025-02-03', '2025-02-03', 10),
        strava('8', '2025-02-03', 5.05),
        strava('9', '2025-02-03', 9.9),
      ],
      {},
      [
        ['2_2025-02-03', 'S_9'],
        ['1_2025-02-03', 'S_8'],
      ],
    ],
    [
      'equal gaps: the newer manual entry first',
      [
        manual('1_2025-02-03', '2025-02-03', 10),
        manual('2_2025-02-03', '2025-02-03', 10),
        strava('9', '2025-02-03', 10),
      ],
      {},
      [['2_2025-02-03', 'S_9']],
    ],
    [
      'a kept pair is not flagged',
      [manual('1_2025-02-03', '2025-02-03', 10), strava('9', '2025-02-03', 10)],
      { '1_2025-02-03': 'S_9' },
      [],
    ],
    [
      'a kept manual entry is not flagged against another import either',
      [
        manual('1_2025-02-03', '2025-02-03', 10),
        strava('8', '2025-02-03', 10),
        strava('9', '2025-02-03', 10),
      ],
      { '1_2025-02-03': 'S_9' },
      [],
    ],
    [
      'the import of a kept pair can still pair with another manual entry',
      [
        manual('1_2025-02-03', '2025-02-03', 10),
        manual('2_2025-02-03', '2025-02-03', 10.1),
        strava('9', '2025-02-03', 10),
      ],
      { '1_2025-02-03': 'S_9' },
      [['2_2025-02-03', 'S_9']],
    ],
    [
      'a kept pair naming an import no longer there changes nothing else',
      [manual('1_2025-02-03', '2025-02-03', 10), strava('8', '2025-02-04', 10)],
      { '1_2025-02-03': 'S_7' },
      [],
    ],
  ])('%s', (_, activities, kept, expected) => {
    expect(pairsOf(activities, kept)).toEqual(expected);
  });
});

describe('activities added from a file (docs/activity-files.md)', () => {
  const file = (hex: string, day: string, distance: number) =>
    activity(`File_${hex.repeat(32)}`, day, distance, 'file');
  const FILE_A = `File_${'a'.repeat(32)}`;

  it('pairs a typed entry with a file, and a file with a tracker import, one to one', () => {
    expect(
      pairsOf([manual('1_2026-06-01', '2026-06-01', 5), file('a', '2026-06-01', 5.02)]),
    ).toEqual([['1_2026-06-01', FILE_A]]);
    expect(pairsOf([file('a', '2026-06-01', 5), strava('9', '2026-06-01', 5.1)])).toEqual([
      [FILE_A, 'S_9'],
    ]);
    expect(pairsOf([file('a', '2026-06-01', 5), file('b', '2026-06-01', 5)])).toEqual([]);
  });

  it('keeps a file the participant kept beside its import', () => {
    expect(
      pairsOf([file('a', '2026-06-01', 5), strava('9', '2026-06-01', 5)], { [FILE_A]: 'S_9' }),
    ).toEqual([]);
  });
});
