import { describe, expect, it } from 'vitest';
import { durationSeconds, implausiblePace } from './fair-play';

const d = (hours: number, minutes: number, seconds: number) => ({ hours, minutes, seconds });

describe('fair play pace checks', () => {
  it.each([
    // on foot: the limit is 2:30 min/km
    ['foot', 10, d(0, 25, 0), false],
    ['foot', 10, d(0, 24, 59), true],
    ['foot', 42.2, d(2, 0, 35), false],
    ['foot', 42.2, d(1, 30, 0), true],
    ['foot', 5, d(0, 0, 1), true],
    // on a ride: the limit is 60 km/h
    ['ride', 60, d(1, 0, 0), false],
    ['ride', 60, d(0, 59, 59), true],
    ['ride', 100, d(3, 20, 0), false],
    ['foot', 0, d(0, 0, 1), false],
  ] as const)('%s, %s km in %j: implausible %s', (sport, km, duration, flagged) => {
    expect(implausiblePace(sport, km, duration)).toBe(flagged);
  });

  it('counts the duration in seconds', () => {
    expect(durationSeconds(d(1, 2, 3))).toBe(3723);
  });
});
