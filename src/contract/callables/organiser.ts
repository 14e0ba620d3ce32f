/**
 * The organisers' callables (docs/organiser-console.md): each is for accounts with the custom
 * claim `admin: true` only, checked by the one server-side guard before the request is even
 * parsed (functions/src/organiser/organiser-callable.ts; docs/security.md item 78), and each
 * action or export writes one entry to the audit log `organiser_log` (item 79).
 */
import { isSafeDocId } from '../document-id';
import type { ShippingAddress } from '../shipping-address';
import { TRACKING_IMPORT_MAX_CHARS, type TrackingLineError } from '../organiser/medal-shipment';
import {
  accept,
  refuseWith,
  requestFields,
  type CallableContract,
  type RefusalTexts,
} from './callable';

export const ORGANISER_REFUSALS = [
  'signedOut',
  'notAllowed',
  'badRequest',
  'badFile',
  'notShippable',
  'cannotMove',
  'cannotResend',
  'cannotEnd',
  'unknownLeg',
  'cannotChangeTeam',
  'badAddress',
  'notRegistered',
  'badMilestone',
  'badShipDate',
  'badFinisherLink',
  'alreadyRegistered',
  'legEnded',
  'badOption',
  'noEmail',
] as const;
export type OrganiserRefusal = (typeof ORGANISER_REFUSALS)[number];

export const ORGANISER_REFUSAL_TEXTS: RefusalTexts<OrganiserRefusal> = {
  signedOut: 'Sign in as an organiser.',
  notAllowed: 'Only organisers can do this.',
  badRequest: 'This request is not valid.',
  badFile: 'Some lines of the file are not valid: nothing was imported.',
  notShippable: 'Some lines name no finisher to ship to: nothing was imported.',
  cannotMove: 'This registration cannot be moved to that leg: nothing was changed.',
  cannotResend: 'This registration has no confirmation to send again.',
  cannotEnd: 'No payment made this registration: there is nothing to end here.',
  unknownLeg: 'There is no such leg.',
  cannotChangeTeam: 'Her team cannot be changed to that one: nothing was changed.',
  badAddress: 'Some fields of the address are not valid: nothing was saved.',
  notRegistered: 'She is not registered on this leg.',
  badMilestone: 'A milestone is not valid: nothing was saved.',
  badShipDate: 'The medals’ ship date is not a day: nothing was saved.',
  badFinisherLink: 'The finisher link must start with https://: nothing was saved.',
  alreadyRegistered: 'She is already registered on this leg: nothing was written.',
  legEnded: 'This leg’s challenge has ended: nothing was written.',
  badOption: 'A field is not valid: nothing was saved.',
  noEmail: 'Your account has no e-mail address: the test has nowhere to go.',
};

/** The longest reason an organiser gives for an action (a sentence or two). */
export const REASON_MAX = 500;

const bad = refuseWith('invalid-argument', 'badRequest', ORGANISER_REFUSAL_TEXTS);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function optionalDay(value: unknown): string | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' && DAY.test(value) ? value : null;
}

export function optionalReason(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return null;
  const reason = value.trim();
  if (reason === '') return undefined;
  return reason.length <= REASON_MAX ? reason : null;
}

// ---- Medals to ship ------------------------------------------------------------------------

export interface MedalsToShipRequest {
  readonly legId: string;
  /** A two-letter country code of the shipping address; all when absent. */
  readonly country?: string;
  /** Finished on or after this day, on or before that one (Toronto days, YYYY-MM-DD). */
  readonly finishedFrom?: string;
  readonly finishedTo?: string;
  /** 'csv' also returns the file, and is logged as an export. */
  readonly format: 'list' | 'csv';
}

export interface MedalRow {
  readonly registrationId: string;
  readonly uid: string;
  readonly bib: number | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly country: string;
  readonly phoneNumber: string;
  /** The extras bought with the registration (socks, toque…), by name. */
  readonly extras: readonly string[];
  /** ISO time she finished. */
  readonly finishedAt: string;
}

export interface MedalsToShipResult {
  readonly rows: readonly MedalRow[];
  /** The CSV a fulfilment house imports (csv.ts), when asked for. */
  readonly csv?: string;
}

