/**
 * Stripe Checkout `line_items` for a registration order (docs/product.md §R7, §R9), built by the
 * `startCheckout` callable from the catalogue (never from amounts a browser sent).
 *
 * - the leg: price_data of the race product at the price shown (early-bird or regular,
 *   pricing.ts), quantity 1;
 * - gift registrations: the same at the leg's current price, the quantities chosen (> 0);
 * - extras: the chosen price id of each product, quantity 1;
 * - the service fee: price_data, cad, computed unit_amount, tax exclusive (service-fee.ts);
 * - international shipping: price_data, cad, 1500, tax exclusive, outside Canada only;
 * - the donation: price_data, cad, dollars × 100, tax inclusive, nontaxable tax code.
 * Registrations and gifts go as price_data, not by price id: a leg price's unit_amount is its
 * regular price, and Stripe would charge that during the early-bird period. They name the race
 * product (`price_data.product`), so its tax code and any coupon limited to it still apply,
 * and are taxed exclusively. Provisioning checks the payment against the price documents
 * once more (and the leg and gifts come from the metadata).
 * Lines that would be 0 (no fee, Canadian address, no donation) are left out.
 */
import { orderCharge } from '../../../src/contract/order-charge';

const CHECKOUT_CURRENCY = 'cad';
/** Stripe's "Nontaxable" product tax code. */
const NONTAXABLE_TAX_CODE = 'txcd_00000000';
const SERVICE_FEE_PRODUCT_NAME = 'Service Fee';
const SHIPPING_PRODUCT_NAME = 'International Shipping';
const DONATION_PRODUCT_NAME = 'Donation';

interface PriceLineItem {
  readonly price: string;
  readonly quantity: number;
}

interface PriceDataLineItem {
  readonly price_data: {
    readonly currency: typeof CHECKOUT_CURRENCY;
    readonly unit_amount: number;
    readonly tax_behavior: 'exclusive' | 'inclusive';
    readonly product_data: {
      readonly name: string;
      readonly description?: string;
      readonly tax_code?: string;
    };
  };
  readonly quantity: number;
}

/** A line of an existing product (the race) at an amount of our own. */
interface ProductPriceLineItem {
  readonly price_data: {
    readonly currency: typeof CHECKOUT_CURRENCY;
    readonly unit_amount: number;
    readonly tax_behavior: 'exclusive';
    readonly product: string;
  };
  readonly quantity: number;
}

export type CheckoutLineItem = PriceLineItem | PriceDataLineItem | ProductPriceLineItem;

interface PricedItem {
  readonly priceId: string;
  /** The price in cents at checkout time (pricing.ts `legPriceCents` for legs). */
  readonly unitCents: number;
}

/** A leg (or gift registration of a leg): a price of the race product. */
interface LegItem extends PricedItem {
  /** The race product id (products/{id}, the Stripe product). */
  readonly productId: string;
}

export interface Order {
  readonly leg: LegItem;
  readonly gifts: readonly (LegItem & { readonly quantity: number })[];
  readonly extras: readonly PricedItem[];
  readonly serviceFee: {
    /** The Service Fee product's highest price, in cents. */
    readonly baseCents: number;
    readonly name?: string;
    readonly description?: string;
  };
  /** ISO 3166-1 alpha-2 code of the participant's address. */
  readonly countryCode: string;
  readonly donation: {
    /** Whole dollars, ≥ 0. */
    readonly dollars: number;
    /** Shown as the donation line's description. */
    readonly organizationName?: string;
  };
}

function priceData(
  name: string,
  unitAmount: number,
  taxBehavior: 'exclusive' | 'inclusive',
  extra: { readonly description?: string; readonly tax_code?: string } = {},
): PriceDataLineItem {
  const description = extra.description?.trim();
  return {
    price_data: {
      currency: CHECKOUT_CURRENCY,
      unit_amount: unitAmount,
      tax_behavior: taxBehavior,
      product_data: {
        name,
        ...(description ? { description } : {}),
        ...(extra.tax_code ? { tax_code: extra.tax_code } : {}),
      },
    },
    quantity: 1,
  };
}

/** The `line_items` of the checkout session, in the order listed in the module comment. */
export function buildLineItems(order: Order): readonly CheckoutLineItem[] {
  const totals = orderCharge({
    raceProductId: order.leg.productId,
    legCents: order.leg.unitCents,
    gifts: order.gifts,
    extras: order.extras.map((extra) => ({ productId: '', unitCents: extra.unitCents })),
    baseFeeCents: order.serviceFee.baseCents,
    country: order.countryCode,
    donationDollars: order.donation.dollars,
    coupon: null, // Stripe applies the promotion code to these lines itself
  });
  const legLine = (item: LegItem, quantity: number): ProductPriceLineItem => ({
    price_data: {
      currency: CHECKOUT_CURRENCY,
      unit_amount: item.unitCents,
      tax_behavior: 'exclusive',
      product: item.productId,
    },
    quantity,
  });
  const items: CheckoutLineItem[] = [legLine(order.leg, 1)];
  for (const gift of order.gifts) {
    if (gift.quantity > 0) items.push(legLine(gift, gift.quantity));
  }
  for (const extra of order.extras) items.push({ price: extra.priceId, quantity: 1 });
  if (totals.serviceFeeCents > 0) {
    const { name = SERVICE_FEE_PRODUCT_NAME, description } = order.serviceFee;
    items.push(
      priceData(
        name,
        totals.serviceFeeCents,
        'exclusive',
        description === undefined ? {} : { description },
      ),
    );
  }
  if (totals.shippingCents > 0)
    items.push(priceData(SHIPPING_PRODUCT_NAME, totals.shippingCents, 'exclusive'));
  if (totals.donationCents > 0) {
    const { organizationName } = order.donation;
    items.push(
      priceData(DONATION_PRODUCT_NAME, totals.donationCents, 'inclusive', {
        tax_code: NONTAXABLE_TAX_CODE,
        ...(organizationName === undefined ? {} : { description: organizationName }),
      }),
    );
  }
  return items;
}
