/**
 * The request of `organiser-correctAddress` (docs/organiser-console.md, "Correct a shipping
 * address"): the address passes registration step 1's checks (shipping-address.ts); a bad field
 * is refused with its name and problem (`badAddress`), which the console shows at the field.
 * Apart from organiser-support.ts so the console's chunk never loads the checks' module.
 */
import { isSafeDocId } from '../document-id';
import { parseShippingAddress } from '../shipping-address';
import { accept, refuseWith, requestFields, type CallableContract } from './callable';
import { ORGANISER_REFUSAL_TEXTS, optionalReason } from './organiser';
import { CORRECT_ADDRESS_CALLABLE, type CorrectAddressRequest } from './organiser-support';

const bad = refuseWith('invalid-argument', 'badRequest', ORGANISER_REFUSAL_TEXTS);

export function parseCorrectAddressRequest(raw: unknown) {
  const { uid, legId, address, reason } = requestFields(raw);
  if (!isSafeDocId(uid) || !isSafeDocId(legId) || !legId.startsWith('price_')) return bad;
  const why = optionalReason(reason);
  if (!why) return bad;
  const checked = parseShippingAddress(address);
  if (!checked.ok)
    return refuseWith('invalid-argument', 'badAddress', ORGANISER_REFUSAL_TEXTS, {
      field: checked.field,
      problem: checked.problem,
    });
  return accept<CorrectAddressRequest>({ uid, legId, address: checked.value, reason: why });
}

export const CORRECT_ADDRESS: CallableContract<CorrectAddressRequest> = {
  name: CORRECT_ADDRESS_CALLABLE,
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: parseCorrectAddressRequest,
};
