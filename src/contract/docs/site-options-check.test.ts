import { describe, expect, it } from 'vitest';
import { checkHomeBannerInput, checkSpotsLeftInput, storedHomeBanner } from './site-options-check';

const banner = {
  imageUrl: '/images/home-banner.svg',
  imageLink: 'https://example.test/register',
  imageAlt: 'Register now',
  imageAltFr: 'Inscrivez-vous',
};

describe('checkHomeBannerInput', () => {
  it('stores a good banner under the app’s field names, trimmed, French alt optional', () => {
    expect(checkHomeBannerInput({ ...banner, imageAlt: ' Register now ' })).toEqual({
      ok: true,
      value: {
        image_url: '/images/home-banner.svg',
        image_link: 'https://example.test/register',
        image_alt: 'Register now',
        fr: { image_alt: 'Inscrivez-vous' },
      },
    });
    expect(checkHomeBannerInput({ ...banner, imageLink: '', imageAltFr: '' })).toEqual({
      ok: true,
      value: { image_url: '/images/home-banner.svg', image_link: '', image_alt: 'Register now' },
    });
  });

  it.each([
    [{ imageUrl: '' }, 'imageUrl', 'required'],
    [{ imageUrl: '//evil.test/x.png' }, 'imageUrl', 'badUrl'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'badUrl'],
    [{ imageUrl: `https://x.test/${'a'.repeat(500)}` }, 'imageUrl', 'tooLong'],
    [{ imageLink: 'http://example.test' }, 'imageLink', 'badUrl'],
    [{ imageLink: '/register/run' }, 'imageLink', 'badUrl'],
    [{ imageLink: 42 }, 'imageLink', 'badUrl'],
    [{ imageAlt: '  ' }, 'imageAlt', 'required'],
    [{ imageAlt: 'a'.repeat(201) }, 'imageAlt', 'tooLong'],
    [{ imageAltFr: 'a'.repeat(201) }, 'imageAltFr', 'tooLong'],
  ])('refuses %o at %s (%s)', (change, field, problem) => {
    expect(checkHomeBannerInput({ ...banner, ...change })).toEqual({ ok: false, field, problem });
  });
});

describe('checkSpotsLeftInput', () => {
  it.each([0, 137, 1_000_000])('accepts %o', (n) => {
    expect(checkSpotsLeftInput(n)).toEqual({ ok: true, value: { spotsLeft: n } });
  });
  it.each([-1, 2.5, '12', null, Number.NaN, 1_000_001])('refuses %o', (n) => {
    expect(checkSpotsLeftInput(n)).toMatchObject({ ok: false, field: 'spotsLeft' });
  });
});

describe('storedHomeBanner', () => {
  it('reads a stored banner as the home screen does; none without a document', () => {
    expect(storedHomeBanner(undefined)).toBeNull();
    expect(storedHomeBanner({ image_url: '/i.svg', image_alt: 'A', extra: 1 })).toEqual({
      image_url: '/i.svg',
      image_link: '',
      image_alt: 'A',
    });
  });
});
