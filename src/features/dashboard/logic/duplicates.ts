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
 */
import { newestFirst, type Activity } from './activity-row';

/** Within 3% of the imported activity's distance, both sides. */
export const DUPLICATE_TOLERANCE = 0.03;

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

export function possibleDuplicates(
  activities: readonly Activity[],
  kept: Readonly<Record<string, string>>,
): DuplicatePair[] {
  const manual = activities.filter((a) => a.source === 'manual' && !(a.key in kept));
  const imported = activities.filter((a) => a.source !== 'manual');
  const candidates = manual.flatMap((m) =>
    imported
      .filter((i) => i.day === m.day && withinTolerance(m.distance, i.distance))
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
