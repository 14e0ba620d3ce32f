/**
 * A registration's shipping address correction (security checklist 63) through the
 * `correctShippingAddress` callable: the server checks the fields, the shipping zone and the
 * leg's medal shipping date again, and writes it. A refusal comes back with its reason and
 * the field to show it at; anything else (no network, a crash) is a failure to retry.
 */
import {
  CORRECT_SHIPPING_ADDRESS_CALLABLE,
  type AddressCorrectionRequest,
  type AddressCorrectionResponse,
  type CorrectionRefusal,
  type CorrectionRefusalReason,
} from '../../../contract/address-correction';
import {
  SHIPPING_ADDRESS_FIELDS,
  type ShippingAddressField,
} from '../../../contract/shipping-address';
import { toRecord, toText } from '../../../contract/docs/values';
import { callable } from '../../../lib/functions';

const REASONS: readonly CorrectionRefusalReason[] = [
  'invalid',
  'bad-leg',
  'not-registered',
  'no-address',
  'zone-change',
  'medals-shipped',
];

export type CorrectionOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly refusal: CorrectionRefusal }
  | { readonly ok: false; readonly refusal: null; readonly error: unknown };

/** The refusal in a callable error's details, when it is one. */
function refusalOf(error: unknown): CorrectionRefusal | null {
  const details = toRecord(
    typeof error === 'object' && error !== null
      ? (error as { details?: unknown }).details
      : undefined,
  );
  const reason = details.reason as CorrectionRefusalReason;
  const message = toText(details.message);
  if (!REASONS.includes(reason) || message === '') return null;
  const field = toText(details.field) as ShippingAddressField;
  return SHIPPING_ADDRESS_FIELDS.includes(field) ? { reason, message, field } : { reason, message };
}

export async function correctShippingAddress(
  request: AddressCorrectionRequest,
): Promise<CorrectionOutcome> {
  try {
    await callable<AddressCorrectionRequest, AddressCorrectionResponse>(
      CORRECT_SHIPPING_ADDRESS_CALLABLE,
    )(request);
    return { ok: true };
  } catch (error) {
    const refusal = refusalOf(error);
    return refusal ? { ok: false, refusal } : { ok: false, refusal: null, error };
  }
}
