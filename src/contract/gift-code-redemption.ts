/**
 * Redeeming a gift code at registration (spec 01 §4 "Gift redemption", §8 texts): the
 * `redeemGiftCode` callable's name, request, response and refusals, said once for both sides.
 * Each refusal is an HttpsError code with the spec's text; the browser maps the code back to
 * the reason it shows at the gift code field.
 */
import { ALREADY_REGISTERED_MESSAGE } from './registration-refusals';

export const REDEEM_GIFT_CODE_CALLABLE = 'redeemGiftCode';

export interface RedeemGiftCodeRequest {
  readonly code: string;
  readonly legId: string;
  readonly raceId: string;
  readonly raceUrl: string;
  readonly teamChoice: string;
  readonly teamName: string;
  readonly teamCode: string;
  /** Sent by the form, never credited: a gift was bought, not referred (security checklist 40). */
  readonly referral_link: string;
}

export interface RedeemGiftCodeResult {
  readonly legId: string;
  readonly bibNumber: number;
  readonly teamName: string;
}

export type GiftRedemptionRefusalReason = 'invalid' | 'wrongDistance' | 'alreadyRegistered';

/** Each refusal: the callable error's code and its message (spec 01 §8). */
export const GIFT_REDEMPTION_REFUSALS = {
  invalid: { code: 'not-found', message: 'Invalid Code. Codes are case-sensitive.' },
  wrongDistance: {
    code: 'failed-precondition',
    message: 'This coupon is not valid for this distance.',
  },
  alreadyRegistered: { code: 'already-exists', message: ALREADY_REGISTERED_MESSAGE },
} as const satisfies Record<
  GiftRedemptionRefusalReason,
  { readonly code: string; readonly message: string }
>;

/** The refusal a callable error code stands for ('functions/' prefix or not); null for any other failure. */
export function giftRedemptionRefusalOf(code: string): GiftRedemptionRefusalReason | null {
  const bare = code.replace(/^[a-z]+\//, '');
  const found = (Object.keys(GIFT_REDEMPTION_REFUSALS) as GiftRedemptionRefusalReason[]).find(
    (reason) => GIFT_REDEMPTION_REFUSALS[reason].code === bare,
  );
  return found ?? null;
}
