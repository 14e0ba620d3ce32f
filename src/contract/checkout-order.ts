/**
 * The order a participant places at the end of the registration form (docs/product.md §R2.3-2.6,
 * docs/product.md, "Deliberate differences": a callable prices the order): the browser sends what was chosen, never
 * an amount; the `startCheckout` callable checks it against the catalogue, prices it and
 * writes the checkout session. Request, response, refusal and every bound live here, once.
 */
import { UTM_KEYS, type Tracking } from './checkout-urls';
import { isSafeDocId } from './document-id';
import { parseDonationDollarsStrict } from './donation';
import { refusalCodeOf, refusalDetails, type RefusalTexts } from './callables/callable';
import { ALREADY_REGISTERED_MESSAGE, REFERRAL_LINK_INVALID_MESSAGE } from './registration-refusals';
import {
  ADDRESS_PROBLEM_TEXTS,
  ADDRESS_PROBLEMS,
  parseShippingAddress,
  type ShippingAddress,
} from './shipping-address';
import {
  parseTeamChoice,
  TEAM_CODE_MAX_LENGTH,
  TEAM_CODE_TOO_MANY_ATTEMPTS,
  TEAM_CODE_WRONG,
  TEAM_NAME_TAKEN,
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

/**
 * Every refusal of startCheckout, the request's and the order's: the server answers one of
 * these codes (and the field, for an address problem); the browser words it from
 * START_CHECKOUT_REFUSAL_TEXTS and shows it on its step (ORDER_REFUSAL_STEPS).
 */
export const START_CHECKOUT_REFUSALS = [
  'signedOut',
  'orderMissing',
  'unknownChallenge',
  'noDistance',
  ...ADDRESS_PROBLEMS,
  'badTeamName',
  'teamCodeTooShort',
  'teamCodeTooLong',
  'badGifts',
  'badGift',
  'badGiftQuantity',
  'tooManyGifts',
  'badDonation',
  'noOrganization',
  'badExtras',
  'badExtra',
  'tooManyExtras',
  'badPromoCode',
  'badReferralLink',
  'notFromApp',
  'alreadyRegistered',
  'closed',
  'legGone',
  'giftGone',
  'extraGone',
  'noTeams',
  'teamNameTaken',
  'noSuchTeam',
  'wrongTeamCode',
  'tooManyAttempts',
  'promoGone',
] as const;

export type OrderRefusalCode = (typeof START_CHECKOUT_REFUSALS)[number];

/** Where the promo code goes in promoGone's text (the browser fills it from the order it sent). */
const PROMO_CODE_SLOT = '{promoCode}';

/** The one table of startCheckout's texts (docs/product.md §R5 for the registration and team ones). */
export const START_CHECKOUT_REFUSAL_TEXTS: RefusalTexts<OrderRefusalCode> = {
  signedOut: 'Sign in to register.',
  orderMissing: 'The order is missing.',
  unknownChallenge: 'Unknown challenge.',
  noDistance: 'Please choose a distance.',
  ...ADDRESS_PROBLEM_TEXTS,
  badTeamName: 'Please enter a valid team name.',
  teamCodeTooShort: 'A team code has at least 4 characters.',
  teamCodeTooLong: `Please enter a team code of at most ${TEAM_CODE_MAX_LENGTH} characters.`,
  badGifts: 'The gift registrations are not valid.',
  badGift: 'A gift registration is not valid.',
  badGiftQuantity: 'Gift quantities must be whole numbers of 0 or more.',
  tooManyGifts: `You can give at most ${MAX_GIFTS} gift registrations per order.`,
  badDonation: `Please enter a donation in whole dollars, up to ${MAX_DONATION_DOLLARS.toLocaleString('en-CA')}.`,
  noOrganization: 'Please pick an organization.',
  badExtras: 'The extras are not valid.',
  badExtra: 'An extra is not valid.',
  tooManyExtras: `At most ${MAX_EXTRAS} extras per order.`,
  badPromoCode: 'This promo code is not valid.',
  badReferralLink: REFERRAL_LINK_INVALID_MESSAGE,
  notFromApp: 'Payments can only start from the app.',
  alreadyRegistered: ALREADY_REGISTERED_MESSAGE,
  closed: 'Registration for this challenge is closed.',
  legGone: 'This distance is no longer available. Please choose another one.',
  giftGone: 'A gift registration you chose is no longer available. Please change your gifts.',
  extraGone: 'An extra you chose is no longer available. Please remove it.',
  noTeams: 'This challenge has no teams.',
  teamNameTaken: TEAM_NAME_TAKEN,
  noSuchTeam: 'This team does not exist.',
  wrongTeamCode: TEAM_CODE_WRONG,
  tooManyAttempts: TEAM_CODE_TOO_MANY_ATTEMPTS,
  promoGone: `The promo code ${PROMO_CODE_SLOT} is not valid any more.`,
};

const STEP_OF_GROUP: Readonly<Partial<Record<OrderRefusalCode, OrderStep>>> = {
  badGifts: 'gifts',
  badGift: 'gifts',
  badGiftQuantity: 'gifts',
  tooManyGifts: 'gifts',
  giftGone: 'gifts',
  badDonation: 'donation',
  noOrganization: 'donation',
  badExtras: 'extras',
  badExtra: 'extras',
  tooManyExtras: 'extras',
  extraGone: 'extras',
};

/** The step each refusal is shown on: the first (details) unless it belongs to a later one. */
export const orderRefusalStep = (code: OrderRefusalCode): OrderStep =>
  STEP_OF_GROUP[code] ?? 'details';

/** The field each refusal is shown at, where it always has one (an address problem's is sent). */
const FIELD_OF: Readonly<Partial<Record<OrderRefusalCode, string>>> = {
  noDistance: 'distanceId',
  alreadyRegistered: 'distanceId',
  legGone: 'distanceId',
  badTeamName: 'teamName',
  teamNameTaken: 'teamName',
  noSuchTeam: 'teamName',
  teamCodeTooShort: 'teamCode',
  teamCodeTooLong: 'teamCode',
  wrongTeamCode: 'teamCode',
  tooManyAttempts: 'teamCode',
  badDonation: 'donation',
  noOrganization: 'foundation',
};

/** Where and what to show for a refusal: the step, the field if any, and the text. */
export interface OrderRefusal {
  readonly code: OrderRefusalCode;
  readonly step: OrderStep;
  readonly field?: string;
  readonly message: string;
}

/** A refusal's text; promoGone names the promo code the order carried. */
export function orderRefusalText(code: OrderRefusalCode, promoCode: string | null = null): string {
  const text = START_CHECKOUT_REFUSAL_TEXTS[code];
  return code === 'promoGone' ? text.replace(PROMO_CODE_SLOT, promoCode ?? '') : text;
}

/** The refusal for a code, with its step, field and text (`field` for an address problem). */
export function orderRefusal(
  code: OrderRefusalCode,
  options: { readonly field?: string; readonly promoCode?: string | null } = {},
): OrderRefusal {
  const field = options.field ?? FIELD_OF[code];
  const step = orderRefusalStep(code);
  const message = orderRefusalText(code, options.promoCode ?? null);
  return field === undefined ? { code, step, message } : { code, step, field, message };
}

/**
 * What the server sends as the callable error's details: the code, the step (old clients
 * read it) and the field; never the text, which the browser takes from the table above.
 */
export function orderRefusalDetails(refusal: OrderRefusal): Record<string, unknown> {
  return refusalDetails(
    refusal.code,
    refusal.field === undefined
      ? { step: refusal.step }
      : { step: refusal.step, field: refusal.field },
  );
}

/**
 * The refusal a startCheckout error carries, worded from the table, or null when it carries
 * no code of the list (an outage, a crash: the browser offers Retry, never a wrong refusal).
 */
export function orderRefusalOf(error: unknown, promoCode: string | null): OrderRefusal | null {
  const code = refusalCodeOf(error, START_CHECKOUT_REFUSALS);
  if (code === null) return null;
  const details = (error as { details?: Record<string, unknown> }).details ?? {};
  const field =
    typeof details.field === 'string' && details.field !== '' ? details.field : undefined;
  return orderRefusal(code, field === undefined ? { promoCode } : { field, promoCode });
}

export type OrderCheck<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: OrderRefusal };

