/**
 * A Training Center XML (TCX v2) file: activities of laps, each with its own totals
 * (TotalTimeSeconds, the timer's time; DistanceMeters) and its track of points. The laps' totals
 * win when they are there (what the watch showed her); the track fills in when they are not.
 * Pure (needs a DOMParser).
 */
import {
  instantOf,
  offsetOfIsoTime,
  trackTotals,
  type ParsedActivity,
  type TrackPoint,
} from './parsed-activity';
import { childNumber, childText, children, elements, parseXml } from './xml-text';

function lapPoints(lap: Element): TrackPoint[] {
  return children(lap, 'Track').flatMap((track) =>
    children(track, 'Trackpoint').map((point) => {
      const position = children(point, 'Position')[0];
      return {
        timeMs: instantOf(childText(point, 'Time')),
        lat: position ? childNumber(position, 'LatitudeDegrees') : null,
        lng: position ? childNumber(position, 'LongitudeDegrees') : null,
      };
    }),
  );
}

function sum(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null && v >= 0);
  return known.length > 0 ? known.reduce((a, b) => a + b, 0) : null;
}

export function parseTcx(text: string): ParsedActivity | null {
  const doc = parseXml(text);
  if (!doc || doc.documentElement.localName !== 'TrainingCenterDatabase') return null;
  const activity = elements(doc, 'Activity')[0];
  if (!activity) return null;
  const laps = children(activity, 'Lap');
  // Each lap's track is its own segment: the time between laps (a pause) is not walked.
  const totals = trackTotals(laps.map(lapPoints));
  const lapStarts = laps.map((lap) => lap.getAttribute('StartTime'));
  const lapStartMs = lapStarts.map(instantOf).filter((ms): ms is number => ms !== null);
  const startMs = [totals.startMs, ...lapStartMs].filter((ms): ms is number => ms !== null);
  const start = startMs.length > 0 ? Math.min(...startMs) : null;
  const lastLap = laps.at(-1);
  const lastLapEnd =
    lastLap && instantOf(lastLap.getAttribute('StartTime')) !== null
      ? instantOf(lastLap.getAttribute('StartTime'))! +
        (childNumber(lastLap, 'TotalTimeSeconds') ?? 0) * 1000
      : null;
  const ends = [totals.endMs, lastLapEnd].filter((ms): ms is number => ms !== null);
  const end = ends.length > 0 ? Math.max(...ends) : null;
  const lapMetres = sum(laps.map((lap) => childNumber(lap, 'DistanceMeters')));
  const lapSeconds = sum(laps.map((lap) => childNumber(lap, 'TotalTimeSeconds')));
  const firstTime =
    lapStarts.find((time) => time !== null) ??
    elements(activity, 'Time').map((time) => time.textContent)[0];
  return {
    format: 'tcx',
    startMs: start,
    utcOffsetMinutes: offsetOfIsoTime(firstTime),
    distanceM: lapMetres !== null && lapMetres > 0 ? lapMetres : totals.distanceM,
    elapsedSeconds: start !== null && end !== null ? Math.round((end - start) / 1000) : 0,
    movingSeconds:
      lapSeconds !== null && lapSeconds > 0 ? Math.round(lapSeconds) : totals.movingSeconds,
    sport: activity.getAttribute('Sport'),
  };
}
