/**
 * Which sport a race is (beyond the spec: the ride challenge beside the run and walk ones). One
 * definition for the tracker imports (which activity types count where: tracker-activity.ts),
 * fair play (the fastest believable pace: fair-play.ts), the account page's Strava panel and
 * the dashboard. Pure, no imports.
 *
 * Where it is stored (docs/data-model.md, docs/trackers.md): the race product's catalogue
 * metadata `sport`, copied onto each leg document `races/{legId}.sport` and, at provisioning,
 * onto the registration's `raceInfo.sport`. 'ride' is the ride challenge; 'foot' (also written
 * 'run' or 'walk') a run and walk one. A document written before the field existed is read by
 * the race's names: the rides are named so ('The Big Canada Ride 2025', '500 km Ride').
 */

export type Sport = 'foot' | 'ride';

const STORED: Readonly<Record<string, Sport>> = {
  foot: 'foot',
  run: 'foot',
  walk: 'foot',
  ride: 'ride',
};

/** A stored `sport` value (case and spaces ignored); null when absent or unknown. */
export function parseSport(value: unknown): Sport | null {
  if (typeof value !== 'string') return null;
  return STORED[value.trim().toLowerCase()] ?? null;
}

/** The sport of a race from its names alone (a document without `sport`). */
export function sportOfNames(...names: readonly string[]): Sport {
  return names.some((name) => /\bride\b/i.test(name)) ? 'ride' : 'foot';
}

/** What one copy of a leg says: its stored `sport` (null when absent) and its names. */
export interface SportSource {
  readonly sport: Sport | null;
  readonly name: string;
  readonly legName: string;
}

/**
 * A leg's sport from its copies, most authoritative first (the leg document, then the
 * registration's raceInfo): the first stored `sport`, else the first copy's names that exist.
 */
export function legSport(...sources: readonly (SportSource | null | undefined)[]): Sport {
  const known = sources.filter((s): s is SportSource => s !== null && s !== undefined);
  const stored = known.find((s) => s.sport !== null)?.sport;
  if (stored) return stored;
  const named = known.find((s) => s.name !== '' || s.legName !== '');
  return named ? sportOfNames(named.name, named.legName) : 'foot';
}
