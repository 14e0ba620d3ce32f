/**
 * The organisers' support actions (docs/organiser-console.md, "Support actions"): each asks for
 * the organiser's reason, is checked by the organiser guard before its request is parsed
 * (functions/src/organiser/organiser-callable.ts; docs/security.md item 78), and is written once
 * to the audit log with what it changed, before and after (item 79).
 */
import { isSafeDocId } from '../document-id';
import type { ShippingAddress } from '../shipping-address';
import { teamDocId } from '../team-rules';
import { accept, refuseWith, requestFields, type CallableContract } from './callable';
import { ORGANISER_REFUSAL_TEXTS, optionalReason } from './organiser';

const bad = refuseWith('invalid-argument', 'badRequest', ORGANISER_REFUSAL_TEXTS);

const isLegId = (value: unknown): value is string =>
  isSafeDocId(value) && value.startsWith('price_');

// ---- Move a registration to another leg of the same race -----------------------------------

export interface MoveRegistrationRequest {
  readonly uid: string;
  readonly fromLegId: string;
  readonly toLegId: string;
  /** Required: the audit log keeps why (a support e-mail: "I registered for the wrong distance"). */
  readonly reason: string;
}

/**
 * Why a move is refused (`cannotMove`, sent in the refusal's details as `blocker`): she has no
 * registration on the leg, the other leg is not a leg of the same race, she is already on the
 * other leg, or her medal has shipped (it names the leg she finished).
 */
export const MOVE_BLOCKERS = [
  'notRegistered',
  'otherRace',
  'alreadyOnLeg',
  'medalShipped',
] as const;
export type MoveBlocker = (typeof MOVE_BLOCKERS)[number];

export interface MoveRegistrationResult {
  /** `alreadyMoved`: the same move was made before (a second click, a retry); nothing written. */
  readonly outcome: 'moved' | 'alreadyMoved';
  /** Her bib on the new leg: hers kept, unless another racer holds that number there. */
  readonly bib: number | null;
  readonly bibKept: boolean;
  /**
   * The new leg's price minus the old one's, both as they stood the day she registered; noted in
   * the log, never charged or refunded. Null when a price is unknown.
   */
  readonly priceDifferenceCents: number | null;
}

export function parseMoveRegistrationRequest(raw: unknown) {
  const { uid, fromLegId, toLegId, reason } = requestFields(raw);
  if (!isSafeDocId(uid) || !isLegId(fromLegId) || !isLegId(toLegId)) return bad;
  if (fromLegId === toLegId) return bad;
  const why = optionalReason(reason);
  if (!why) return bad;
  return accept<MoveRegistrationRequest>({ uid, fromLegId, toLegId, reason: why });
}

export const MOVE_REGISTRATION: CallableContract<MoveRegistrationRequest> = {
  name: 'organiser-moveRegistration',
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: parseMoveRegistrationRequest,
};

// ---- Resend a registration's confirmation --------------------------------------------------

export interface ResendConfirmationRequest {
  readonly uid: string;
  readonly legId: string;
  readonly reason: string;
}

/**
 * Why a resend is refused (`cannotResend`, `blocker` in the details): no payment provisioned
 * this registration (a seeded or complimentary one had no confirmation), or no address to
 * write to.
 */
export const RESEND_BLOCKERS = ['noPayment', 'noRecipient'] as const;
export type ResendBlocker = (typeof RESEND_BLOCKERS)[number];

export interface ResendConfirmationResult {
  /** The e-mail queued: `registration-confirmed__{paymentId}__resend-{n}`. */
  readonly mailId: string;
  /** How many times an organiser has sent it again, this one included. */
  readonly resends: number;
}

export function parseResendConfirmationRequest(raw: unknown) {
  const { uid, legId, reason } = requestFields(raw);
  if (!isSafeDocId(uid) || !isLegId(legId)) return bad;
  const why = optionalReason(reason);
  if (!why) return bad;
  return accept<ResendConfirmationRequest>({ uid, legId, reason: why });
}

export const RESEND_CONFIRMATION: CallableContract<ResendConfirmationRequest> = {
  name: 'organiser-resendConfirmation',
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: parseResendConfirmationRequest,
};

// ---- End a registration after a refund made in Stripe --------------------------------------

export interface EndRegistrationRequest {
  readonly uid: string;
  readonly legId: string;
  readonly reason: string;
}

export interface EndRegistrationResult {
  /** `alreadyEnded`: ended before (by the refund webhook or an earlier call); nothing written. */
  readonly outcome: 'ended' | 'alreadyEnded';
  readonly paymentId: string;
}

export function parseEndRegistrationRequest(raw: unknown) {
  const { uid, legId, reason } = requestFields(raw);
  if (!isSafeDocId(uid) || !isLegId(legId)) return bad;
  const why = optionalReason(reason);
  if (!why) return bad;
  return accept<EndRegistrationRequest>({ uid, legId, reason: why });
}

export const END_REGISTRATION: CallableContract<EndRegistrationRequest> = {
  name: 'organiser-endRegistration',
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: parseEndRegistrationRequest,
};

