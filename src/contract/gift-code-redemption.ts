/**
 * Redeeming a gift code at registration (docs/product.md §R4 "Gift redemption", §R8 texts): the
 * `redeemGiftCode` callable's name, request, response and refusals, said once for both sides.
 * Each refusal is an HttpsError code with the spec's text; the browser maps the code back to
 * the reason it shows at the gift code field.
 */
import {
  accept,
  refuseWith,
  requestFields,
  type RefusalTexts,
  type RequestCheck,
} from './callables/callable';
import { isSafeDocId } from './document-id';
import { ALREADY_REGISTERED_MESSAGE } from './registration-refusals';
import {
  parseTeamChoice,
  TEAM_CODE_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  type TeamChoice,
} from './team-rules';

export const REDEEM_GIFT_CODE_CALLABLE = 'redeemGiftCode';

export interface RedeemGiftCodeRequest {
  readonly code: string;
  readonly legId: string;
  readonly raceId: string;
  readonly raceUrl: string;
  readonly teamChoice: string;
  readonly teamName: string;
  readonly teamCode: string;
  /** Sent by the form, never credited: a gift was bought, not referred (docs/security.md item 40). */
  readonly referral_link: string;
}

export interface RedeemGiftCodeResult {
  readonly legId: string;
  readonly bibNumber: number;
  readonly teamName: string;
}

/** Every refusal of redeemGiftCode, the request's and the redemption's. */
export const REDEEM_GIFT_CODE_REFUSALS = [
  'signedOut',
  'invalid',
  'wrongDistance',
  'alreadyRegistered',
  'noDistance',
  'unknownDistance',
  'badTeamName',
] as const;

export type RedeemGiftCodeRefusal = (typeof REDEEM_GIFT_CODE_REFUSALS)[number];

/** The one table of redeemGiftCode's texts (docs/product.md §R8 for the three shown at the field). */
export const REDEEM_GIFT_CODE_REFUSAL_TEXTS: RefusalTexts<RedeemGiftCodeRefusal> = {
  signedOut: 'Sign in to redeem a gift code.',
  invalid: 'Invalid Code. Codes are case-sensitive.',
  wrongDistance: 'This coupon is not valid for this distance.',
  alreadyRegistered: ALREADY_REGISTERED_MESSAGE,
  noDistance: 'A distance (legId) is required.',
  unknownDistance: 'Unknown distance.',
  badTeamName: 'Please enter a valid team name.',
};

/** The refusals the gift code field shows, each with its own callable error code. */
export const GIFT_REDEMPTION_REASONS = ['invalid', 'wrongDistance', 'alreadyRegistered'] as const;

export type GiftRedemptionRefusalReason = (typeof GIFT_REDEMPTION_REASONS)[number];

const TEXTS = REDEEM_GIFT_CODE_REFUSAL_TEXTS;

/** Each refusal: the callable error's code and its message (docs/product.md §R8). */
export const GIFT_REDEMPTION_REFUSALS = {
  invalid: { code: 'not-found', message: TEXTS.invalid },
  wrongDistance: { code: 'failed-precondition', message: TEXTS.wrongDistance },
  alreadyRegistered: { code: 'already-exists', message: TEXTS.alreadyRegistered },
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

/** The request as the server takes it: every id a document id, checked before any read (docs/security.md item 64). */
export interface RedeemGiftCodeInput {
  readonly code: string;
  readonly legId: string;
  /** Optional: found from the leg when absent. */
  readonly raceId: string | null;
  readonly raceUrl: string;
  readonly teamChoice: TeamChoice;
  readonly teamName: string;
  readonly teamCode: string;
}

function trimmed(data: Readonly<Record<string, unknown>>, key: string, max = 200): string {
  const value = data[key];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** The redeemGiftCode request, or its refusal; the referral link it may carry is never read. */
export function parseRedeemGiftCodeRequest(raw: unknown): RequestCheck<RedeemGiftCodeInput> {
  const data = requestFields(raw);
  const id = (key: string): unknown => {
    const value = data[key];
    return typeof value === 'string' ? value.trim() : value;
  };
  const code = id('code');
  if (!isSafeDocId(code)) return refuseWith('invalid-argument', 'invalid', TEXTS);
  const legId = id('legId');
  if (!isSafeDocId(legId) || !legId.startsWith('price_'))
    return refuseWith('invalid-argument', 'noDistance', TEXTS);
  const race = id('raceId') ?? '';
  if (race !== '' && !isSafeDocId(race))
    return refuseWith('invalid-argument', 'unknownDistance', TEXTS);
  const teamChoice = parseTeamChoice(data.teamChoice);
  if (teamChoice !== 'noTeam' && !isSafeDocId(id('teamName')))
    return refuseWith('invalid-argument', 'badTeamName', TEXTS);
  return accept({
    code,
    legId,
    raceId: isSafeDocId(race) ? race : null,
    raceUrl: trimmed(data, 'raceUrl'),
    teamChoice,
    teamName: trimmed(data, 'teamName', TEAM_NAME_MAX_LENGTH),
    teamCode: trimmed(data, 'teamCode', TEAM_CODE_MAX_LENGTH),
  });
}
