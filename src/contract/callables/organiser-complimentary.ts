/**
 * The request of `organiser-giveComplimentary` (docs/organiser-console.md, "Complimentary
 * registration"): her uid, the leg, the reason, and where her medal ships: null (or every field
 * empty) keeps her profile's address as a gift redemption does; otherwise registration step 1's
 * checks (shipping-address.ts), a bad field refused with its name and problem (`badAddress`),
 * shown by the console at the field. Apart from organiser-support.ts so the console's chunk
 * never loads the checks' module (docs/performance.md).
 */
import { isSafeDocId } from '../document-id';
import { parseShippingAddress, SHIPPING_ADDRESS_FIELDS } from '../shipping-address';
import { accept, refuseWith, requestFields, type CallableContract } from './callable';
import { ORGANISER_REFUSAL_TEXTS, optionalReason } from './organiser';
import { COMPLIMENTARY_CALLABLE, type ComplimentaryRequest } from './organiser-support';

const bad = refuseWith('invalid-argument', 'badRequest', ORGANISER_REFUSAL_TEXTS);

/** No address given: null, or an object whose every field is empty. */
function noAddress(raw: unknown): boolean {
  if (raw === null || raw === undefined) return true;
  if (typeof raw !== 'object' || Array.isArray(raw)) return false;
  const fields = raw as Record<string, unknown>;
  return SHIPPING_ADDRESS_FIELDS.every(
    (name) =>
      fields[name] === undefined ||
      (typeof fields[name] === 'string' && fields[name].trim() === ''),
  );
}

export function parseComplimentaryRequest(raw: unknown) {
  const { uid, legId, address, reason } = requestFields(raw);
  if (!isSafeDocId(uid) || !isSafeDocId(legId) || !legId.startsWith('price_')) return bad;
  const why = optionalReason(reason);
  if (!why) return bad;
  if (noAddress(address))
    return accept<ComplimentaryRequest>({ uid, legId, address: null, reason: why });
  const checked = parseShippingAddress(address);
  if (!checked.ok)
    return refuseWith('invalid-argument', 'badAddress', ORGANISER_REFUSAL_TEXTS, {
      field: checked.field,
      problem: checked.problem,
    });
  return accept<ComplimentaryRequest>({ uid, legId, address: checked.value, reason: why });
}

export const GIVE_COMPLIMENTARY: CallableContract<ComplimentaryRequest> = {
  name: COMPLIMENTARY_CALLABLE,
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: parseComplimentaryRequest,
};
