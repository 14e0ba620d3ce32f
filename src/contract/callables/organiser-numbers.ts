/**
 * The console's Numbers section (docs/organiser-console.md, "Numbers"): `organiser-raceNumbers`
 * computes, for the legs of one race, the registrations per leg per day, the gross and refunded
 * amounts, the participants active in the last 7 days, the finishers and the largest teams, on
 * the server with queries and aggregates. With `export`, it also answers that table as a CSV and
 * logs the export (`numbers.export`); each view is logged too (`numbers.view`). Organisers only
 * (docs/security.md items 78 and 79).
 */
import { isSafeDocId } from '../document-id';
import { accept, refuseWith, requestFields, type CallableContract } from './callable';
import { ORGANISER_REFUSAL_TEXTS } from './organiser';

export const RACE_NUMBERS_CALLABLE = 'organiser-raceNumbers';

/** The tables, each its own CSV (contract/organiser/numbers-tables.ts). */
export const NUMBERS_TABLES = ['registrations', 'amounts', 'participants', 'teams'] as const;
export type NumbersTable = (typeof NUMBERS_TABLES)[number];

/** Registrations per day: this many Toronto days, today included (one count() per leg and day). */
export const NUMBERS_DAYS = 14;
/** A race has a handful of legs; more is not a race. */
export const NUMBERS_LEGS_MAX = 12;
/** The largest teams listed per leg. */
export const NUMBERS_TEAMS = 10;

export interface RaceNumbersRequest {
  /** The legs of the chosen race (`races/{legId}`, price ids). */
  readonly legIds: readonly string[];
  readonly export?: NumbersTable;
}

export interface LegNumbers {
  readonly legId: string;
  /** The leg's name as stored ('' when the leg has none). */
  readonly legName: string;
  /** Registrations on the leg now (its rows); complimentary ones included. */
  readonly registrations: number;
  /** Of which complimentary (`complimentary: true` on the registration): no amount. */
  readonly complimentary: number;
  /** Registrations made on each of `days` (Toronto days), in that order. */
  readonly perDay: readonly number[];
  /** Payments for the leg: how many, their amount and what was refunded, in cents (CAD). */
  readonly payments: number;
  readonly grossCents: number;
  readonly refundedCents: number;
  /** Participants with an activity in the last 7 days (the leaderboard's window). */
  readonly active7Days: number;
  readonly finishers: number;
  /** The largest teams, most members first. */
  readonly teams: readonly { readonly name: string; readonly members: number }[];
}

export interface RaceNumbersResult {
  /** The Toronto days of `perDay`, oldest first ('YYYY-MM-DD'). */
  readonly days: readonly string[];
  readonly legs: readonly LegNumbers[];
  /** With `export`: that table as a CSV file (contract/organiser/csv.ts). */
  readonly csv?: string;
}

const LEG_ID = /^price_[A-Za-z0-9_-]{1,100}$/;

export function parseRaceNumbersRequest(raw: unknown) {
  const bad = refuseWith('invalid-argument', 'badRequest', ORGANISER_REFUSAL_TEXTS);
  const { legIds, export: table } = requestFields(raw);
  if (!Array.isArray(legIds) || legIds.length === 0 || legIds.length > NUMBERS_LEGS_MAX) return bad;
  const ids: string[] = [];
  for (const id of legIds as unknown[]) {
    if (!isSafeDocId(id) || !LEG_ID.test(id) || ids.includes(id)) return bad;
    ids.push(id);
  }
  if (table === undefined) return accept<RaceNumbersRequest>({ legIds: ids });
  const known = NUMBERS_TABLES.find((t) => t === table);
  return known ? accept<RaceNumbersRequest>({ legIds: ids, export: known }) : bad;
}

export const RACE_NUMBERS: CallableContract<RaceNumbersRequest> = {
  name: RACE_NUMBERS_CALLABLE,
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: parseRaceNumbersRequest,
};
