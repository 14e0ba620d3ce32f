import { describe, expect, it } from 'vitest';
import {
  earlyBirdCutoff,
  isEarlyBird,
  isOnSale,
  legPriceCents,
  parseCents,
  priceCentsAt,
  type LegPriceDoc,
} from './pricing';

const EARLY_END = '2025-06-30';
const CUTOFF = '2025-07-01T07:00:00.000Z';
const ONE_SECOND_BEFORE = new Date('2025-07-01T06:59:59.000Z');
const ONE_SECOND_AFTER = new Date('2025-07-01T07:00:01.000Z');

const price: LegPriceDoc = {
  unit_amount: 6000,
  metadata: { early_price: '4500', regular_price: '5500' },
};

describe('earlyBirdCutoff', () => {
  it.each([
    ['2025-06-30', CUTOFF],
    ['2024-12-31', '2025-01-01T07:00:00.000Z'],
    ['2024-02-28', '2024-02-29T07:00:00.000Z'],
    ['2024-02-29', '2024-03-01T07:00:00.000Z'],
    [' 2025-06-30 ', CUTOFF],
  ])('%s -> %s', (earlyEnd, expected) => {
    expect(earlyBirdCutoff(earlyEnd)?.toISOString()).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['2025-02-30'],
    ['2025-13-01'],
    ['30/06/2025'],
    ['2025-6-30'],
    ['2025-06-30T00:00'],
  ])('invalid %j -> null', (earlyEnd) => {
    expect(earlyBirdCutoff(earlyEnd)).toBeNull();
  });
});

describe('isEarlyBird', () => {
  it.each([
    ['long before', new Date('2025-01-01T00:00:00Z'), true],
    ['on early_end, local evening in Vancouver', new Date('2025-07-01T06:00:00Z'), true],
    ['one second before the cutoff', ONE_SECOND_BEFORE, true],
    ['exactly at the cutoff', new Date(CUTOFF), false],
    ['one second after the cutoff', ONE_SECOND_AFTER, false],
    ['long after', new Date('2026-01-01T00:00:00Z'), false],
  ])('%s -> %s', (_label, now, expected) => {
    expect(isEarlyBird(EARLY_END, now)).toBe(expected);
  });

  it('is false without an early_end date', () => {
    expect(isEarlyBird(undefined, new Date('2000-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('parseCents', () => {
  it.each([
    ['4500', 4500],
    [' 4500 ', 4500],
    ['0', 0],
    ['45.00', null],
    ['-100', null],
    ['', null],
    ['abc', null],
    [undefined, null],
  ])('%j -> %j', (value, expected) => {
    expect(parseCents(value)).toBe(expected);
  });
});

describe('legPriceCents', () => {
  it.each([
    ['early price one second before the cutoff', price, ONE_SECOND_BEFORE, 4500],
    ['regular price one second after the cutoff', price, ONE_SECOND_AFTER, 5500],
    [
      'unit_amount when metadata is missing (before)',
      { unit_amount: 6000 },
      ONE_SECOND_BEFORE,
      6000,
    ],
    ['unit_amount when metadata is missing (after)', { unit_amount: 6000 }, ONE_SECOND_AFTER, 6000],
    [
      'unit_amount when early_price is missing',
      { unit_amount: 6000, metadata: { regular_price: '5500' } },
      ONE_SECOND_BEFORE,
      6000,
    ],
    [
      'unit_amount when regular_price is missing',
      { unit_amount: 6000, metadata: { early_price: '4500' } },
      ONE_SECOND_AFTER,
      6000,
    ],
    [
      'unit_amount when the amount is malformed',
      { unit_amount: 6000, metadata: { early_price: '45.00' } },
      ONE_SECOND_BEFORE,
      6000,
    ],
  ] satisfies ReadonlyArray<readonly [string, LegPriceDoc, Date, number]>)(
    '%s',
    (_label, doc, now, expected) => {
      expect(legPriceCents(doc, EARLY_END, now)).toBe(expected);
    },
  );

  it('uses the regular price when the race has no early_end', () => {
    expect(legPriceCents(price, undefined, ONE_SECOND_BEFORE)).toBe(5500);
  });
});

describe('priceCentsAt (raw documents)', () => {
  it.each([
    [
      'early',
      { unit_amount: 6000, metadata: { early_price: '4500', regular_price: '5500' } },
      new Date('2025-06-01T00:00:00Z'),
      4500,
    ],
    [
      'regular',
      { unit_amount: 6000, metadata: { early_price: '4500', regular_price: '5500' } },
      new Date('2025-08-01T00:00:00Z'),
      5500,
    ],
    ['no metadata', { unit_amount: 6000 }, new Date('2025-06-01T00:00:00Z'), 6000],
    [
      'nothing usable',
      { unit_amount: '6000', metadata: { early_price: 4500 } },
      new Date('2025-06-01T00:00:00Z'),
      null,
    ],
    ['negative unit amount', { unit_amount: -1 }, new Date('2025-06-01T00:00:00Z'), null],
  ])('%s', (_label, price, now, expected) => {
    expect(priceCentsAt(price, EARLY_END, now)).toBe(expected);
  });
});

describe('isOnSale', () => {
  const dates = {
    early_start: '2025-03-01',
    regular_start: '2025-07-01',
    regular_end: '2026-06-30',
  };
  it.each([
    ['before early_start (Pacific)', dates, '2025-03-01T06:59:59Z', false],
    ['at early_start 07:00 UTC', dates, '2025-03-01T07:00:00Z', true],
    ['in the middle', dates, '2025-12-01T00:00:00Z', true],
    ['the evening of regular_end in Vancouver', dates, '2026-07-01T06:59:59Z', true],
    ['after regular_end', dates, '2026-07-01T07:00:00Z', false],
    ['no regular_end', { early_start: '2025-03-01' }, '2025-12-01T00:00:00Z', false],
    ['no start date', { regular_end: '2026-06-30' }, '2020-01-01T00:00:00Z', true],
    [
      'regular_start when early_start is missing',
      { regular_start: '2025-07-01', regular_end: '2026-06-30' },
      '2025-06-30T00:00:00Z',
      false,
    ],
  ])('%s', (_label, d, at, expected) => {
    expect(isOnSale(d, new Date(at))).toBe(expected);
  });
});
