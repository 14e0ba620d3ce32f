/**
 * The look of the sign-in and sign-up screens (docs/product.md §R2.1): a race's optional checkout
 * banner and its desktop and mobile backgrounds, else the default background tiled at 620 px.
 */
export const DEFAULT_CHECKOUT_BACKGROUND = '/images/checkout-background-default.svg';
/** Tile size of the default background (docs/product.md §R9). */
export const DEFAULT_BACKGROUND_TILE_PX = 620;

export interface CheckoutLook {
  readonly banner: string | null;
  readonly background: string | null;
  readonly backgroundMobile: string | null;
}

export const DEFAULT_LOOK: CheckoutLook = {
  banner: null,
  background: null,
  backgroundMobile: null,
};

export interface BackgroundStyle {
  readonly image: string;
  /** 'tile' repeats the default at 620 px; 'cover' fills with a race's own image. */
  readonly mode: 'tile' | 'cover';
}

/** The background for a viewport: under 640 px the mobile one (then the desktop one), else the desktop one. */
export function backgroundFor(look: CheckoutLook, narrow: boolean): BackgroundStyle {
  const image = narrow ? (look.backgroundMobile ?? look.background) : look.background;
  return image ? { image, mode: 'cover' } : { image: DEFAULT_CHECKOUT_BACKGROUND, mode: 'tile' };
}
