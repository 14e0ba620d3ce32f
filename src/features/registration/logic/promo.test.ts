import { describe, expect, it } from 'vitest';
import { promoBannerText } from './promo';

describe('promoBannerText', () => {
  it.each([
    ['SPRING10', 'Your code SPRING10 has been automatically applied'],
    ['run5', 'Your code run5 has been automatically applied'],
  ])('%s', (code, expected) => {
    expect(promoBannerText(code)).toBe(expected);
  });
});
