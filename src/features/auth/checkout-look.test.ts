import { describe, expect, it } from 'vitest';
import {
  backgroundFor,
  DEFAULT_BACKGROUND_TILE_PX,
  DEFAULT_CHECKOUT_BACKGROUND,
  DEFAULT_LOOK,
} from './checkout-look';

const race = { banner: '/b.svg', background: '/bg.svg', backgroundMobile: '/bg-m.svg' };

describe('checkout look', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_CHECKOUT_BACKGROUND).toBe('/images/checkout-background-default.svg');
    expect(DEFAULT_BACKGROUND_TILE_PX).toBe(620);
  });

  it.each([
    ['default, wide', DEFAULT_LOOK, false, { image: DEFAULT_CHECKOUT_BACKGROUND, mode: 'tile' }],
    ['default, narrow', DEFAULT_LOOK, true, { image: DEFAULT_CHECKOUT_BACKGROUND, mode: 'tile' }],
    ['race, wide', race, false, { image: '/bg.svg', mode: 'cover' }],
    ['race, narrow: the mobile background', race, true, { image: '/bg-m.svg', mode: 'cover' }],
    [
      'race without a mobile one, narrow',
      { ...race, backgroundMobile: null },
      true,
      { image: '/bg.svg', mode: 'cover' },
    ],
    [
      'race with only a mobile one, wide',
      { ...DEFAULT_LOOK, backgroundMobile: '/bg-m.svg' },
      false,
      { image: DEFAULT_CHECKOUT_BACKGROUND, mode: 'tile' },
    ],
  ] as const)('%s', (_name, look, narrow, expected) => {
    expect(backgroundFor(look, narrow)).toEqual(expected);
  });
});
