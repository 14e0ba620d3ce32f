/**
 * Correcting a registration's shipping address from the account page (security checklist 63;
 * spec 02 §2 Account page, spec 01 §9 medals ship per challenge): the `correctShippingAddress`
 * callable's name, request, response, refusals and the decision both sides apply.
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
import {
  parseShippingAddress,
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

/** 'bad-leg': the leg id cannot name a registration (security checklist 64: refused before any read). */
export type CorrectionRefusalReason =
  'invalid' | 'bad-leg' | 'not-registered' | 'no-address' | 'zone-change' | 'medals-shipped';

/** Sent as the callable error's `details`: why, and the field to show `message` at, if any. */
export interface CorrectionRefusal {
  readonly reason: CorrectionRefusalReason;
  readonly message: string;
  readonly field?: ShippingAddressField;
}

export const CORRECTION_MESSAGES = {
  notRegistered: 'You are not registered for this distance.',
  noAddress: `No shipping address is kept with this registration yet. Please email us at ${CONTACT_EMAIL} to change where your medal ships.`,
  zoneChange: `Moving your medal's shipping between Canada and another country changes its shipping charge. Please email us at ${CONTACT_EMAIL} and we will sort it out.`,
  medalsShipped: `Medals for this challenge have shipped, so this address can no longer be changed here. Please email us at ${CONTACT_EMAIL} if something is wrong.`,
} as const;

export type CorrectionCheck =
  | { readonly ok: true; readonly value: AddressCorrectionRequest }
  | { readonly ok: false; readonly refusal: CorrectionRefusal };

/** The request as the callable receives it: a leg id and a whole, valid address. */
export function parseCorrectionRequest(raw: unknown): CorrectionCheck {
  const source =
    raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : {};
  const legId = typeof source.legId === 'string' ? source.legId.trim() : '';
  if (!isSafeDocId(legId) || !legId.startsWith('price_')) {
    return {
      ok: false,
      refusal: { reason: 'bad-leg', message: CORRECTION_MESSAGES.notRegistered },
    };
  }
  const address = parseShippingAddress(source.address);
  if (!address.ok)
    return {
      ok: false,
      refusal: { reason: 'invalid', field: address.field, message: address.message },
    };
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
): CorrectionRefusal | null {
  if (!correctionsOpen(medalsShipAt, now))
    return { reason: 'medals-shipped', message: CORRECTION_MESSAGES.medalsShipped };
  if (current === null) return { reason: 'no-address', message: CORRECTION_MESSAGES.noAddress };
  if (!sameShippingZone(current.country, next.country)) {
    return { reason: 'zone-change', field: 'country', message: CORRECTION_MESSAGES.zoneChange };
  }
  return null;
}