export function parseMedalsToShipRequest(raw: unknown) {
  const { legId, country, finishedFrom, finishedTo, format } = requestFields(raw);
  if (!isSafeDocId(legId) || !legId.startsWith('price_')) return bad;
  const from = optionalDay(finishedFrom);
  const to = optionalDay(finishedTo);
  if (from === null || to === null) return bad;
  if (
    country !== undefined &&
    country !== '' &&
    (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country))
  )
    return bad;
  if (format !== 'list' && format !== 'csv') return bad;
  return accept<MedalsToShipRequest>({
    legId,
    format,
    ...(typeof country === 'string' && country ? { country } : {}),
    ...(from ? { finishedFrom: from } : {}),
    ...(to ? { finishedTo: to } : {}),
  });
}

export const MEDALS_TO_SHIP: CallableContract<MedalsToShipRequest> = {
  name: 'organiser-medalsToShip',
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: parseMedalsToShipRequest,
};

// ---- Tracking import -----------------------------------------------------------------------

export interface ImportTrackingRequest {
  readonly legId: string;
  /** The file as read (csv.ts): header, then one line per medal (medal-shipment.ts). */
  readonly csv: string;
  /** Given: a line whose medal already shipped ships again (a reship), with this reason. */
  readonly reshipReason?: string;
}

/** Why a good line names no medal to ship: sent with the `notShippable` refusal, per line. */
export const UNSHIPPABLE_REASONS = ['notFound', 'notFinished', 'alreadyShipped'] as const;
export type UnshippableReason = (typeof UNSHIPPABLE_REASONS)[number];

export interface UnshippableLine {
  readonly line: number;
  readonly reason: UnshippableReason;
}

/** A refusal's details: the file's errors (`badFile`) or the lines with no medal (`notShippable`). */
export interface ImportRefusalDetails {
  readonly errors?: readonly TrackingLineError[];
  readonly unshippable?: readonly UnshippableLine[];
}

export interface ImportTrackingResult {
  /** The registrations shipped, in the file's order. */
  readonly shipped: readonly {
    readonly line: number;
    readonly registrationId: string;
    readonly name: string;
    readonly reship: boolean;
  }[];
}

export function parseImportTrackingRequest(raw: unknown) {
  const { legId, csv, reshipReason } = requestFields(raw);
  if (!isSafeDocId(legId) || !legId.startsWith('price_')) return bad;
  if (typeof csv !== 'string' || csv.length > TRACKING_IMPORT_MAX_CHARS) return bad;
  const reason = optionalReason(reshipReason);
  if (reason === null) return bad;
  return accept<ImportTrackingRequest>({ legId, csv, ...(reason ? { reshipReason: reason } : {}) });
}

export const IMPORT_TRACKING: CallableContract<ImportTrackingRequest> = {
  name: 'organiser-importTracking',
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: parseImportTrackingRequest,
};

// ---- Participant lookup --------------------------------------------------------------------

export interface LookupRequest {
  /** An e-mail, a name (first, last or both), a bib, or a gift code. */
  readonly query: string;
}

export const LOOKUP_QUERY_MAX = 200;

export function parseLookupRequest(raw: unknown) {
  const { query } = requestFields(raw);
  if (typeof query !== 'string') return bad;
  const text = query.trim();
  if (text.length < 2 || text.length > LOOKUP_QUERY_MAX) return bad;
  return accept<LookupRequest>({ query: text });
}

export const LOOKUP_PARTICIPANT: CallableContract<LookupRequest> = {
  name: 'organiser-lookupParticipant',
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: parseLookupRequest,
};

