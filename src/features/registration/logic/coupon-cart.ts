/**
 * The "no socks in the cart" coupon rule (docs/product.md §R8), our reading of it: a link that carries
 * a coupon (a valid promo_code or an attached referral_link) together with promo_product
 * makes that product part of the offer. If the participant removes it from the cart, the
 * coupon cannot be redeemed: checkout is held with this message and a Go back button.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { productFieldName } from './order-form';
import { field, type RegistrationData } from './registration-data';

export interface CouponOffer {
  readonly hasCoupon: boolean;
  /** The promo_product parameter, when it names a known extra. */
  readonly product: { readonly id: string; readonly name: string } | null;
}

/**
 * The message to show instead of checking out, or null when the cart is fine: a descriptor the
 * step words at render (docs/i18n.md), the spec's 'no socks' for socks, the product's name else.
 */
export function couponCartMessage(
  data: RegistrationData,
  offer: CouponOffer,
): MessageDescriptor | null {
  if (!offer.hasCoupon || !offer.product) return null;
  if (field(data, productFieldName(offer.product.id)) !== '') return null;
  if (/socks/i.test(offer.product.name))
    return msg`This coupon cannot be redeemed because there are no socks in the cart.`;
  const product = offer.product.name;
  return msg`This coupon cannot be redeemed because there are no ${product} in the cart.`;
}
