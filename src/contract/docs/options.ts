/**
 * The options/{name} documents the app reads (docs/data-model.md, docs/product.md §P2, §P7), written by
 * the organisers and the seed: one model and one parser each, a missing document or field read
 * in one place. (options/checkoutCharities: charities.ts; options/validPromoCodes:
 * ../promo-code.ts.) Pure.
 */
import { parseFrench, type FrenchTexts } from '../l10n';
import { toNumber, toRecord, toText } from './values';

/** options/homeBanner: an image linking out on the home screen. */
export interface HomeBanner {
  readonly imageUrl: string;
  readonly imageAlt: string;
  readonly imageLink: string;
  /** The alt text in French (`fr: { image_alt }`, contract/l10n.ts). */
  readonly fr?: FrenchTexts<'imageAlt'>;
}

/** options/homeBanner; null when there is no document or no image to show. */
export function parseHomeBanner(raw: unknown): HomeBanner | null {
  if (raw === undefined || raw === null) return null;
  const data = toRecord(raw);
  const alt = parseFrench<'image_alt'>(data)?.image_alt;
  return {
    imageUrl: toText(data.image_url),
    imageAlt: toText(data.image_alt),
    imageLink: toText(data.image_link),
    fr: alt ? { imageAlt: alt } : undefined,
  };
}

/** options/cccSpotsLeft.spotsLeft: the medal page's count; null when missing or not a number. */
export function parseSpotsLeft(raw: unknown): number | null {
  return toNumber(toRecord(raw).spotsLeft);
}

/** options/referralCoupons: the referral page's two coupon texts. */
export interface ReferralCoupons {
  /** The invitee's code when the link is known. */
  readonly valid: string;
  /** The code shown for an unknown link. */
  readonly fallback: string;
}

/** options/referralCoupons; null unless both texts are there. */
export function parseReferralCoupons(raw: unknown): ReferralCoupons | null {
  const data = toRecord(raw);
  const valid = toText(data.valid);
  const fallback = toText(data.fallback);
  return valid && fallback ? { valid, fallback } : null;
}
