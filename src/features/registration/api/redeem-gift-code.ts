/**
 * Redeeming a gift code (docs/product.md §R4 "Gift redemption", §R5, §R8) through the redeemGiftCode
 * callable (docs/product.md, "Deliberate differences": never a client-written payment). The callable checks the code
 * exists, is unused and is for this leg, marks it used and provisions the registration.
 * Its HttpsError codes map to a typed error whose message is the spec's text.
 */
import { isSafeDocId } from '../../../contract/document-id';
import { refusalCodeOf } from '../../../contract/callables/callable';
import {
  GIFT_REDEMPTION_REASONS,
  giftRedemptionRefusalOf,
  REDEEM_GIFT_CODE_CALLABLE,
  REDEEM_GIFT_CODE_REFUSAL_TEXTS,
  type GiftRedemptionRefusalReason,
  type RedeemGiftCodeRequest,
  type RedeemGiftCodeResult,
} from '../../../contract/gift-code-redemption';
import { callable } from '../../../lib/functions';
import { field, type RegistrationData } from '../logic/registration-data';
import {
  GIFT_NETWORK_MESSAGE,
  GIFT_OTHER_MESSAGE,
  GIFT_SIGNED_OUT_MESSAGE,
} from '../logic/gift-redemption-messages';

export type { RedeemGiftCodeRequest, RedeemGiftCodeResult };

export const INVALID_GIFT_CODE_MESSAGE = REDEEM_GIFT_CODE_REFUSAL_TEXTS.invalid;
export const WRONG_DISTANCE_MESSAGE = REDEEM_GIFT_CODE_REFUSAL_TEXTS.wrongDistance;
export const ALREADY_REGISTERED_MESSAGE = REDEEM_GIFT_CODE_REFUSAL_TEXTS.alreadyRegistered;

export type GiftRedemptionErrorKind = GiftRedemptionRefusalReason | 'network' | 'other';

export interface GiftRedemptionError {
  readonly kind: GiftRedemptionErrorKind;
  readonly message: string;
  /** What was thrown, kept for the error log. */
  readonly cause?: unknown;
}

export type RedeemOutcome =
  | { readonly ok: true; readonly value: RedeemGiftCodeResult }
  | { readonly ok: false; readonly error: GiftRedemptionError };

/** Failures that are not refusals (the refusals' codes are the contract's). */
const FAILURE_BY_CODE: Readonly<Record<string, Omit<GiftRedemptionError, 'cause'>>> = {
  unavailable: { kind: 'network', message: GIFT_NETWORK_MESSAGE },
  'deadline-exceeded': { kind: 'network', message: GIFT_NETWORK_MESSAGE },
  // The Functions SDK reports a request that never got an answer (offline, CORS, crash) as internal.
  internal: { kind: 'network', message: GIFT_NETWORK_MESSAGE },
  unauthenticated: { kind: 'other', message: GIFT_SIGNED_OUT_MESSAGE },
};

/** Any thrown value → a typed error; Firebase codes may carry the 'functions/' prefix. */
export function toGiftRedemptionError(error: unknown): GiftRedemptionError {
  const raw =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code)
      : '';
  // The refusal's code in the details; an answer without one is read by its error code.
  const refused = refusalCodeOf(error, GIFT_REDEMPTION_REASONS) ?? giftRedemptionRefusalOf(raw);
  if (refused !== null)
    return { kind: refused, message: REDEEM_GIFT_CODE_REFUSAL_TEXTS[refused], cause: error };
  const known = FAILURE_BY_CODE[raw.replace(/^[a-z]+\//, '')];
  return { ...(known ?? { kind: 'other', message: GIFT_OTHER_MESSAGE }), cause: error };
}

export interface GiftRedemptionContext {
  readonly raceId: string;
  readonly raceUrl: string;
  readonly teamsEnabled: boolean;
  readonly referralLink: string | null;
}

/** A code as entered: whitespace trimmed, case kept (codes are case-sensitive). */
export function normalizeGiftCode(code: string): string {
  return code.trim();
}

/**
 * The callable's request from the code and the registration data of step 1 (the same team
 * rules as the checkout metadata). Null without a code or without a chosen distance.
 */
export function giftRedemptionRequest(
  code: string,
  data: RegistrationData,
  context: GiftRedemptionContext,
): RedeemGiftCodeRequest | null {
  const trimmed = normalizeGiftCode(code);
  const legId = field(data, 'distanceId');
  if (trimmed === '' || legId === '') return null;
  const teamChoice = context.teamsEnabled ? field(data, 'teamChoice') || 'noTeam' : 'noTeam';
  const withTeam = teamChoice === 'newTeam' || teamChoice === 'existingTeam';
  return {
    code: trimmed,
    legId,
    raceId: context.raceId,
    raceUrl: context.raceUrl,
    teamChoice,
    teamName: withTeam ? field(data, 'teamName').trim() : '',
    teamCode: withTeam ? field(data, 'teamCode') : '',
    referral_link: context.referralLink ?? '',
  };
}

export async function redeemGiftCode(request: RedeemGiftCodeRequest): Promise<RedeemOutcome> {
  // A code that cannot even name a document is invalid: said at the field at once (the
  // server refuses it the same way, docs/security.md item 64).
  if (!isSafeDocId(request.code))
    return { ok: false, error: { kind: 'invalid', message: INVALID_GIFT_CODE_MESSAGE } };
  try {
    const { data } = await callable<RedeemGiftCodeRequest, RedeemGiftCodeResult>(
      REDEEM_GIFT_CODE_CALLABLE,
    )(request);
    return { ok: true, value: data };
  } catch (error) {
    return { ok: false, error: toGiftRedemptionError(error) };
  }
}
