import { describe, expect, it } from 'vitest';
import { millisOf, record, recordOrNull } from './record';

describe('record', () => {
  it.each([
    ['an object', { a: 1 }, { a: 1 }, { a: 1 }],
    ['null', null, {}, null],
    ['undefined', undefined, {}, null],
    ['an array', [1], {}, null],
    ['a string', 'x', {}, null],
    ['a number', 3, {}, null],
  ])('%s', (_label, value, asRecord, orNull) => {
    expect(record(value)).toEqual(asRecord);
    expect(recordOrNull(value)).toEqual(orNull);
  });
});

describe('millisOf', () => {
  const timestamp = { toMillis: () => 1_700_000_000_000 };
  it.each([
    ['a Date', new Date(5), 5],
    ['a number', 42, 42],
    ['a Timestamp-like object', timestamp, 1_700_000_000_000],
    ['NaN', Number.NaN, null],
    ['Infinity', Number.POSITIVE_INFINITY, null],
    ['a string', '2025-01-01', null],
    ['null', null, null],
    ['an object without toMillis', { seconds: 1 }, null],
  ])('%s', (_label, value, expected) => {
    expect(millisOf(value)).toBe(expected);
  });
});
