import { describe, expect, it } from 'vitest';
import { numbersDays, torontoDayStart } from './numbers-days';

describe('torontoDayStart', () => {
  it.each([
    ['2026-07-01', '2026-07-01T04:00:00.000Z'],
    ['2026-01-15', '2026-01-15T05:00:00.000Z'],
    // The days the clocks change: midnight is before the 2 am change.
    ['2026-03-08', '2026-03-08T05:00:00.000Z'],
    ['2026-03-09', '2026-03-09T04:00:00.000Z'],
    ['2026-11-01', '2026-11-01T04:00:00.000Z'],
    ['2026-11-02', '2026-11-02T05:00:00.000Z'],
  ])('%s starts at %s', (day, instant) => {
    expect(torontoDayStart(day).toISOString()).toBe(instant);
  });
});

describe('numbersDays', () => {
  it('lists the days up to Toronto’s today, oldest first, each ending where the next starts', () => {
    // 02:00 UTC on the 29th is still the 28th in Toronto.
    const days = numbersDays(new Date('2026-11-29T02:00:00Z'), 3);
    expect(days.map((d) => d.day)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
    expect(days[2]?.end.toISOString()).toBe('2026-11-29T05:00:00.000Z');
    expect(days[1]?.end).toEqual(days[2]?.start);
  });
});
