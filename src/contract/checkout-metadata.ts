/**
 * The checkout session's metadata (Stripe: strings only, at most 50 keys of at most 40
 * characters, values of at most 500 characters). The `startCheckout` callable writes it from a
 * checked order; Stripe copies it onto the payment (the extension passes it as
 * `payment_intent_data.metadata`), and provisioning reads it back strictly (keys may be missing,
 * and the payment document is only as trustworthy as its writer: amounts are checked again).
 *
 * The order's shipping address travels as eight `shipping_*` keys (docs/security.md item 63):
 * provisioning keeps it with the registration, and `shipping_country`, one of them, is what
 * shipping is charged and checked from.
 */
import { isSafeDocId, MAX_EXTRAS, MAX_GIFTS, type CheckoutOrderRequest } from './checkout-order';
import {
  parseShippingAddress,
  type ShippingAddress,
  type ShippingAddressField,
} from './shipping-address';
import { parseTeamChoice, type TeamChoice } from './team-rules';

export interface CheckoutMetadata {
  readonly uid: string;
  readonly legId: string;
  readonly raceId: string;
  readonly raceUrl: string;
  readonly teamChoice: TeamChoice;
  readonly teamName: string;
  readonly teamCode: string;
  /** Gift registrations: leg price id → quantity (> 0). */
  readonly gifts: Readonly<Record<string, number>>;
  /** Extras: product id → price id. */
  readonly products: Readonly<Record<string, string>>;
  readonly donationDollars: number;
  readonly foundation: string;
  readonly referralLink: string;
  readonly promoCode: string;
  /** The country of the order's shipping address: shipping is charged and checked from it. */
  readonly shippingCountry: string;
  /**
   * The order's whole shipping address (its country is `shippingCountry`); null when the
   * metadata has none: a gift redemption, or a session opened before orders carried it.
   */
  readonly shippingAddress: ShippingAddress | null;
}

/** Metadata key of each address field; the country's is the one shipping was always charged from. */
const SHIPPING_KEYS: Readonly<Record<ShippingAddressField, string>> = {
  firstName: 'shipping_first_name',
  lastName: 'shipping_last_name',
  address: 'shipping_address',
  country: 'shipping_country',
  state: 'shipping_state',
  city: 'shipping_city',
  postalCode: 'shipping_postal_code',
  phoneNumber: 'shipping_phone',
};

function shippingAddressOf(raw: Record<string, unknown>): ShippingAddress | null {
  const fields = Object.fromEntries(
    Object.entries(SHIPPING_KEYS).map(([name, key]) => [name, raw[key]]),
  );
  const parsed = parseShippingAddress(fields);
  return parsed.ok ? parsed.value : null;
}

export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

function text(raw: Record<string, unknown>, key: string): string {
  const value = raw[key];
  return typeof value === 'string' ? value.trim() : '';
}

function parseJsonMap(raw: Record<string, unknown>, key: string): Parsed<Record<string, unknown>> {
  const value = raw[key];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return { ok: true, value: {} };
  }
  if (typeof value !== 'string')
    return { ok: false, reason: `metadata.${key} must be a JSON string` };
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { ok: false, reason: `metadata.${key} must be a JSON object` };
    }
    return { ok: true, value: parsed as Record<string, unknown> };
  } catch {
    return { ok: false, reason: `metadata.${key} is not valid JSON` };
  }
}

function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value.trim());
  if (value === '' || value === undefined || value === null) return 0;
  return null;
}

