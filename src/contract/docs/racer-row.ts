/**
 * A racer's row races/{legId}/subscribedUsers/{uid} (docs/data-model.md, docs/product.md §P3, §P5): one
 * model and one parser for the dashboard (the feed, the progress, the team panel's own entry)
 * and the functions (completion, the team summary, fair play). Provisioning creates it; the
 * owner adds or removes one activity at a time (firestore.rules); imports write their entries.
 * Pure: missing or malformed fields become safe defaults here, once.
 */
import { dayOfTimesEntry } from '../activity-day';
import { toDate, toNumber, toRecord, toText, toTextMap } from './values';

export interface Duration {
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** One entry of the row's `times` map. */
export interface TimesEntry {
  /** The map key: `{ms}_{YYYY-MM-DD}` by hand, `S_`, `Fit_` or `Garmin_` + the provider's id for imports. */
  readonly key: string;
  /** 'YYYY-MM-DD', the activity day (contract/activity-day.ts); '' when it cannot be told. */
  readonly day: string;
  /** km; 0 when absent or malformed. */
  readonly distance: number;
  readonly duration: Duration;
}

export interface RacerRow {
  readonly firstName: string;
  readonly lastName: string;
  readonly bibNumber: number | null;
  /** 'noTeam' when the racer is on none (or the field is absent). */
  readonly teamName: string;
  /** km; 0 when absent or malformed. */
  readonly totalDistance: number;
  /** Set by the activity trigger when the total reaches the leg's distance. */
  readonly completedDate: Date | null;
  /** In the map's order (the dashboard sorts its feed). */
  readonly entries: readonly TimesEntry[];
  /** Possible duplicates the participant chose to keep: manual key → imported key (beyond the spec). */
  readonly keptDuplicates: Readonly<Record<string, string>>;
}

function wholeOrZero(value: unknown): number {
  const n = toNumber(value);
  return n === null ? 0 : Math.max(0, Math.floor(n));
}

export function parseTimesEntry(key: string, value: unknown): TimesEntry {
  const entry = toRecord(value);
  const duration = toRecord(entry.duration);
  return {
    key,
    day: dayOfTimesEntry(key, value) ?? '',
    distance: toNumber(entry.distance) ?? 0,
    duration: {
      hours: wholeOrZero(duration.hours),
      minutes: wholeOrZero(duration.minutes),
      seconds: wholeOrZero(duration.seconds),
    },
  };
}

/** The entries of a `times` map (anything that is not a map has none). */
export function parseTimes(value: unknown): TimesEntry[] {
  return Object.entries(toRecord(value)).map(([key, entry]) => parseTimesEntry(key, entry));
}

export function parseRacerRow(data: Readonly<Record<string, unknown>>): RacerRow {
  return {
    firstName: toText(data.firstName),
    lastName: toText(data.lastName),
    bibNumber: toNumber(data.bibNumber),
    teamName: toText(data.teamName, 'noTeam'),
    totalDistance: toNumber(data.totalDistance) ?? 0,
    completedDate: toDate(data.completedDate),
    entries: parseTimes(data.times),
    keptDuplicates: toTextMap(data.keptDuplicates),
  };
}
