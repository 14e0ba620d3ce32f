/**
 * Wall-clock times in Toronto for the stand-ins' forms (a developer types when an activity
 * started, the way the races' days are counted: src/contract/toronto-day.ts). Pure.
 */
const TORONTO = 'America/Toronto';

/** The athletes' zones the Strava stand-in's form offers (the day rule's test zones). */
export const STAND_IN_ZONES: readonly string[] = [
  TORONTO,
  'America/Vancouver',
  'America/Halifax',
  'America/St_Johns',
];

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function wallClock(
  ms: number,
  timeZone = TORONTO,
): {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
} {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return {
    y: Number(parts.year),
    mo: Number(parts.month),
    d: Number(parts.day),
    h: Number(parts.hour),
    mi: Number(parts.minute),
    s: Number(parts.second),
  };
}

/** A zone's offset from UTC at an instant, in ms (negative: behind UTC). */
function offsetMs(ms: number, timeZone = TORONTO): number {
  const w = wallClock(ms, timeZone);
  return Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s) - Math.floor(ms / 1000) * 1000;
}

/** A zone's offset from UTC at an instant, in seconds (Strava's utc_offset). */
export function offsetSecondsAt(ms: number, timeZone = TORONTO): number {
  return offsetMs(ms, timeZone) / 1000;
}

/** 'YYYY-MM-DDTHH:MM' (a datetime-local value) read in a zone (Toronto's unless told); null when not one. */
export function torontoLocalToMs(value: string, timeZone = TORONTO): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== d || h > 23 || mi > 59) return null;
  // Two passes settle the offset around a DST change.
  const first = wall - offsetMs(wall, timeZone);
  return wall - offsetMs(first, timeZone);
}

/** An instant as a datetime-local value in Toronto. */
export function msToTorontoLocal(ms: number): string {
  const w = wallClock(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.y}-${two(w.mo)}-${two(w.d)}T${two(w.h)}:${two(w.mi)}`;
}

/** A start typed in a form: a datetime-local value (in `timeZone`, Toronto's unless told) or a full ISO instant. */
export function parseStart(value: unknown, timeZone = TORONTO): number | null {
  if (typeof value !== 'string') return null;
  const local = torontoLocalToMs(value, timeZone);
  if (local !== null) return local;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value))
    return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** The offset an ISO start names ('Z': 0, '-08:00': -28800), in seconds; null for a wall-clock value. */
export function isoOffsetSeconds(value: string): number | null {
  if (/Z$/.test(value)) return 0;
  const m = /([+-])(\d{2}):(\d{2})$/.exec(value);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60) : null;
}

/**
 * The start a stand-in's form offers: the coming minute. A form has minute precision, and an
 * activity that started before the connection is never imported (docs/product.md §P2), so "now" rounded
 * down would silently skip the first activity a developer adds right after connecting.
 */
export function defaultStartLocal(nowMs: number): string {
  return msToTorontoLocal(nowMs + 60_000);
}
