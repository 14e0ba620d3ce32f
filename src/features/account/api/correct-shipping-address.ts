/**
 * A registration's shipping address correction (docs/security.md item 63) through the
 * `correctShippingAddress` callable: the server checks the fields, the shipping zone and the
 * leg's medal shipping date again, and writes it. A refusal comes back as its code and the
 * field to show it at (contract/address-correction.ts, correctionRefusalOf), worded by the
 * page in the participant's language; anything else (no network, a crash) is a failure to retry.
 */
import {
  CORRECT_SHIPPING_ADDRESS_CALLABLE,
  correctionRefusalOf,
  type AddressCorrectionRequest,
  type AddressCorrectionResponse,
  type CodedCorrectionRefusal,
} from '../../../contract/address-correction';
import { callable } from '../../../lib/functions';

export type CorrectionOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly refusal: CodedCorrectionRefusal }
  | { readonly ok: false; readonly refusal: null; readonly error: unknown };

export async function correctShippingAddress(
  request: AddressCorrectionRequest,
): Promise<CorrectionOutcome> {
  try {
    await callable<AddressCorrectionRequest, AddressCorrectionResponse>(
      CORRECT_SHIPPING_ADDRESS_CALLABLE,
    )(request);
    return { ok: true };
  } catch (error) {
    const refusal = correctionRefusalOf(error);
    return refusal ? { ok: false, refusal } : { ok: false, refusal: null, error };
  }
}
