import { describe, expect, it } from 'vitest';
import {
  donationButtonLabel,
  donationCents,
  donationError,
  isValidDonation,
  parseDonationDollars,
  type DonationError,
} from './donation';

describe('parseDonationDollars', () => {
  it.each([
    ['25', 25],
    [' 25 ', 25],
    ['', 0],
    ['  ', 0],
    [null, 0],
    [undefined, 0],
    [10, 10],
    ['2.5', 2.5],
    ['-3', -3],
  ])('%j -> %j', (raw, expected) => {
    expect(parseDonationDollars(raw)).toBe(expected);
  });

  it('gives NaN for text', () => {
    expect(parseDonationDollars('ten')).toBeNaN();
  });
});

describe('donationError', () => {
  it.each([
    [0, undefined, null],
    [0, '', null],
    [25, 'Heart Foundation', null],
    [25, '', 'organizationRequired'],
    [25, '   ', 'organizationRequired'],
    [1, null, 'organizationRequired'],
    [2.5, 'Heart Foundation', 'notWholeNumber'],
    [Number.NaN, 'Heart Foundation', 'notWholeNumber'],
    [Number.POSITIVE_INFINITY, 'Heart Foundation', 'notWholeNumber'],
    [-1, 'Heart Foundation', 'belowMinimum'],
    [-1.5, undefined, 'belowMinimum'],
  ] satisfies ReadonlyArray<readonly [number, string | null | undefined, DonationError | null]>)(
    '%j dollars, organization %j -> %j',
    (dollars, organization, expected) => {
      expect(donationError(dollars, organization)).toBe(expected);
      expect(isValidDonation(dollars, organization)).toBe(expected === null);
    },
  );
});

describe('donationCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [25, 2500],
    [1000, 100_000],
  ])('$%i -> %i cents', (dollars, cents) => {
    expect(donationCents(dollars)).toBe(cents);
  });

  it.each([[-1], [2.5], [Number.NaN]])('rejects %j', (dollars) => {
    expect(() => donationCents(dollars)).toThrow(RangeError);
  });
});

describe('donationButtonLabel', () => {
  it.each([
    [0, 'Continue without Donation'],
    [parseDonationDollars(''), 'Continue without Donation'],
    [1, 'Continue'],
    [50, 'Continue'],
  ])('%j -> %s', (dollars, label) => {
    expect(donationButtonLabel(dollars)).toBe(label);
  });
});