export interface LookupRegistration {
  readonly registrationId: string;
  readonly legId: string;
  /** "Race – Leg" as registered. */
  readonly label: string;
  readonly bib: number | null;
  readonly teamName: string;
  readonly completedAt: string | null;
  readonly totalKm: number | null;
  readonly activities: number;
  /** The day (YYYY-MM-DD) of her latest activity; null when none. */
  readonly lastActivityDay: string | null;
  readonly extras: readonly string[];
  /** The order's shipping address, one line; '' when none is kept. */
  readonly shippingAddress: string;
  /** The same address field by field (what support corrects); null when none is kept. */
  readonly address: ShippingAddress | null;
  readonly medalShipment: {
    readonly carrier: string;
    readonly trackingNumber: string;
    readonly trackingUrl: string;
  } | null;
  /** The payment that made it (provisioned/{paymentId}); null for a seeded or older registration. */
  readonly payment: {
    readonly paymentId: string;
    readonly amountCents: number | null;
    readonly currency: string;
    readonly status: string;
    readonly endedAt: string | null;
  } | null;
  readonly giftCodes: readonly {
    readonly code: string;
    readonly legId: string;
    readonly usedBy: string | null;
  }[];
  /** Given by an organiser without payment (docs/organiser-console.md, "Complimentary registration"). */
  readonly complimentary: boolean;
  /** The race's other legs on sale, where support may move her (organiser-support.ts). */
  readonly otherLegs: readonly { readonly legId: string; readonly label: string }[];
}

export interface LookupParticipantSummary {
  readonly uid: string;
  readonly email: string;
  readonly name: string;
  readonly phoneNumber: string;
  readonly language: string;
  readonly createdAt: string | null;
  readonly registrations: readonly LookupRegistration[];
  readonly trackers: readonly {
    readonly provider: string;
    readonly lastEvent: {
      readonly receivedAt: string;
      readonly kind: string;
      readonly status: string;
      readonly lastError: string | null;
    } | null;
  }[];
  /** The e-mails queued for her (mail/), newest first, with the delivery state. */
  readonly mails: readonly {
    readonly id: string;
    readonly subject: string;
    readonly createdAt: string | null;
    readonly state: string;
  }[];
  /** null: never answered; true or false: her stored answer (confirmed or not). */
  readonly newsConsent: boolean | null;
  readonly postcards: boolean;
  readonly leaderboardName: string;
  /** 'pending' or 'done' when an account deletion began; null otherwise. */
  readonly deletion: string | null;
}

export interface LookupResult {
  readonly participants: readonly LookupParticipantSummary[];
}

// ---- Fair-play review ----------------------------------------------------------------------

/** One activity of hers, as her pace history lists it. */
export interface PaceEntry {
  readonly day: string;
  readonly distanceKm: number;
  /** Seconds per km; null when the entry has no duration. */
  readonly secondsPerKm: number | null;
}

export interface FairPlayFlag {
  readonly flagId: string;
  readonly legId: string;
  readonly legLabel: string;
  readonly uid: string;
  readonly name: string;
  readonly email: string;
  readonly flaggedAt: string | null;
  /** The flagged activity; null when it is no longer in her row (she deleted it). */
  readonly activity:
    (PaceEntry & { readonly key: string; readonly durationSeconds: number }) | null;
  /** Her other activities on the leg, newest first (at most 10). */
  readonly history: readonly PaceEntry[];
}

export interface FairPlayFlagsResult {
  readonly flags: readonly FairPlayFlag[];
}

export const FAIR_PLAY_FLAGS: CallableContract<Record<string, never>> = {
  name: 'organiser-fairPlayFlags',
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: () => accept({}),
};

export interface ReviewFlagRequest {
  readonly flagId: string;
  readonly decision: 'keep' | 'remove';
  /** Required to remove (her e-mail says why); optional to keep. */
  readonly reason?: string;
}

export interface ReviewFlagResult {
  readonly outcome: 'kept' | 'removed' | 'alreadyReviewed';
}

export function parseReviewFlagRequest(raw: unknown) {
  const { flagId, decision, reason } = requestFields(raw);
  if (!isSafeDocId(flagId)) return bad;
  if (decision !== 'keep' && decision !== 'remove') return bad;
  const why = optionalReason(reason);
  if (why === null || (decision === 'remove' && !why)) return bad;
  return accept<ReviewFlagRequest>({ flagId, decision, ...(why ? { reason: why } : {}) });
}

export const REVIEW_FLAG: CallableContract<ReviewFlagRequest> = {
  name: 'organiser-reviewFlag',
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: parseReviewFlagRequest,
};
