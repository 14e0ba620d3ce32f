/**
 * Wall-clock times in Toronto for the stand-ins' forms (a developer types when an activity
 * started, the way the races' days are counted: src/contract/toronto-day.ts). Pure.
 */
const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClock(ms: number): {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
} {
  const parts = Object.fromEntries(PARTS.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return {
    y: Number(parts.year),
    mo: Number(parts.month),
    d: Number(parts.day),
    h: Number(parts.hour),
    mi: Number(parts.minute),
    s: Number(parts.second),
  };
}

/** Toronto's offset from UTC at an instant, in ms (negative: behind UTC). */
function offsetMs(ms: number): number {
  const w = wallClock(ms);
  return Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s) - Math.floor(ms / 1000) * 1000;
}

/** 'YYYY-MM-DDTHH:MM' (a datetime-local value) read as Toronto time; null when not one. */
export function torontoLocalToMs(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== d || h > 23 || mi > 59) return null;
  // Two passes settle the offset around a DST change.
  const first = wall - offsetMs(wall);
  return wall - offsetMs(first);
}

/** An instant as a datetime-local value in Toronto. */
export function msToTorontoLocal(ms: number): string {
  const w = wallClock(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.y}-${two(w.mo)}-${two(w.d)}T${two(w.h)}:${two(w.mi)}`;
}

/** A start typed in a form: a datetime-local value (Toronto) or a full ISO instant. */
export function parseStart(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const local = torontoLocalToMs(value);
  if (local !== null) return local;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value))
    return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The start a stand-in's form offers: the coming minute. A form has minute precision, and an
 * activity that started before the connection is never imported (spec 02 §2), so "now" rounded
 * down would silently skip the first activity a developer adds right after connecting.
 */
export function defaultStartLocal(nowMs: number): string {
  return msToTorontoLocal(nowMs + 60_000);
}
