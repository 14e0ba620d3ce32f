/**
 * What the Strava panel says counts (spec 02 §2 Account page: 'these types sync automatically'),
 * per race: run and walk races count the spec's types, the ride challenge counts rides. Which
 * types count is the importer's own rule (contract/tracker-activity.ts, by the race's sport from
 * contract/race-sport.ts); this only names them as Strava's app does. Pure.
 */
import type { Sport } from '../../../contract/race-sport';
import { countedTypes } from '../../../contract/tracker-activity';

/** Strava's sport types in words: the spec's for run and walk races, Strava's own for rides. */
const STRAVA_LABELS: Readonly<Record<string, string>> = {
  Run: 'Run (indoor or outdoor)',
  TrailRun: 'Trail Run',
  Walk: 'Walk',
  Hike: 'Hike',
  VirtualRun: 'Virtual Run',
  Handcycle: 'Handcycle',
  Wheelchair: 'Wheelchair',
  Ride: 'Ride',
  VirtualRide: 'Virtual Ride',
  GravelRide: 'Gravel Ride',
  MountainBikeRide: 'Mountain Bike Ride',
  EBikeRide: 'E-Bike Ride',
};

export function stravaTypeLabel(type: string): string {
  return STRAVA_LABELS[type] ?? type;
}

/** The Strava types that count on a race of this sport, in words. */
export function stravaTypeLabels(sport: Sport): string[] {
  return countedTypes(sport, 'strava').map(stravaTypeLabel);
}

/**
 * The types that sync for a participant on races of these sports, run and walk types first,
 * each once (Handcycle counts on both). No race yet: the spec's list (run and walk).
 */
export function syncedTypeLabels(sports: readonly Sport[]): string[] {
  const order: readonly Sport[] = ['foot', 'ride'];
  const present = order.filter((sport) => sports.includes(sport));
  return [...new Set((present.length ? present : ['foot' as const]).flatMap(stravaTypeLabels))];
}

/** One of the participant's races, as the panel names it, and its sport. */
export interface RaceSport {
  readonly legId: string;
  readonly name: string;
  readonly legName: string;
  readonly sport: Sport;
}

export interface RaceCounting {
  readonly legId: string;
  /** 'The Big Canada Ride 2025, 500 km Ride' (the leg name alone when the race has none). */
  readonly title: string;
  readonly types: readonly string[];
}

/** What counts on each of the participant's races, in the order given. */
export function countingByRace(races: readonly RaceSport[]): RaceCounting[] {
  return races.map((race) => ({
    legId: race.legId,
    title: [race.name, race.legName].filter(Boolean).join(', ') || race.legId,
    types: stravaTypeLabels(race.sport),
  }));
}