export function parseCheckoutMetadata(input: unknown): Parsed<CheckoutMetadata> {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return { ok: false, reason: 'metadata is missing' };
  const raw = input as Record<string, unknown>;
  const uid = text(raw, 'uid');
  const legId = text(raw, 'legId');
  const raceId = text(raw, 'raceId');
  if (!isSafeDocId(uid)) return { ok: false, reason: 'metadata.uid is missing' };
  if (!isSafeDocId(legId) || !legId.startsWith('price_'))
    return { ok: false, reason: 'metadata.legId is not a leg id' };
  if (!isSafeDocId(raceId)) return { ok: false, reason: 'metadata.raceId is missing' };

  const giftsJson = parseJsonMap(raw, 'gifts');
  if (!giftsJson.ok) return giftsJson;
  const gifts: Record<string, number> = {};
  let giftCount = 0;
  for (const [priceId, qty] of Object.entries(giftsJson.value)) {
    const quantity = wholeNumber(qty);
    if (!isSafeDocId(priceId) || quantity === null)
      return {
        ok: false,
        reason: `metadata.gifts has an invalid entry ${JSON.stringify(priceId)}`,
      };
    if (quantity > 0) gifts[priceId] = quantity;
    giftCount += quantity;
  }
  if (giftCount > MAX_GIFTS)
    return { ok: false, reason: `at most ${MAX_GIFTS} gift registrations per order` };

  const productsJson = parseJsonMap(raw, 'products');
  if (!productsJson.ok) return productsJson;
  const products: Record<string, string> = {};
  for (const [productId, priceId] of Object.entries(productsJson.value)) {
    if (priceId === '' || priceId === null || priceId === false) continue;
    if (!isSafeDocId(productId) || !isSafeDocId(priceId)) {
      return {
        ok: false,
        reason: `metadata.products has an invalid entry ${JSON.stringify(productId)}`,
      };
    }
    products[productId] = priceId;
  }
  if (Object.keys(products).length > MAX_EXTRAS)
    return { ok: false, reason: `at most ${MAX_EXTRAS} extras per order` };

  const donationDollars = wholeNumber(raw.donation);
  if (donationDollars === null)
    return { ok: false, reason: 'metadata.donation must be whole dollars' };

  return {
    ok: true,
    value: {
      uid,
      legId,
      raceId,
      raceUrl: text(raw, 'raceUrl'),
      teamChoice: parseTeamChoice(raw.teamChoice),
      teamName: text(raw, 'teamName'),
      teamCode: text(raw, 'teamCode'),
      gifts,
      products,
      donationDollars,
      foundation: text(raw, 'foundation'),
      referralLink: text(raw, 'referral_link'),
      promoCode: text(raw, 'promo_code'),
      shippingCountry: text(raw, 'shipping_country'),
      shippingAddress: shippingAddressOf(raw),
    },
  };
}

const STRIPE_METADATA_VALUE_MAX = 500;

/** The metadata of a checked order (every value within Stripe's limits by the order's own bounds). */
export function buildCheckoutMetadata(
  uid: string,
  order: CheckoutOrderRequest,
  raceUrl: string,
): Record<string, string> {
  const entries: [string, string][] = [
    ['uid', uid],
    ['legId', order.legId],
    ['raceId', order.raceId],
    ['raceUrl', raceUrl],
    ['teamChoice', order.team.choice],
    ['teamName', order.team.name],
    ['teamCode', order.team.code],
    ['gifts', JSON.stringify(order.gifts)],
    ['products', JSON.stringify(order.extras)],
    ['donation', String(order.donation.dollars)],
    ['foundation', order.donation.foundation],
    ['referral_link', order.referralLink ?? ''],
    ['promo_code', order.promoCode ?? ''],
    ...Object.entries(SHIPPING_KEYS).map(([name, key]): [string, string] => [
      key,
      order.shipping[name as ShippingAddressField],
    ]),
    ...Object.entries(order.tracking).map(([key, value]): [string, string] => [key, value ?? '']),
  ];
  const metadata = Object.fromEntries(entries.filter(([, value]) => value !== ''));
  for (const [key, value] of Object.entries(metadata)) {
    if (value.length > STRIPE_METADATA_VALUE_MAX)
      throw new RangeError(
        `metadata.${key} is longer than ${STRIPE_METADATA_VALUE_MAX} characters`,
      );
  }
  return metadata;
}
