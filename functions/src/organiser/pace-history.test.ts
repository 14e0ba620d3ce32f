import { describe, expect, it } from 'vitest';
import { flaggedActivity, HISTORY_MAX, paceHistory } from './pace-history';

const entry = (day: string, km: number, minutes: number) => ({
  date: new Date(`${day}T12:00:00Z`),
  distance: km,
  distanceType: 'Km',
  duration: { hours: 0, minutes, seconds: 0 },
});

const TIMES = {
  '1_2026-11-01': entry('2026-11-01', 5, 30),
  '2_2026-11-03': entry('2026-11-03', 10, 10),
  '3_2026-11-02': entry('2026-11-02', 8, 48),
};

describe('the fair-play review’s pace history', () => {
  it('gives the flagged activity with its pace', () => {
    expect(flaggedActivity(TIMES, '2_2026-11-03')).toEqual({
      key: '2_2026-11-03',
      day: '2026-11-03',
      distanceKm: 10,
      secondsPerKm: 60,
      durationSeconds: 600,
    });
    expect(flaggedActivity(TIMES, 'gone')).toBeNull();
  });

  it('lists her other activities newest first, at most ten', () => {
    expect(paceHistory(TIMES, '2_2026-11-03')).toEqual([
      { day: '2026-11-02', distanceKm: 8, secondsPerKm: 360 },
      { day: '2026-11-01', distanceKm: 5, secondsPerKm: 360 },
    ]);
    const many = Object.fromEntries(
      Array.from({ length: 15 }, (_, i) => {
        const day = `2026-10-${String(i + 10)}`;
        return [`${i}_${day}`, entry(day, 5, 30)];
      }),
    );
    expect(paceHistory(many, 'x')).toHaveLength(HISTORY_MAX);
    expect(paceHistory(many, 'x')[0]?.day).toBe('2026-10-24');
  });
});
