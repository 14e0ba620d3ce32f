/**
 * Fair play (beyond the spec): a pace no human manages for the race's sport (race-sport.ts).
 * The browser asks the participant to check such an entry before saving; the activity trigger
 * records it for organisers. One module for both (docs/house-style.md rule 10): pure.
 */
import type { Sport } from './race-sport';

/** Fastest believable pace in seconds per km: 2:30 min/km on foot, 60 km/h on a ride. */
export const FASTEST_SECONDS_PER_KM: Readonly<Record<Sport, number>> = { foot: 150, ride: 60 };

export interface DurationParts {
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

export function durationSeconds(duration: DurationParts): number {
  return duration.hours * 3600 + duration.minutes * 60 + duration.seconds;
}

/** True when `km` in `duration` is faster than anyone manages in this sport. */
export function implausiblePace(sport: Sport, km: number, duration: DurationParts): boolean {
  if (!(km > 0)) return false;
  return durationSeconds(duration) / km < FASTEST_SECONDS_PER_KM[sport];
}
