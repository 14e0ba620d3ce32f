/**
 * What moving a registration to another leg of the same race writes (docs/organiser-console.md,
 * "Move a registration"), decided from the documents as read: pure, so the rules of a move are
 * tested without the emulators (registration-move.test.ts) and move-registration.ts only reads
 * and writes.
 * - She keeps her bib when nobody holds that number on the new leg; bibs are unique within a leg
 *   (docs/data-model.md, `counters/bib`), so otherwise she gets the new leg's next one.
 * - Her activities follow: her row moves whole (times, kilometres, names), without
 *   `completedDate`, which the activity trigger sets again against the new leg's distance.
 * - Teams belong to one leg: she leaves hers (the caller applies the same leave as a refund's)
 *   and is on no team on the new leg.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import type { MoveBlocker } from '../../../src/contract/callables/organiser-support';
import { parseLegDistance } from '../../../src/contract/docs/race-leg';
import { toRecord, toText } from '../../../src/contract/docs/values';
import { NO_TEAM_NAME } from '../../../src/contract/team-rules';

export interface MoveFacts {
  readonly fromLegId: string;
  /** users/{uid}.subscribedRaces.{fromLegId} and .{toLegId} as stored. */
  readonly fromEntry: DocumentData | undefined;
  readonly toEntry: DocumentData | undefined;
  /** products/{raceId}/prices/{toLegId} exists: the other leg is a leg of her race. */
  readonly toLegOfRace: boolean;
  /** medal_shipments/{fromLegId}__{uid} exists. */
  readonly shipped: boolean;
}

/** Null: the move can be made; 'alreadyMoved': this move was made already (nothing to write). */
export function moveBlocker(facts: MoveFacts): MoveBlocker | 'alreadyMoved' | null {
  if (!facts.fromEntry) {
    const movedFrom = toText(toRecord(facts.toEntry?.movedFrom).legId);
    return facts.toEntry && movedFrom === facts.fromLegId ? 'alreadyMoved' : 'notRegistered';
  }
  if (facts.toEntry) return 'alreadyOnLeg';
  if (!facts.toLegOfRace) return 'otherRace';
  if (facts.shipped || facts.fromEntry.medalShipment) return 'medalShipped';
  return null;
}

export interface BibChoice {
  readonly bib: number;
  readonly kept: boolean;
  /** The new leg's counter after the move: above every bib given there. */
  readonly counterNext: number;
}

/**
 * Her bib on the new leg: hers when free there, else the leg's next (`next`, from the counter or
 * one above the highest bib, provision.ts `nextBib`). The counter stays above both.
 */
export function bibOnNewLeg(bib: number | null, takenOnNewLeg: boolean, next: number): BibChoice {
  if (bib !== null && !takenOnNewLeg)
    return { bib, kept: true, counterNext: Math.max(next, bib + 1) };
  return { bib: next, kept: false, counterNext: next + 1 };
}

/** The new leg's names and dates for the registration's `raceInfo`. */
export interface NewLeg {
  /** races/{toLegId} as stored (absent: only the price names it). */
  readonly leg: DocumentData | undefined;
  /** products/{raceId}/prices/{toLegId} as stored. */
  readonly price: DocumentData | undefined;
}

/** raceInfo for the new leg: the race's fields kept, the leg's name, distance, dates and French. */
export function movedRaceInfo(raceInfo: unknown, { leg, price }: NewLeg): DocumentData {
  const before = toRecord(raceInfo);
  const legFr = toRecord(leg?.fr);
  const priceFr = toRecord(price?.fr);
  const beforeFr = toRecord(before.fr);
  const name = toText(legFr.name) || toText(beforeFr.name);
  const legName = toText(legFr.legName) || toText(priceFr.description);
  const fr = { ...(name ? { name } : {}), ...(legName ? { legName } : {}) };
  const { fr: _fr, ...kept } = before;
  return {
    ...kept,
    legName: toText(leg?.legName) || toText(price?.description) || toText(before.legName),
    distance:
      parseLegDistance(leg?.distance) ?? parseLegDistance(toRecord(price?.metadata).distance) ?? 0,
    ...(leg?.raceDateStart ? { raceDateStart: leg.raceDateStart } : {}),
    ...(leg?.raceDateEnd ? { raceDateEnd: leg.raceDateEnd } : {}),
    ...(Object.keys(fr).length > 0 ? { fr } : {}),
  };
}

export interface MovedFrom {
  readonly legId: string;
  readonly bib: number | null;
  readonly teamName: string;
  readonly priceDifferenceCents: number | null;
  readonly at: unknown;
}

/** users/{uid}.subscribedRaces.{toLegId}: her registration as it was, on the new leg. */
export function movedEntry(
  fromEntry: DocumentData,
  toLegId: string,
  newLeg: NewLeg,
  bib: number,
  movedFrom: MovedFrom,
): DocumentData {
  const { completedDate: _done, ...entry } = fromEntry;
  const onTeam = toText(entry.teamName) !== '' && entry.teamName !== NO_TEAM_NAME;
  return {
    ...entry,
    legId: toLegId,
    raceInfo: movedRaceInfo(entry.raceInfo, newLeg),
    bibNumber: bib,
    teamName: NO_TEAM_NAME,
    ...(onTeam ? { teamChoice: 'noTeam' } : {}),
    movedFrom,
  };
}

/** races/{toLegId}/subscribedUsers/{uid}: her row as it was (activities and km), new bib, no team. */
export function movedRow(row: DocumentData, bib: number): DocumentData {
  const { completedDate: _done, ...kept } = row;
  return { ...kept, bibNumber: bib, teamName: NO_TEAM_NAME };
}

/** The new leg's price minus the old one's; null when either is unknown. */
export function priceDifference(fromCents: number | null, toCents: number | null): number | null {
  return fromCents === null || toCents === null ? null : toCents - fromCents;
}
