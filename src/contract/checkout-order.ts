/**
 * The order a participant places at the end of the registration form (spec 01 §2.3-2.6,
 * architecture.md "a callable prices the order"): the browser sends what was chosen, never
 * an amount; the `startCheckout` callable checks it against the catalogue, prices it and
 * writes the checkout session. Request, response, refusal and every bound live here, once.
 */
import { UTM_KEYS, type Tracking } from './checkout-urls';
import { isSafeDocId } from './document-id';
import { parseDonationDollarsStrict } from './donation';
import { REFERRAL_LINK_INVALID_MESSAGE } from './registration-refusals';
import { parseShippingAddress, type ShippingAddress } from './shipping-address';
import {
  parseTeamChoice,
  TEAM_CODE_MAX_LENGTH,
  teamCodeError,
  teamDocId,
  type TeamChoice,
} from './team-rules';

// The order's ids are checked with the one document-id rule (checkout-metadata and provisioning import it from here).
export { isSafeDocId };

export const START_CHECKOUT_CALLABLE = 'startCheckout';

/** At most this many gift registrations in one order (keeps provisioning one bounded transaction). */
export const MAX_GIFTS = 50;
export const MAX_EXTRAS = 20;
const MAX_DONATION_DOLLARS = 100_000;
const TRACKING_MAX = 200;

export interface CheckoutOrderRequest {
  /** The race product (products/{raceId}). */
  readonly raceId: string;
  /** The leg: a price of the race product, `price_…`. */
  readonly legId: string;
  /** Gift registrations: leg price id → quantity. */
  readonly gifts: Readonly<Record<string, number>>;
  /** Extras: product id → the chosen price id. */
  readonly extras: Readonly<Record<string, string>>;
  readonly donation: { readonly dollars: number; readonly foundation: string };
  readonly team: { readonly choice: TeamChoice; readonly name: string; readonly code: string };
  readonly promoCode: string | null;
  readonly referralLink: string | null;
  /** Where the medal ships: the address of this order, not the profile's at some later time. */
  readonly shipping: ShippingAddress;
  readonly tracking: Tracking;
  /** The app's origin, for the return addresses (checked against the allowed origins). */
  readonly origin: string;
}

export interface CheckoutOrderResponse {
  /** stripe_customers/{uid}/checkout_sessions/{sessionId}: wait there for `url` or `error`. */
  readonly sessionId: string;
  /** What the participant will pay before tax, in cents, after any discount. */
  readonly totalCents: number;
}

/** The step of the form a refusal belongs to (0-based like the form's index). */
export const ORDER_STEPS = ['details', 'gifts', 'donation', 'extras'] as const;
type OrderStep = (typeof ORDER_STEPS)[number];

/** Sent as the callable error's `details`: where to show `message`. */
export interface OrderRefusal {
  readonly step: OrderStep;
  readonly field?: string;
  readonly message: string;
}

export type OrderCheck<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: OrderRefusal };

