/**
 * The referral landing's state (docs/product.md §P4 Referral validity: loading, then valid or
 * invalid; §P8: an invalid link shows 'Invalid Referral Link' and a fallback coupon, still
 * $5 off). Pure: the component renders what this returns.
 */
import type { ReferralCoupons } from '../../../contract/docs/options';

export type LandingState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | {
      readonly status: 'valid';
      /** '' for a neutral link (no name to show: docs/data-model.md): the page says 'A friend'. */
      readonly referrerName: string;
      readonly couponCode: string;
    }
  | { readonly status: 'invalid'; readonly couponCode: string };

type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'success'; readonly data: T };

/** `link` is the referral_links/{id} document (null when it does not exist). */
export function landingState(
  link: Loaded<{ readonly name: string } | null>,
  coupons: Loaded<ReferralCoupons | null>,
): LandingState {
  if (link.status === 'error' || coupons.status === 'error') return { status: 'error' };
  if (link.status === 'loading' || coupons.status === 'loading') return { status: 'loading' };
  // Without the seeded configuration there is no code to show: a failure to fix, not a page without a coupon.
  if (!coupons.data) return { status: 'error' };
  if (!link.data) return { status: 'invalid', couponCode: coupons.data.fallback };
  return {
    status: 'valid',
    referrerName: link.data.name.trim(),
    couponCode: coupons.data.valid,
  };
}
