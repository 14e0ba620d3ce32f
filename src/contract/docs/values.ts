/**
 * Reading untyped Firestore values at the boundary (docs/house-style.md rule 3):
 * Timestamps become Dates, anything of the wrong type becomes a safe default. Pure: no
 * Firebase import (a Timestamp is recognised by its toDate method), so it is unit-tested.
 */

export type DayEdge = 'start' | 'end';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function validDate(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A Date from a Timestamp, a Date, `{seconds, nanoseconds}`, epoch milliseconds or a date
 * string; null for anything else. A date-only 'YYYY-MM-DD' string is that UTC day's first
 * instant, or its last instant when `edge` is 'end' (so an end date is past only once the
 * whole day is).
 */
export function toDate(value: unknown, edge: DayEdge = 'start'): Date | null {
  if (value instanceof Date) return validDate(value);
  if (typeof value === 'number') return validDate(new Date(value));
  if (typeof value === 'string') {
    if (DATE_ONLY.test(value)) {
      return validDate(new Date(`${value}T${edge === 'end' ? '23:59:59.999' : '00:00:00.000'}Z`));
    }
    return value.trim() ? validDate(new Date(value)) : null;
  }
  if (typeof value === 'object' && value !== null) {
    const maybe = value as { toDate?: unknown; seconds?: unknown; nanoseconds?: unknown };
    if (typeof maybe.toDate === 'function')
      return toDate((maybe.toDate as () => unknown).call(value));
    const ms = millisOf(value);
    if (ms !== null) return validDate(new Date(ms));
    if (typeof maybe.seconds === 'number') {
      const nanos = typeof maybe.nanoseconds === 'number' ? maybe.nanoseconds : 0;
      return validDate(new Date(maybe.seconds * 1000 + Math.floor(nanos / 1e6)));
    }
  }
  return null;
}

export function toText(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

export function toRecord(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A map of strings (e.g. giftCodes, boughtProducts); entries of another type are dropped. */
export function toTextMap(value: unknown): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(toRecord(value)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * Epoch milliseconds of a Date, a finite number or a Firestore Timestamp (of either SDK, or
 * any copy of one: recognised by its toMillis method); null otherwise. The one reader the
 * standings, the activity day rule and the functions share.
 */
export function millisOf(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value && typeof value === 'object' && 'toMillis' in value) {
    const toMillis: unknown = value.toMillis;
    if (typeof toMillis === 'function') {
      const ms: unknown = toMillis.call(value);
      return typeof ms === 'number' ? ms : null;
    }
  }
  return null;
}