const refuse = (code: OrderRefusalCode, field?: string): { ok: false; refusal: OrderRefusal } => ({
  ok: false,
  refusal: orderRefusal(code, field === undefined ? {} : { field }),
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function parseGifts(raw: unknown): OrderCheck<Record<string, number>> {
  if (raw !== undefined && !isRecord(raw)) return refuse('badGifts');
  const gifts: Record<string, number> = {};
  let count = 0;
  for (const [priceId, quantity] of Object.entries(raw ?? {})) {
    if (!isSafeDocId(priceId)) return refuse('badGift');
    if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 0) {
      return refuse('badGiftQuantity');
    }
    if (quantity > 0) gifts[priceId] = quantity;
    count += quantity;
  }
  if (count > MAX_GIFTS) return refuse('tooManyGifts');
  return { ok: true, value: gifts };
}

function parseExtras(raw: unknown): OrderCheck<Record<string, string>> {
  if (raw !== undefined && !isRecord(raw)) return refuse('badExtras');
  const extras: Record<string, string> = {};
  for (const [productId, priceId] of Object.entries(raw ?? {})) {
    if (!isSafeDocId(productId) || !isSafeDocId(priceId)) return refuse('badExtra');
    extras[productId] = priceId;
  }
  if (Object.keys(extras).length > MAX_EXTRAS) return refuse('tooManyExtras');
  return { ok: true, value: extras };
}

/** The registration form's own checks (shipping-address.ts): the first bad field is refused. */
function parseShipping(raw: unknown): OrderCheck<ShippingAddress> {
  const address = parseShippingAddress(raw);
  return address.ok ? address : refuse(address.problem, address.field);
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
  if (name === null) return refuse('badTeamName');
  const code = typeof source.code === 'string' ? source.code : '';
  const codeProblem = teamCodeError(code, choice);
  if (codeProblem === 'tooShort') return refuse('teamCodeTooShort');
  if (codeProblem !== null) return refuse('teamCodeTooLong');
  return { ok: true, value: { choice, name, code } };
}

/**
 * The request as the callable receives it, checked for shape and bounds (not yet against
 * the catalogue). Every refusal names the step and, where there is one, the field.
 */
export function parseCheckoutOrder(raw: unknown): OrderCheck<CheckoutOrderRequest> {
  if (!isRecord(raw)) return refuse('orderMissing');
  const raceId = text(raw.raceId);
  const legId = text(raw.legId);
  if (!isSafeDocId(raceId)) return refuse('unknownChallenge');
  if (!isSafeDocId(legId) || !legId.startsWith('price_')) return refuse('noDistance');
  const shipping = parseShipping(raw.shipping);
  if (!shipping.ok) return shipping;
  const team = parseTeam(raw.team);
  if (!team.ok) return team;
  const gifts = parseGifts(raw.gifts);
  if (!gifts.ok) return gifts;
  const donationRaw = isRecord(raw.donation) ? raw.donation : {};
  const dollars = parseDonationDollarsStrict(donationRaw.dollars);
  if (dollars === null || dollars > MAX_DONATION_DOLLARS) {
    return refuse('badDonation');
  }
  const foundation = text(donationRaw.foundation);
  if (dollars > 0 && !isSafeDocId(foundation)) return refuse('noOrganization');
  const extras = parseExtras(raw.extras);
  if (!extras.ok) return extras;
  const promoText = text(raw.promoCode);
  const referralText = text(raw.referralLink);
  // Both come from the page's address, not from a field: refused on the first step, at once.
  if (promoText !== '' && !isSafeDocId(promoText)) return refuse('badPromoCode');
  if (referralText !== '' && !isSafeDocId(referralText)) return refuse('badReferralLink');
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
