/**
 * Which tracker activities count, and where they go (docs/product.md §P2 Account page Strava panel,
 * §P3 key prefixes; docs/trackers.md). Shared by the import functions (what is written) and
 * the browser (what the feed and the Strava panel say). Pure.
 */
import { dayInWindow } from './activity-day';
import type { Sport } from './race-sport';
import { round2 } from './standing-row';

export type TrackerProvider = 'strava' | 'fitbit' | 'garmin';

export const TRACKER_PROVIDERS: readonly TrackerProvider[] = ['strava', 'fitbit', 'garmin'];

/** Each provider's name as the participant knows it (the same in English and French). */
export const TRACKER_NAME: Readonly<Record<TrackerProvider, string>> = {
  strava: 'Strava',
  fitbit: 'Fitbit',
  garmin: 'Garmin',
};

/** docs/product.md §P3: times keys of imports start with these. */
export const KEY_PREFIX: Readonly<Record<TrackerProvider, string>> = {
  strava: 'S_',
  fitbit: 'Fit_',
  garmin: 'Garmin_',
};

/**
 * The types that count, by the race's sport (race-sport.ts), in each provider's own vocabulary:
 * Strava's sport_type, the Google Health API's exerciseType (Fitbit), Garmin's activityType.
 * - Run and walk races: the spec's list (docs/product.md §P2: Run (indoor or outdoor), Trail Run, Walk,
 *   Hike, Virtual Run, Handcycle, Wheelchair).
 * - The ride challenge: rides (Strava's Ride, VirtualRide, GravelRide, MountainBikeRide,
 *   EBikeRide, and Handcycle, which counts on both; Fitbit's BIKING; Garmin's cycling types,
 *   lift-served downhill biking aside).
 * Anything else (a Swim, a Yoga class) is logged by hand.
 */
const COUNTED_TYPES: Readonly<
  Record<Sport, Readonly<Record<TrackerProvider, ReadonlySet<string>>>>
> = {
  foot: {
    strava: new Set(['Run', 'TrailRun', 'Walk', 'Hike', 'VirtualRun', 'Handcycle', 'Wheelchair']),
    // The Google Health API's Exercise.ExerciseType (docs/trackers.md, "Fitbit").
    fitbit: new Set(['RUNNING', 'WALKING', 'HIKING']),
    garmin: new Set([
      'RUNNING',
      'STREET_RUNNING',
      'TRACK_RUNNING',
      'TREADMILL_RUNNING',
      'INDOOR_RUNNING',
      'TRAIL_RUNNING',
      'VIRTUAL_RUN',
      'WALKING',
      'CASUAL_WALKING',
      'SPEED_WALKING',
      'INDOOR_WALKING',
      'HIKING',
      'HAND_CYCLING',
      'INDOOR_HAND_CYCLING',
      'WHEELCHAIR_PUSH_RUN',
      'WHEELCHAIR_PUSH_WALK',
    ]),
  },
  ride: {
    strava: new Set([
      'Ride',
      'VirtualRide',
      'GravelRide',
      'MountainBikeRide',
      'EBikeRide',
      'Handcycle',
    ]),
    fitbit: new Set(['BIKING']),
    garmin: new Set([
      'CYCLING',
      'ROAD_BIKING',
      'GRAVEL_CYCLING',
      'MOUNTAIN_BIKING',
      'CYCLOCROSS',
      'TRACK_CYCLING',
      'RECUMBENT_CYCLING',
      'INDOOR_CYCLING',
      'VIRTUAL_RIDE',
      'E_BIKE_FITNESS',
      'E_BIKE_MOUNTAIN',
      'BMX',
      'HAND_CYCLING',
      'INDOOR_HAND_CYCLING',
    ]),
  },
};

const SPORTS: readonly Sport[] = ['foot', 'ride'];

/** Whether a provider's activity type counts on a race of this sport. */
export function countsIn(sport: Sport, provider: TrackerProvider, type: string): boolean {
  return COUNTED_TYPES[sport][provider].has(type);
}

/** Whether it counts on a race of any sport (else no registration can take it). */
export function countsAsActivity(provider: TrackerProvider, type: string): boolean {
  return SPORTS.some((sport) => countsIn(sport, provider, type));
}

/** The types that count on a race of this sport, in the order above (the Strava panel lists them). */
export function countedTypes(sport: Sport, provider: TrackerProvider): readonly string[] {
  return [...COUNTED_TYPES[sport][provider]];
}