const refuse = (
  step: OrderStep,
  message: string,
  field?: string,
): { ok: false; refusal: OrderRefusal } => ({
  ok: false,
  refusal: field === undefined ? { step, message } : { step, field, message },
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function parseGifts(raw: unknown): OrderCheck<Record<string, number>> {
  if (raw !== undefined && !isRecord(raw))
    return refuse('gifts', 'The gift registrations are not valid.');
  const gifts: Record<string, number> = {};
  let count = 0;
  for (const [priceId, quantity] of Object.entries(raw ?? {})) {
    if (!isSafeDocId(priceId)) return refuse('gifts', 'A gift registration is not valid.');
    if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 0) {
      return refuse('gifts', 'Gift quantities must be whole numbers of 0 or more.');
    }
    if (quantity > 0) gifts[priceId] = quantity;
    count += quantity;
  }
  if (count > MAX_GIFTS)
    return refuse('gifts', `You can give at most ${MAX_GIFTS} gift registrations per order.`);
  return { ok: true, value: gifts };
}

function parseExtras(raw: unknown): OrderCheck<Record<string, string>> {
  if (raw !== undefined && !isRecord(raw)) return refuse('extras', 'The extras are not valid.');
  const extras: Record<string, string> = {};
  for (const [productId, priceId] of Object.entries(raw ?? {})) {
    if (!isSafeDocId(productId) || !isSafeDocId(priceId))
      return refuse('extras', 'An extra is not valid.');
    extras[productId] = priceId;
  }
  if (Object.keys(extras).length > MAX_EXTRAS)
    return refuse('extras', `At most ${MAX_EXTRAS} extras per order.`);
  return { ok: true, value: extras };
}

/** The registration form's own checks (shipping-address.ts): the first bad field is refused. */
function parseShipping(raw: unknown): OrderCheck<ShippingAddress> {
  const address = parseShippingAddress(raw);
  return address.ok ? address : refuse('details', address.message, address.field);
}

function parseTracking(raw: unknown): Tracking {
  const source = isRecord(raw) ? raw : {};
  const tracking: Partial<Record<(typeof UTM_KEYS)[number], string>> = {};
  for (const key of UTM_KEYS) {
    const value = text(source[key]).slice(0, TRACKING_MAX);
    if (value !== '') tracking[key] = value;
  }
  return tracking;
}

function parseTeam(raw: unknown): OrderCheck<CheckoutOrderRequest['team']> {
  const source = isRecord(raw) ? raw : {};
  const choice = parseTeamChoice(source.choice);
  if (choice === 'noTeam') return { ok: true, value: { choice, name: '', code: '' } };
  const name = teamDocId(source.name);
  if (name === null) return refuse('details', 'Please enter a valid team name.', 'teamName');
  const code = typeof source.code === 'string' ? source.code : '';
  const codeProblem = teamCodeError(code, choice);
  if (codeProblem === 'tooShort')
    return refuse('details', 'A team code has at least 4 characters.', 'teamCode');
  if (codeProblem !== null)
    return refuse(
      'details',
      `Please enter a team code of at most ${TEAM_CODE_MAX_LENGTH} characters.`,
      'teamCode',
    );
  return { ok: true, value: { choice, name, code } };
}

/**
 * The request as the callable receives it, checked for shape and bounds (not yet against
 * the catalogue). Every refusal names the step and, where there is one, the field.
 */
export function parseCheckoutOrder(raw: unknown): OrderCheck<CheckoutOrderRequest> {
  if (!isRecord(raw)) return refuse('details', 'The order is missing.');
  const raceId = text(raw.raceId);
  const legId = text(raw.legId);
  if (!isSafeDocId(raceId)) return refuse('details', 'Unknown challenge.');
  if (!isSafeDocId(legId) || !legId.startsWith('price_'))
    return refuse('details', 'Please choose a distance.', 'distanceId');
  const shipping = parseShipping(raw.shipping);
  if (!shipping.ok) return shipping;
  const team = parseTeam(raw.team);
  if (!team.ok) return team;
  const gifts = parseGifts(raw.gifts);
  if (!gifts.ok) return gifts;
  const donationRaw = isRecord(raw.donation) ? raw.donation : {};
  const dollars = parseDonationDollarsStrict(donationRaw.dollars);
  if (dollars === null || dollars > MAX_DONATION_DOLLARS) {
    return refuse(
      'donation',
      `Please enter a donation in whole dollars, up to ${MAX_DONATION_DOLLARS.toLocaleString('en-CA')}.`,
      'donation',
    );
  }
  const foundation = text(donationRaw.foundation);
  if (dollars > 0 && !isSafeDocId(foundation))
    return refuse('donation', 'Please pick an organization.', 'foundation');
  const extras = parseExtras(raw.extras);
  if (!extras.ok) return extras;
  const promoText = text(raw.promoCode);
  const referralText = text(raw.referralLink);
  // Both come from the page's address, not from a field: refused on the first step, at once.
  if (promoText !== '' && !isSafeDocId(promoText))
    return refuse('details', 'This promo code is not valid.');
  if (referralText !== '' && !isSafeDocId(referralText))
    return refuse('details', REFERRAL_LINK_INVALID_MESSAGE);
  return {
    ok: true,
    value: {
      raceId,
      legId,
      gifts: gifts.value,
      extras: extras.value,
      donation: { dollars, foundation: dollars > 0 ? foundation : '' },
      team: team.value,
      promoCode: promoText === '' ? null : promoText,
      referralLink: referralText === '' ? null : referralText,
      shipping: shipping.value,
      tracking: parseTracking(raw.tracking),
      origin: text(raw.origin),
    },
  };
}
