/**
 * Possible duplicates across sources (beyond the spec): a participant who logs a run by hand
 * and also has it imported from her tracker counts it twice. An imported activity on the same
 * day as a manual one, within 3% of the imported distance, is shown as a possible duplicate,
 * to keep both or remove the manual one. Pure.
 *
 * - One to one: each manual entry and each import belongs to at most one pair; the closest
 *   distances pair first (ties: the newer keys first), so two runs of a day and one manual
 *   entry give one pair, not two.
 * - A manual entry the participant kept (keptDuplicates: manual key → imported key) is
 *   confirmed real: it is never flagged again, against that import or any other.
 * - Pairs come in the feed's order (the newest manual entry first).
 * - An activity added from a file (docs/activity-files.md) sits between the two: against a typed
 *   entry it is the import (the typed one is offered for removal), against a tracker's import it
 *   is the manual side. Where both starts are known (a file being read, a tracker's import), they
 *   must also be within START_TOLERANCE_MS of each other: two runs of one day are not one.
 */
import { newestFirst, type Activity } from './activity-row';

/** Within 3% of the imported activity's distance, both sides. */
export const DUPLICATE_TOLERANCE = 0.03;

/** Starts further apart than this are two activities, whatever their distances. */
export const START_TOLERANCE_MS = 15 * 60_000;

export interface DuplicatePair {
  readonly manual: Activity;
  readonly imported: Activity;
}

/** Whether `manual` is close enough to `imported` (a float tolerance, so 9.7 vs 10 km counts). */
export function withinTolerance(manualKm: number, importedKm: number): boolean {
  return (
    importedKm > 0 && Math.abs(manualKm - importedKm) <= DUPLICATE_TOLERANCE * importedKm + 1e-9
  );
}

function byKeyDescending(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

/** Typed by hand, then from a file, then a tracker's import: the lower one is offered for removal. */
function rank(activity: Pick<Activity, 'source'>): number {
  return activity.source === 'manual' ? 0 : activity.source === 'file' ? 1 : 2;
}

/** Starts known on both sides must be within START_TOLERANCE_MS; an unknown start agrees. */
export function startsAgree(a: number | null | undefined, b: number | null | undefined): boolean {
  return a == null || b == null || Math.abs(a - b) <= START_TOLERANCE_MS;
}

function sameActivity(lower: Activity, higher: Activity): boolean {
  return (
    lower.day === higher.day &&
    withinTolerance(lower.distance, higher.distance) &&
    startsAgree(lower.startMs, higher.startMs)
  );
}

export function possibleDuplicates(
  activities: readonly Activity[],
  kept: Readonly<Record<string, string>>,
): DuplicatePair[] {
  const lower = activities.filter((a) => rank(a) < 2 && !(a.key in kept));
  const candidates = lower.flatMap((m) =>
    activities
      .filter((i) => rank(i) > rank(m) && sameActivity(m, i))
      .map((i) => ({ manual: m, imported: i, gap: Math.abs(m.distance - i.distance) })),
  );
  candidates.sort(
    (a, b) =>
      a.gap - b.gap ||
      byKeyDescending(a.manual.key, b.manual.key) ||
      byKeyDescending(a.imported.key, b.imported.key),
  );
  const used = new Set<string>();
  const pairs: DuplicatePair[] = [];
  for (const { manual: m, imported: i } of candidates) {
    if (used.has(m.key) || used.has(i.key)) continue;
    used.add(m.key);
    used.add(i.key);
    pairs.push({ manual: m, imported: i });
  }
  // In the feed's order: the newest manual entry first.
  return pairs.sort((a, b) => newestFirst(a.manual, b.manual));
}
