/**
 * What a change to a racer's row (races/{legId}/subscribedUsers/{uid}) means for the server
 * (spec 02 §4; architecture.md, "Activities, standings, trackers"). Pure: the trigger in
 * on-activity-written.ts reads and writes, this decides.
 */
import { teamMemberFromRacer, type TeamMember } from '../../../src/contract/docs/team';
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
 * The compact copy of a racer kept on the team document, for the dashboard's team panel: the
 * team document's member entry (src/contract/docs/team.ts), from the racer's row, with her
 * name as she chose to be shown (a hidden racer's name never reaches the team document).
 */
export function memberSummary(
  row: Readonly<Record<string, unknown>> | undefined,
): TeamMember | null {
  return row ? teamMemberFromRacer(row) : null;
}

export function sameSummary(a: TeamMember | null, b: TeamMember | null): boolean {
  return (
    a !== null &&
    b !== null &&
    a.firstName === b.firstName &&
    a.lastName === b.lastName &&
    a.hidden === b.hidden &&
    a.totalDistance === b.totalDistance
  );
}