// ---- A batch of gift codes for a partner ---------------------------------------------------

/**
 * The most codes one batch makes: the batch is written in one transaction with its log entry,
 * and a transaction holds at most 500 writes.
 */
export const GIFT_BATCH_MAX = 200;
export const PARTNER_NAME_MAX = 100;

export interface GiftCodeBatchRequest {
  readonly legId: string;
  readonly count: number;
  /** Who the codes are for (a sponsor, a running club): kept on each code and in the log. */
  readonly partner: string;
  readonly reason: string;
}

export interface GiftCodeBatchResult {
  readonly batchId: string;
  readonly codes: readonly string[];
  /** code, legId, partner, batchId: one line a code (csv.ts), for the partner. */
  readonly csv: string;
}

export function parseGiftCodeBatchRequest(raw: unknown) {
  const { legId, count, partner, reason } = requestFields(raw);
  if (!isLegId(legId)) return bad;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > GIFT_BATCH_MAX)
    return bad;
  const name = typeof partner === 'string' ? partner.trim() : '';
  if (name === '' || name.length > PARTNER_NAME_MAX) return bad;
  const why = optionalReason(reason);
  if (!why) return bad;
  return accept<GiftCodeBatchRequest>({ legId, count, partner: name, reason: why });
}

export const GIFT_CODE_BATCH: CallableContract<GiftCodeBatchRequest> = {
  name: 'organiser-giftCodeBatch',
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: parseGiftCodeBatchRequest,
};

// ---- Change or leave her team --------------------------------------------------------------

export interface ChangeTeamRequest {
  readonly uid: string;
  readonly legId: string;
  /** The team to join on the leg (its name as stored, team-rules.ts); null to leave her team. */
  readonly teamName: string | null;
  readonly reason: string;
}

/** Why a change is refused (`cannotChangeTeam`, `blocker` in the details). */
export const TEAM_CHANGE_BLOCKERS = ['notRegistered', 'noSuchTeam'] as const;
export type TeamChangeBlocker = (typeof TEAM_CHANGE_BLOCKERS)[number];

export interface ChangeTeamResult {
  /** `unchanged`: she is already where she was to go (a second click); nothing written. */
  readonly outcome: 'changed' | 'unchanged';
  /** Her team after the change; 'noTeam' when she left. */
  readonly teamName: string;
  /** She became captain of the team she joined (it had none). */
  readonly captain: boolean;
}

export function parseChangeTeamRequest(raw: unknown) {
  const { uid, legId, teamName, reason } = requestFields(raw);
  if (!isSafeDocId(uid) || !isLegId(legId)) return bad;
  let team: string | null = null;
  if (teamName !== null && teamName !== undefined) {
    team = teamDocId(teamName);
    if (team === null) return bad;
  }
  const why = optionalReason(reason);
  if (!why) return bad;
  return accept<ChangeTeamRequest>({ uid, legId, teamName: team, reason: why });
}

export const CHANGE_TEAM: CallableContract<ChangeTeamRequest> = {
  name: 'organiser-changeTeam',
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: parseChangeTeamRequest,
};

// ---- Correct a shipping address outside the self-serve rule --------------------------------

export interface CorrectAddressRequest {
  readonly uid: string;
  readonly legId: string;
  /** Registration step 1's checks (shipping-address.ts); no shipping zone, no ship date. */
  readonly address: ShippingAddress;
  readonly reason: string;
}

export interface CorrectAddressResult {
  /** `unchanged`: the registration already had this address; nothing written. */
  readonly outcome: 'corrected' | 'unchanged';
}

/**
 * Its name alone: the parser, with the address checks, is in organiser-address.ts, which the
 * console's chunk does not load (the checks' module stays in the participant pages' chunk,
 * docs/performance.md); the console shows the server's answer at the field.
 */
export const CORRECT_ADDRESS_CALLABLE = 'organiser-correctAddress';

// ---- A complimentary registration ----------------------------------------------------------

export interface ComplimentaryRequest {
  readonly uid: string;
  readonly legId: string;
  /**
   * Where her medal ships, with registration step 1's checks (shipping-address.ts); null keeps
   * her profile's address, as a gift redemption does (docs/data-model.md).
   */
  readonly address: ShippingAddress | null;
  readonly reason: string;
}

export interface ComplimentaryResult {
  /** `alreadyGiven`: this leg was given to her before (a second click, a retry); nothing written. */
  readonly outcome: 'given' | 'alreadyGiven';
  readonly bib: number | null;
}

/**
 * Its name alone: the parser, with the address checks, is in organiser-complimentary.ts, which
 * the console's chunk does not load (as CORRECT_ADDRESS_CALLABLE, docs/performance.md).
 */
export const COMPLIMENTARY_CALLABLE = 'organiser-giveComplimentary';

/** The zero payment a complimentary registration is provisioned from: one per leg and participant. */
export const complimentaryPaymentId = (legId: string, uid: string): string =>
  `complimentary_${legId}__${uid}`;
