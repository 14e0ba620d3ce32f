import { describe, expect, it } from 'vitest';
import { toDate, toNumber, toRecord, toText, toTextMap } from './values';

describe('toDate', () => {
  const instant = new Date('2025-03-01T10:20:30.400Z');
  it.each([
    ['a Timestamp-like', { toDate: () => instant }, 'start', instant],
    [
      '{seconds, nanoseconds}',
      { seconds: instant.getTime() / 1000 - 0.4, nanoseconds: 400_000_000 },
      'start',
      instant,
    ],
    ['a Date', instant, 'start', instant],
    ['epoch ms', instant.getTime(), 'start', instant],
    ['an ISO string', '2025-03-01T10:20:30.400Z', 'start', instant],
    ['a day, start', '2025-03-01', 'start', new Date('2025-03-01T00:00:00.000Z')],
    ['a day, end', '2025-03-01', 'end', new Date('2025-03-01T23:59:59.999Z')],
  ] as const)('%s', (_name, value, edge, expected) => {
    expect(toDate(value, edge)).toEqual(expected);
  });

  it.each([[null], [undefined], [''], ['not a date'], [{}], [true], [Number.NaN]])(
    '%o → null',
    (value) => {
      expect(toDate(value)).toBeNull();
    },
  );
});

describe('plain values', () => {
  it('reads text, numbers, records and text maps safely', () => {
    expect(toText('a')).toBe('a');
    expect(toText(3, 'x')).toBe('x');
    expect(toNumber(5)).toBe(5);
    expect(toNumber('156')).toBe(156);
    expect(toNumber('')).toBeNull();
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toRecord([1])).toEqual({});
    expect(toRecord(null)).toEqual({});
    expect(toTextMap({ a: 'x', b: 2 })).toEqual({ a: 'x' });
  });
});
