/**
 * What the Strava panel says counts (docs/product.md §P2 Account page: 'these types sync automatically'),
 * per race: run and walk races count the spec's types, the ride challenge counts rides. Which
 * types count is the importer's own rule (contract/tracker-activity.ts, by the race's sport from
 * contract/race-sport.ts); this only names them as Strava's app does. Pure.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Sport } from '../../../contract/race-sport';
import { countedTypes } from '../../../contract/tracker-activity';

/** Strava's sport types in words: the spec's for run and walk races, Strava's own for rides. */
const STRAVA_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Run: msg`Run (indoor or outdoor)`,
  TrailRun: msg`Trail Run`,
  Walk: msg`Walk`,
  Hike: msg`Hike`,
  VirtualRun: msg`Virtual Run`,
  Handcycle: msg`Handcycle`,
  Wheelchair: msg`Wheelchair`,
  Ride: msg`Ride`,
  VirtualRide: msg`Virtual Ride`,
  GravelRide: msg`Gravel Ride`,
  MountainBikeRide: msg`Mountain Bike Ride`,
  EBikeRide: msg`E-Bike Ride`,
};

/** A type in words, a catalogue message (a type the app does not know: its own name). */
export function stravaTypeLabel(type: string): MessageDescriptor {
  return STRAVA_LABELS[type] ?? { id: type, message: type };
}

/** The Strava types that count on a race of this sport, in words. */
export function stravaTypeLabels(sport: Sport): MessageDescriptor[] {
  return countedTypes(sport, 'strava').map(stravaTypeLabel);
}

/**
 * The types that sync for a participant on races of these sports, run and walk types first,
 * each once (Handcycle counts on both). No race yet: the spec's list (run and walk).
 */
export function syncedTypeLabels(sports: readonly Sport[]): MessageDescriptor[] {
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
  readonly types: readonly MessageDescriptor[];
}

/** What counts on each of the participant's races, in the order given. */
export function countingByRace(races: readonly RaceSport[]): RaceCounting[] {
  return races.map((race) => ({
    legId: race.legId,
    title: [race.name, race.legName].filter(Boolean).join(', ') || race.legId,
    types: stravaTypeLabels(race.sport),
  }));
}
