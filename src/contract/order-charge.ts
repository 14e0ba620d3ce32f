/**
 * What an order costs (docs/product.md §R9), computed the same way by the `startCheckout` callable
 * (which writes the lines Stripe charges) and by provisioning (which checks the payment).
 *
 * - subtotal: the leg + gift registrations (unit × quantity) + extras; the service fee's base;
 * - service fee: service-fee.ts; shipping: shipping.ts (from the order's own address);
 * - donation: whole dollars × 100, never charged a fee;
 * - discount: the promo code's coupon (promo-code.ts) as Stripe applies it to the lines.
 * Sales taxes are Stripe's (automatic_tax) and come on top of `totalCents`.
 */
import { donationCents } from './donation';
import { couponDiscountCents, type Coupon, type DiscountableLine } from './promo-code';
import { orderTotalForFeeCents, serviceFeeCents } from './service-fee';
import { shippingCents } from './shipping';

export interface ChargeInput {
  /** The race product: the leg and gift lines are its prices (coupons may be limited to it). */
  readonly raceProductId: string;
  readonly legCents: number;
  readonly gifts: readonly { readonly unitCents: number; readonly quantity: number }[];
  readonly extras: readonly { readonly productId: string; readonly unitCents: number }[];
  readonly baseFeeCents: number;
  readonly country: string;
  readonly donationDollars: number;
  readonly coupon: Coupon | null;
}

export interface OrderCharge {
  readonly subtotalCents: number;
  readonly serviceFeeCents: number;
  readonly shippingCents: number;
  readonly donationCents: number;
  readonly discountCents: number;
  /** What sales tax may apply to: everything but the donation, after the discount. */
  readonly taxableCents: number;
  /** What the participant pays before tax. */
  readonly totalCents: number;
}

/** Throws a RangeError for amounts that are not whole cents ≥ 0 (service-fee.ts, donation.ts). */
export function orderCharge(input: ChargeInput): OrderCharge {
  const subtotal = orderTotalForFeeCents({
    legCents: input.legCents,
    gifts: input.gifts,
    extrasCents: input.extras.map((extra) => extra.unitCents),
  });
  const fee = serviceFeeCents(input.baseFeeCents, subtotal);
  const shipping = shippingCents(input.country);
  const donation = donationCents(input.donationDollars);
  const lines: DiscountableLine[] = [
    { productId: input.raceProductId, amountCents: input.legCents },
    ...input.gifts.map((gift) => ({
      productId: input.raceProductId,
      amountCents: gift.unitCents * gift.quantity,
    })),
    ...input.extras.map((extra) => ({ productId: extra.productId, amountCents: extra.unitCents })),
    { productId: null, amountCents: fee },
    { productId: null, amountCents: shipping },
    { productId: null, amountCents: donation },
  ];
  const discount = input.coupon ? couponDiscountCents(input.coupon, lines) : 0;
  const beforeDiscount = subtotal + fee + shipping + donation;
  return {
    subtotalCents: subtotal,
    serviceFeeCents: fee,
    shippingCents: shipping,
    donationCents: donation,
    discountCents: discount,
    taxableCents: Math.max(0, subtotal + fee + shipping - discount),
    totalCents: beforeDiscount - discount,
  };
}
