import { describe, expect, it } from 'vitest';
import { parseHomeBanner, parseReferralCoupons, parseSpotsLeft } from './options';

describe('parseHomeBanner (options/homeBanner)', () => {
  it('reads the image, its text and its link', () => {
    expect(
      parseHomeBanner({ image_url: '/b.png', image_alt: 'Run', image_link: 'https://x' }),
    ).toEqual({ imageUrl: '/b.png', imageAlt: 'Run', imageLink: 'https://x' });
  });

  it('has no banner without a document', () => {
    expect(parseHomeBanner(undefined)).toBeNull();
    expect(parseHomeBanner(null)).toBeNull();
  });

  it('reads missing or malformed fields as empty', () => {
    expect(parseHomeBanner({ image_url: 3 })).toEqual({
      imageUrl: '',
      imageAlt: '',
      imageLink: '',
    });
  });
});

describe('parseSpotsLeft (options/cccSpotsLeft)', () => {
  it.each([
    [{ spotsLeft: 12 }, 12],
    [{ spotsLeft: '7' }, 7],
    [{ spotsLeft: 'many' }, null],
    [{}, null],
    [undefined, null],
  ])('%j → %s', (raw, expected) => {
    expect(parseSpotsLeft(raw)).toBe(expected);
  });
});

describe('parseReferralCoupons (options/referralCoupons)', () => {
  it.each([
    [
      { valid: 'FRIEND5', fallback: 'CANADA5' },
      { valid: 'FRIEND5', fallback: 'CANADA5' },
    ],
    [{ valid: 'FRIEND5' }, null],
    [{ valid: 5, fallback: 'CANADA5' }, null],
    [undefined, null],
  ])('%j → %j', (raw, expected) => {
    expect(parseReferralCoupons(raw)).toEqual(expected);
  });
});
