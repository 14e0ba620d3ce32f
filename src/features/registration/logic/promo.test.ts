import { describe, expect, it } from 'vitest';
import { promoBannerText, promoCodeDocId } from './promo';

describe('promoBannerText', () => {
  it.each([
    ['SPRING10', 'Your code SPRING10 has been automatically applied'],
    ['run5', 'Your code run5 has been automatically applied'],
  ])('%s', (code, expected) => {
    expect(promoBannerText(code)).toBe(expected);
  });
});

describe('promoCodeDocId', () => {
  it.each([
    ['SPRING10', 'SPRING10'],
    ['  run5 ', 'run5'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['.', null],
    ['..', null],
    ['a/b', null],
    ['__x__', null],
    ['x'.repeat(1501), null],
  ])('%j -> %j', (raw, expected) => {
    expect(promoCodeDocId(raw)).toBe(expected);
  });
});
