/**
 * What the three readers (GPX, TCX, FIT) find in a file, in one shape, and the track arithmetic
 * they share (docs/activity-files.md): distance from the file's own total when it has one, else
 * the great-circle length of each recorded segment (the gap between two segments, a pause or a
 * new track, is not walked); moving time from the file's timer when it has one, else the time
 * between points when she was moving. Pure.
 */
import { distanceM } from '../../../../contract/great-circle';

export type ActivityFileFormat = 'gpx' | 'tcx' | 'fit';

export interface ParsedActivity {
  readonly format: ActivityFileFormat;
  /** The first recorded instant, ms since the epoch; null when the file has no time at all. */
  readonly startMs: number | null;
  /** Minutes east of UTC of the activity's own clock, when the file tells (TCX/GPX offsets, FIT's local timestamp). */
  readonly utcOffsetMinutes: number | null;
  readonly distanceM: number;
  readonly elapsedSeconds: number;
  readonly movingSeconds: number;
  /** The file's own word for the sport ('running', 'Biking'), or null. */
  readonly sport: string | null;
}

export interface TrackPoint {
  readonly timeMs: number | null;
  readonly lat: number | null;
  readonly lng: number | null;
}

/** Slower than this between two points (m/s) is standing still: GPS drift, a red light. */
export const MOVING_SPEED_MS = 0.5;

/** Between two points without positions (a treadmill), a gap longer than this is a pause. */
export const MAX_STILL_GAP_S = 30;

export interface TrackTotals {
  readonly startMs: number | null;
  readonly endMs: number | null;
  readonly distanceM: number;
  readonly movingSeconds: number;
}

function hasPosition(p: TrackPoint): p is TrackPoint & { lat: number; lng: number } {
  return p.lat !== null && p.lng !== null;
}

/** Totals of a track recorded as segments (GPX trkseg, TCX laps, FIT records between timer stops). */
export function trackTotals(segments: readonly (readonly TrackPoint[])[]): TrackTotals {
  let startMs: number | null = null;
  let endMs: number | null = null;
  let metres = 0;
  let moving = 0;
  for (const segment of segments) {
    for (let i = 0; i < segment.length; i += 1) {
      const point = segment[i]!;
      if (point.timeMs !== null) {
        startMs = startMs === null ? point.timeMs : Math.min(startMs, point.timeMs);
        endMs = endMs === null ? point.timeMs : Math.max(endMs, point.timeMs);
      }
      if (i === 0) continue;
      const before = segment[i - 1]!;
      const step = hasPosition(before) && hasPosition(point) ? distanceM(before, point) : null;
      if (step !== null) metres += step;
      if (before.timeMs === null || point.timeMs === null) continue;
      const seconds = (point.timeMs - before.timeMs) / 1000;
      if (!(seconds > 0)) continue;
      const moved = step === null ? seconds <= MAX_STILL_GAP_S : step / seconds >= MOVING_SPEED_MS;
      if (moved) moving += seconds;
    }
  }
  return { startMs, endMs, distanceM: metres, movingSeconds: Math.round(moving) };
}

/** Minutes east of UTC written at the end of an ISO time ('…-04:00'); null for 'Z' or none. */
export function offsetOfIsoTime(text: string | null | undefined): number | null {
  const match = /([+-])(\d{2}):?(\d{2})$/.exec(text?.trim() ?? '');
  if (!match || !/T\d{2}:\d{2}/.test(text ?? '')) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** An ISO time's instant, or null when it is not one. */
export function instantOf(text: string | null | undefined): number | null {
  if (!text) return null;
  const ms = Date.parse(text.trim());
  return Number.isFinite(ms) ? ms : null;
}
