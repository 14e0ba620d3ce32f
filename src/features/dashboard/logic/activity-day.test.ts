import { describe, expect, it } from 'vitest';
import {
  activityDayBounds,
  activityKey,
  isYmd,
  localYmd,
  noonUtc,
  withinBounds,
} from './activity-day';

describe('localYmd: the participant’s own calendar day', () => {
  it.each([
    // 10 pm in Vancouver is already the next day in Toronto and St. John's.
    ['2025-03-14T05:00:00Z', 'America/Vancouver', '2025-03-13'],
    ['2025-03-14T05:00:00Z', 'America/Toronto', '2025-03-14'],
    ['2025-03-14T05:00:00Z', 'America/St_Johns', '2025-03-14'],
    // One minute before midnight, each in its own zone.
    ['2025-07-01T06:59:00Z', 'America/Vancouver', '2025-06-30'],
    ['2025-07-01T07:00:00Z', 'America/Vancouver', '2025-07-01'],
    ['2025-07-01T03:59:00Z', 'America/Toronto', '2025-06-30'],
    ['2025-07-01T04:00:00Z', 'America/Toronto', '2025-07-01'],
    ['2025-07-01T02:29:00Z', 'America/St_Johns', '2025-06-30'],
    ['2025-07-01T02:30:00Z', 'America/St_Johns', '2025-07-01'],
    // Winter (standard time): St. John's is UTC−3:30.
    ['2025-01-15T03:29:00Z', 'America/St_Johns', '2025-01-14'],
    ['2025-01-15T03:30:00Z', 'America/St_Johns', '2025-01-15'],
  ])('%s in %s is %s', (iso, zone, day) => {
    expect(localYmd(new Date(iso), zone)).toBe(day);
  });
});

describe('activityDayBounds', () => {
  const window = { start: new Date('2025-02-01T00:00:00Z'), end: new Date('2025-02-28T23:59:59Z') };
  it.each([
    ['2025-02-10', { min: '2025-02-01', max: '2025-02-10' }],
    ['2025-02-01', { min: '2025-02-01', max: '2025-02-01' }],
    ['2025-02-28', { min: '2025-02-01', max: '2025-02-28' }],
    ['2025-03-05', { min: '2025-02-01', max: '2025-02-28' }],
    ['2025-01-31', null],
  ])('today %s gives %j', (today, bounds) => {
    expect(activityDayBounds(window, today)).toEqual(bounds);
  });

  it('Vancouver at 10 pm on the last evening may still log the last day', () => {
    const today = localYmd(new Date('2025-03-01T06:00:00Z'), 'America/Vancouver');
    const bounds = activityDayBounds(window, today);
    expect(today).toBe('2025-02-28');
    expect(bounds && withinBounds('2025-02-28', bounds)).toBe(true);
  });

  it.each([
    ['2025-02-01', true],
    ['2025-01-31', false],
    ['2025-02-11', false],
  ])('%s within 2025-02-01..2025-02-10: %s', (day, inside) => {
    expect(withinBounds(day, { min: '2025-02-01', max: '2025-02-10' })).toBe(inside);
  });
});

describe('storage', () => {
  it('stores the day at 12:00 UTC and keys it by time and day', () => {
    expect(noonUtc('2025-02-03').toISOString()).toBe('2025-02-03T12:00:00.000Z');
    expect(activityKey(new Date(1738600000000), '2025-02-03')).toBe('1738600000000_2025-02-03');
  });
  it.each([
    ['2025-02-03', true],
    ['2025-02-30', false],
    ['2025-2-3', false],
    ['', false],
  ])('isYmd(%j) is %s', (value, ok) => {
    expect(isYmd(value)).toBe(ok);
  });
});
