/**
 * The activity of her feed a file being read looks like (docs/activity-files.md, "Possible
 * duplicates"). Its own module, beside the file reader and off the dashboard's first load
 * (docs/performance.md): only the confirm step of an upload asks it. Pure.
 */
import type { Activity } from './activity-row';
import { startsAgree, withinTolerance } from './duplicates';

/** A file about to be added, as its preview shows it. */
export interface UploadCandidate {
  readonly day: string;
  readonly distanceKm: number;
  readonly startMs: number;
}

/**
 * Same day, distance within 3%, starts within minutes when both are known; the closest distance
 * first; null when none. Once added, the pair goes through the feed's possible-duplicate choice
 * like any other.
 */
export function uploadMatch(
  candidate: UploadCandidate,
  activities: readonly Activity[],
): Activity | null {
  const matches = activities
    .filter(
      (a) =>
        a.day === candidate.day &&
        withinTolerance(candidate.distanceKm, a.distance) &&
        startsAgree(candidate.startMs, a.startMs),
    )
    .sort(
      (a, b) =>
        Math.abs(a.distance - candidate.distanceKm) - Math.abs(b.distance - candidate.distanceKm),
    );
  return matches[0] ?? null;
}
