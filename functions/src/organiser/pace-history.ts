/**
 * A fair-play flag as an organiser reviews it (docs/organiser-console.md, "Fair-play review"):
 * the flagged activity from her row, and her pace on her other activities of the leg, newest
 * first, so one fast entry among steady ones reads differently from a steady fast runner. Pure.
 */
import type { PaceEntry } from '../../../src/contract/callables/organiser';
import { parseTimes, type TimesEntry } from '../../../src/contract/docs/racer-row';
import { durationSeconds } from '../../../src/contract/fair-play';

/** The most of her other activities shown beside the flagged one. */
export const HISTORY_MAX = 10;

function paceOf(entry: TimesEntry): PaceEntry {
  const seconds = durationSeconds(entry.duration);
  return {
    day: entry.day,
    distanceKm: entry.distance,
    secondsPerKm: seconds > 0 && entry.distance > 0 ? Math.round(seconds / entry.distance) : null,
  };
}

export function flaggedActivity(
  times: unknown,
  key: string,
): (PaceEntry & { readonly key: string; readonly durationSeconds: number }) | null {
  const entry = parseTimes(times).find((e) => e.key === key);
  return entry ? { key, ...paceOf(entry), durationSeconds: durationSeconds(entry.duration) } : null;
}

export function paceHistory(times: unknown, flaggedKey: string): PaceEntry[] {
  return parseTimes(times)
    .filter((e) => e.key !== flaggedKey)
    .sort((a, b) => b.day.localeCompare(a.day) || b.key.localeCompare(a.key))
    .slice(0, HISTORY_MAX)
    .map(paceOf);
}
