/**
 * What a change to a racer's row (races/{legId}/subscribedUsers/{uid}) means for the server
 * (docs/product.md §P4; docs/architecture.md, "Chains that pass through Firestore documents"). Pure: the trigger in
 * on-activity-written.ts reads and writes, this decides.
 */
import {
  parseTeamMember,
  teamMemberFromRacer,
  type TeamMember,
} from '../../../src/contract/docs/team';
import { toRecord } from '../../../src/contract/docs/values';
import { implausiblePace } from '../../../src/contract/fair-play';
import type { Sport } from '../../../src/contract/race-sport';
import { parseTimes, type TimesEntry } from '../../../src/contract/docs/racer-row';

export type CompletionChange = 'complete' | 'clear' | 'none';

/**
 * Completed the first time the total reaches the leg distance; a delete that takes the total
 * back below clears it. An existing completedDate is never moved (a repeated event changes nothing).
 */
export function completionChange(
  totalKm: number,
  legKm: number | null,
  completed: boolean,
): CompletionChange {
  if (legKm === null || !(legKm > 0)) return 'none';
  const reached = totalKm >= legKm - 1e-9;
  if (reached && !completed) return 'complete';
  if (!reached && completed) return 'clear';
  return 'none';
}

/** Entries present after and not before (new activities of this write). */
export function addedEntries(before: unknown, after: unknown): TimesEntry[] {
  const old = new Set(parseTimes(before).map((entry) => entry.key));
  return parseTimes(after).filter((entry) => !old.has(entry.key));
}

export function implausibleEntries(entries: readonly TimesEntry[], sport: Sport): TimesEntry[] {
  return entries.filter((e) => implausiblePace(sport, e.distance, e.duration));
}

/**
 * The compact copy of a racer kept on her team's roster, for the dashboard's team panel
 * (src/contract/docs/team.ts), from the racer's row, with her name as she chose to be shown;
 * null without a row or when she chose hidden (she is not on the roster her teammates read).
 */
export function memberSummary(
  row: Readonly<Record<string, unknown>> | undefined,
): TeamMember | null {
  return row ? teamMemberFromRacer(row) : null;
}

/** Two summaries the roster stores alike (both null: she is on it in neither). */
export function sameSummary(a: TeamMember | null, b: TeamMember | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.firstName === b.firstName && a.lastName === b.lastName && a.totalDistance === b.totalDistance
  );
}

/**
 * The roster's members once a team document's own `members` map (kept there before the roster
 * existed, readable by every signed-in user) is moved onto it: its entries but those flagged
 * hidden, and whatever the roster already holds wins (it is newer).
 */
export function rosterWithLegacy(legacy: unknown, roster: unknown): Record<string, TeamMember> {
  const moved: Record<string, TeamMember> = {};
  for (const [uid, value] of Object.entries(toRecord(legacy))) {
    if (toRecord(value).hidden === true) continue;
    moved[uid] = parseTeamMember(toRecord(value));
  }
  const current = Object.fromEntries(
    Object.entries(toRecord(roster)).map(([uid, value]) => [uid, parseTeamMember(toRecord(value))]),
  );
  return { ...moved, ...current };
}
