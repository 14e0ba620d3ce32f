import { describe, expect, it } from 'vitest';
import { NUMBERS_LEGS_MAX, parseRaceNumbersRequest, RACE_NUMBERS } from './organiser-numbers';

describe('the organiser-raceNumbers request', () => {
  it('takes the legs of a race, and a table to export', () => {
    expect(parseRaceNumbersRequest({ legIds: ['price_a', 'price_b'] })).toEqual({
      ok: true,
      value: { legIds: ['price_a', 'price_b'] },
    });
    expect(parseRaceNumbersRequest({ legIds: ['price_a'], export: 'teams' })).toEqual({
      ok: true,
      value: { legIds: ['price_a'], export: 'teams' },
    });
    expect(RACE_NUMBERS.name).toBe('organiser-raceNumbers');
  });

  it.each([
    ['nothing', null],
    ['no legs', { legIds: [] }],
    ['a leg twice', { legIds: ['price_a', 'price_a'] }],
    ['a leg that is no price id', { legIds: ['prod_a'] }],
    ['a path', { legIds: ['price_a/b'] }],
    [
      'too many legs',
      { legIds: Array.from({ length: NUMBERS_LEGS_MAX + 1 }, (_, i) => `price_${i}`) },
    ],
    ['an unknown table', { legIds: ['price_a'], export: 'everything' }],
  ])('refuses %s', (_what, raw) => {
    expect(parseRaceNumbersRequest(raw)).toMatchObject({
      ok: false,
      refusal: { code: 'invalid-argument', details: { refusal: 'badRequest' } },
    });
  });
});
