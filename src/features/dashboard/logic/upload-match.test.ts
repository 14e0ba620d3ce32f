import { describe, expect, it } from 'vitest';
import type { Activity, ActivitySource } from './activity-row';
import { uploadMatch } from './upload-match';

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

describe('uploadMatch: a file being read against the feed', () => {
  const start = Date.parse('2026-06-01T11:00:00Z');
  const imported = (startMs: number, distance = 5): Activity => ({
    ...activity('S_1', '2026-06-01', distance, 'strava'),
    startMs,
  });
  const candidate = { day: '2026-06-01', distanceKm: 5, startMs: start };

  it.each<[string, Activity[], string | null]>([
    ['an import that started 10 minutes later', [imported(start + 10 * 60_000)], 'S_1'],
    ['an import that started 3 hours later (another run)', [imported(start + 3 * 3_600_000)], null],
    ['an import 5% longer', [imported(start, 5.26)], null],
    [
      'a typed entry of that day (no start to compare)',
      [manual('1_2026-06-01', '2026-06-01', 4.9)],
      '1_2026-06-01',
    ],
    ['a typed entry of the day before', [manual('1_2026-05-31', '2026-05-31', 5)], null],
  ])('%s', (_name, activities, expected) => {
    expect(uploadMatch(candidate, activities)?.key ?? null).toBe(expected);
  });

  it('names the closest in distance when several match', () => {
    const typed = manual('1_2026-06-01', '2026-06-01', 5.1);
    expect(uploadMatch(candidate, [typed, imported(start, 5.02)])?.key).toBe('S_1');
  });
});