/** A provider's activity id as it may appear in a key (and a document id): no slashes, no dots. */
const PROVIDER_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The times key of an import: prefix + the provider's activity id, so a replay overwrites itself. */
export function trackerKey(provider: TrackerProvider, providerActivityId: string): string {
  if (!PROVIDER_ID.test(providerActivityId))
    throw new Error(`Not a provider activity id: ${providerActivityId}`);
  return `${KEY_PREFIX[provider]}${providerActivityId}`;
}

export function providerOfKey(key: string): TrackerProvider | null {
  return TRACKER_PROVIDERS.find((provider) => key.startsWith(KEY_PREFIX[provider])) ?? null;
}

/** The provider's id back out of a key written by trackerKey; null for a manual key. */
export function providerIdOfKey(key: string): string | null {
  const provider = providerOfKey(key);
  return provider ? key.slice(KEY_PREFIX[provider].length) : null;
}

/** One activity as a provider reports it, normalised. */
export interface TrackerActivity {
  readonly provider: TrackerProvider;
  readonly id: string;
  readonly type: string;
  /** Start time, ms since the epoch. */
  readonly startMs: number;
  /**
   * The participant's calendar day at the start, from the provider's local start time
   * (contract/activity-day.ts): the day of the race window check, the feed and the standings.
   */
  readonly day: string;
  readonly distanceKm: number;
  readonly durationSeconds: number;
}

/** A registration as the importer sees it: the leg, its sport, its posting toggle and the race's days. */
export interface ImportTarget {
  readonly legId: string;
  /** The race's sport (race-sport.ts): which types count on it. */
  readonly sport: Sport;
  /** subscribedRaces.{legId}.stravaLink: posting is on for this race (docs/product.md §P2). */
  readonly postingOn: boolean;
  /** The race window, calendar days 'YYYY-MM-DD', inclusive. */
  readonly firstDay: string;
  readonly lastDay: string;
}

export type SkipReason = 'type' | 'beforeConnection' | 'noDistance';

/** Why an activity does not count anywhere, or null when it may count in some race (of some sport). */
export function skipReason(activity: TrackerActivity, connectedAtMs: number): SkipReason | null {
  if (!countsAsActivity(activity.provider, activity.type)) return 'type';
  // docs/product.md §P2: only activities done after syncing are uploaded.
  if (activity.startMs < connectedAtMs) return 'beforeConnection';
  if (!(activity.distanceKm > 0)) return 'noDistance';
  return null;
}

/**
 * The legs an activity is written to: posting on, its type counting on the race's sport (a
 * ride on the ride challenge, not on a run held at the same time) and its (local) day inside
 * the race window.
 */
export function legsForActivity(
  activity: TrackerActivity,
  targets: readonly ImportTarget[],
): string[] {
  return targets
    .filter(
      (t) =>
        t.postingOn &&
        countsIn(t.sport, activity.provider, activity.type) &&
        dayInWindow(activity.day, t.firstDay, t.lastDay),
    )
    .map((t) => t.legId);
}

export interface TimesEntry {
  readonly date: Date;
  /** The activity's day (contract/activity-day.ts), beside the spec's fields (docs/data-model.md). */
  readonly day: string;
  readonly distance: number;
  readonly distanceType: 'Km';
  readonly duration: { readonly hours: number; readonly minutes: number; readonly seconds: number };
}

/** The times entry of an import, shaped like a manual one (docs/product.md §P3). */
export function timesEntry(activity: TrackerActivity): TimesEntry {
  const total = Math.max(0, Math.round(activity.durationSeconds));
  return {
    date: new Date(activity.startMs),
    day: activity.day,
    distance: round2(activity.distanceKm),
    distanceType: 'Km',
    duration: {
      hours: Math.floor(total / 3600),
      minutes: Math.floor((total % 3600) / 60),
      seconds: total % 60,
    },
  };
}

/** Access tokens are refreshed this long before they expire, so a call never races the expiry. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

export function tokenNeedsRefresh(expiresAtMs: number, nowMs: number): boolean {
  return !(expiresAtMs - nowMs > TOKEN_REFRESH_MARGIN_MS);
}

/**
 * Whether a Strava grant's scope lets us read activities (docs/product.md §P2 Strava return page: 'You
 * must give this app permission in strava' otherwise). Strava returns the granted scopes
 * comma-separated ('read,activity:read'); activity:read_all includes activity:read.
 */
export function hasActivityReadScope(scope: unknown): boolean {
  if (typeof scope !== 'string') return false;
  return scope.split(/[\s,]+/).some((s) => s === 'activity:read' || s === 'activity:read_all');
}
