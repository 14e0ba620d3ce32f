/**
 * The registrations an imported activity may go to (docs/product.md §P2: posting toggled on per
 * challenge; the race window; the race's sport), read from users/{uid}.subscribedRaces and the legs' documents.
 * And how one leg's row changes. Pure: import-activity.ts reads and writes.
 */
import { isSafeDocId } from '../../../src/contract/document-id';
import { parseRaceLeg } from '../../../src/contract/docs/race-leg';
import { parseRacerRow, parseTimesEntry } from '../../../src/contract/docs/racer-row';
import { parseUserDoc } from '../../../src/contract/docs/user';
import { legSport } from '../../../src/contract/race-sport';
import type { ImportTarget, TimesEntry } from '../../../src/contract/tracker-activity';
import { millisOf, record } from '../shared/record';

/**
 * A race date as a calendar day. Race dates are days stored at their UTC edges (00:00 for the
 * start, 23:59:59 for the end: scripts/seed, the catalogue), or 'YYYY-MM-DD' strings.
 */
export function raceDay(value: unknown): string | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const ms = millisOf(value);
  return ms === null ? null : new Date(ms).toISOString().slice(0, 10);
}

/** The leg ids of a user's registrations (subscribedRaces is keyed by leg id: contract/docs/user.ts). */
export function registeredLegs(user: Readonly<Record<string, unknown>> | undefined): string[] {
  return Object.keys(parseUserDoc(user ?? {}).subscribedRaces).filter((legId) =>
    isSafeDocId(legId),
  );
}

/**
 * One registration as the importer sees it; null when its window is unknown (nothing can be
 * placed in it). The leg document's dates and sport first, the registration's copy (raceInfo)
 * second (race-sport.ts: which types count there).
 */
export function importTarget(
  legId: string,
  user: Readonly<Record<string, unknown>> | undefined,
  race: Readonly<Record<string, unknown>> | undefined,
): ImportTarget | null {
  const registration = parseUserDoc(user ?? {}).subscribedRaces[legId];
  const info = registration?.raceInfo;
  const firstDay = raceDay(race?.raceDateStart) ?? raceDay(info?.raceDateStart);
  const lastDay = raceDay(race?.raceDateEnd) ?? raceDay(info?.raceDateEnd);
  if (firstDay === null || lastDay === null) return null;
  return {
    legId,
    sport: legSport(race ? parseRaceLeg(race) : null, info),
    postingOn: registration?.stravaLink === true,
    firstDay,
    lastDay,
  };
}

export type LegAction = 'added' | 'replaced' | 'unchanged' | 'removed' | 'absent' | 'noRow';

export interface RowChange {
  readonly action: LegAction;
  /** The fields to update on the row, or null when nothing changes. */
  readonly update: { readonly entry: TimesEntry | null; readonly totalDistance: number } | null;
}

function entryDistance(entry: unknown): number {
  return parseTimesEntry('', entry).distance;
}

function sameEntry(stored: unknown, entry: TimesEntry): boolean {
  const s = record(stored);
  const duration = record(s.duration);
  return (
    entryDistance(s) === entry.distance &&
    millisOf(s.date) === entry.date.getTime() &&
    s.day === entry.day &&
    s.distanceType === entry.distanceType &&
    duration.hours === entry.duration.hours &&
    duration.minutes === entry.duration.minutes &&
    duration.seconds === entry.duration.seconds
  );
}

/**
 * How a row changes for one import key: `entry` is what the key should hold (null: the
 * activity does not count in this leg). The total moves by the difference, never below 0.
 */
export function rowChange(
  row: Readonly<Record<string, unknown>> | undefined,
  key: string,
  entry: TimesEntry | null,
): RowChange {
  if (!row) return { action: 'noRow', update: null };
  const times = record(row.times);
  const stored = times[key];
  const total = parseRacerRow(row).totalDistance;
  if (entry === null) {
    if (stored === undefined) return { action: 'absent', update: null };
    return {
      action: 'removed',
      update: { entry: null, totalDistance: Math.max(0, total - entryDistance(stored)) },
    };
  }
  if (stored === undefined)
    return { action: 'added', update: { entry, totalDistance: total + entry.distance } };
  if (sameEntry(stored, entry)) return { action: 'unchanged', update: null };
  return {
    action: 'replaced',
    update: { entry, totalDistance: Math.max(0, total - entryDistance(stored) + entry.distance) },
  };
}
