/**
 * Correcting a registration's shipping address from the account page (docs/security.md item 63;
 * docs/product.md §P2 Account page, docs/product.md §R9 medals ship per challenge): the `correctShippingAddress`
 * callable's name, request, response, refusal codes with their texts and the decision both
 * sides apply.
 *
 * - Every field passes the registration form's checks (shipping-address.ts).
 * - Until medals ship: `races/{legId}.medalsShipAt`, set per leg by the organisers (the seed
 *   writes one); without a date corrections stay open.
 * - Within the zone shipping was paid for (shipping.ts): Canada to Canada, abroad to abroad.
 * - A registration with no address kept (made before addresses were kept with it) is
 *   corrected by support, who knows where its medal goes.
 */
import { CONTACT_EMAIL } from '../config/contact';
import { isSafeDocId } from './checkout-order';
import { refusalCodeOf, refusalDetails, type RefusalTexts } from './callables/callable';
import {
  ADDRESS_PROBLEM_TEXTS,
  ADDRESS_PROBLEMS,
  parseShippingAddress,
  SHIPPING_ADDRESS_FIELDS,
  type ShippingAddress,
  type ShippingAddressField,
} from './shipping-address';
import { sameShippingZone } from './shipping';

export const CORRECT_SHIPPING_ADDRESS_CALLABLE = 'correctShippingAddress';

export interface AddressCorrectionRequest {
  /** The registration: its key in users/{uid}.subscribedRaces (the uid is the caller's). */
  readonly legId: string;
  readonly address: ShippingAddress;
}

export interface AddressCorrectionResponse {
  readonly legId: string;
  readonly address: ShippingAddress;
}

/**
 * Every refusal of correctShippingAddress: the server answers one of these codes (with the
 * field for an address problem, one code per field and problem); the browser words it from
 * CORRECT_SHIPPING_ADDRESS_REFUSAL_TEXTS.
 */
export const CORRECT_SHIPPING_ADDRESS_REFUSALS = [
  'signedOut',
  'badLeg',
  'notRegistered',
  'noAddress',
  'zoneChange',
  'medalsShipped',
  ...ADDRESS_PROBLEMS,
] as const;

export type CorrectionRefusalCode = (typeof CORRECT_SHIPPING_ADDRESS_REFUSALS)[number];

export const CORRECTION_MESSAGES = {
  notRegistered: 'You are not registered for this distance.',
  noAddress: `No shipping address is kept with this registration yet. Please email us at ${CONTACT_EMAIL} to change where your medal ships.`,
  zoneChange: `Moving your medal's shipping between Canada and another country changes its shipping charge. Please email us at ${CONTACT_EMAIL} and we will sort it out.`,
  medalsShipped: `Medals for this challenge have shipped, so this address can no longer be changed here. Please email us at ${CONTACT_EMAIL} if something is wrong.`,
} as const;

/** The one table of correctShippingAddress's texts (an address problem's are the form's). */
export const CORRECT_SHIPPING_ADDRESS_REFUSAL_TEXTS: RefusalTexts<CorrectionRefusalCode> = {
  signedOut: 'Sign in to correct your shipping address.',
  badLeg: CORRECTION_MESSAGES.notRegistered,
  notRegistered: CORRECTION_MESSAGES.notRegistered,
  noAddress: CORRECTION_MESSAGES.noAddress,
  zoneChange: CORRECTION_MESSAGES.zoneChange,
  medalsShipped: CORRECTION_MESSAGES.medalsShipped,
  ...ADDRESS_PROBLEM_TEXTS,
};

/**
 * A refusal as the server sends it and the account page reads it: the code (the page words it
 * in the participant's language) and the field to show it at, if any. No reason or text rides
 * with it: the code says both.
 */
export interface CodedCorrectionRefusal {
  readonly code: CorrectionRefusalCode;
  readonly field?: ShippingAddressField;
}

/** The refusal for a code ('badLeg' is refused before any read: docs/security.md item 64). */
export function correctionRefusalFor(
  code: CorrectionRefusalCode,
  field?: ShippingAddressField,
): CodedCorrectionRefusal {
  return field === undefined ? { code } : { code, field };
}

/** What the server sends as the callable error's details: the code and the field. */
export function correctionRefusalDetails(refusal: CodedCorrectionRefusal): Record<string, unknown> {
  const { code, ...shown } = refusal;
  return refusalDetails(code, shown);
}

/**
 * The refusal a correctShippingAddress error carries (its code and field), or null when it
 * carries no code of the list (an outage, a crash: a failure to retry, never a wrong refusal).
 */
export function correctionRefusalOf(error: unknown): CodedCorrectionRefusal | null {
  const code = refusalCodeOf(error, CORRECT_SHIPPING_ADDRESS_REFUSALS);
  if (code === null) return null;
  const details = (error as { details?: Record<string, unknown> }).details ?? {};
  const field = SHIPPING_ADDRESS_FIELDS.find((name) => name === details.field);
  return correctionRefusalFor(code, field);
}

export type CorrectionCheck =
  | { readonly ok: true; readonly value: AddressCorrectionRequest }
  | { readonly ok: false; readonly refusal: CodedCorrectionRefusal };

/** The request as the callable receives it: a leg id and a whole, valid address. */
export function parseCorrectionRequest(raw: unknown): CorrectionCheck {
  const source =
    raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : {};
  const legId = typeof source.legId === 'string' ? source.legId.trim() : '';
  if (!isSafeDocId(legId) || !legId.startsWith('price_'))
    return { ok: false, refusal: correctionRefusalFor('badLeg') };
  const address = parseShippingAddress(source.address);
  if (!address.ok)
    return { ok: false, refusal: correctionRefusalFor(address.problem, address.field) };
  return { ok: true, value: { legId, address: address.value } };
}

/** Whether corrections are still open: before the leg's medals ship, or no date set. */
export function correctionsOpen(medalsShipAt: Date | null, now: Date): boolean {
  return medalsShipAt === null || now.getTime() < medalsShipAt.getTime();
}

/** Null when `next` may replace the registration's `current` address now; otherwise why not. */
export function correctionRefusal(
  current: ShippingAddress | null,
  next: ShippingAddress,
  medalsShipAt: Date | null,
  now: Date,
): CodedCorrectionRefusal | null {
  if (!correctionsOpen(medalsShipAt, now)) return correctionRefusalFor('medalsShipped');
  if (current === null) return correctionRefusalFor('noAddress');
  if (!sameShippingZone(current.country, next.country))
    return correctionRefusalFor('zoneChange', 'country');
  return null;
}
