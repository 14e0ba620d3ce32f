/**
 * A GPX 1.1 (or 1.0) file: every track's segments of points with their times. GPX carries no
 * totals of its own, so distance and moving time come from the track (parsed-activity.ts).
 * Elevation is not needed and may be missing. Pure (needs a DOMParser).
 */
import {
  instantOf,
  offsetOfIsoTime,
  trackTotals,
  type ParsedActivity,
  type TrackPoint,
} from './parsed-activity';
import { attributeNumber, childText, children, elements, parseXml } from './xml-text';

export function parseGpx(text: string): ParsedActivity | null {
  const doc = parseXml(text);
  if (!doc || doc.documentElement.localName !== 'gpx') return null;
  const tracks = elements(doc, 'trk');
  const segments: TrackPoint[][] = tracks.flatMap((track) =>
    children(track, 'trkseg').map((segment) =>
      children(segment, 'trkpt').map((point) => ({
        timeMs: instantOf(childText(point, 'time')),
        lat: attributeNumber(point, 'lat'),
        lng: attributeNumber(point, 'lon'),
      })),
    ),
  );
  const firstTime = elements(doc, 'trkpt')
    .map((point) => childText(point, 'time'))
    .find((time) => time !== null);
  const totals = trackTotals(segments);
  const sport = tracks.map((track) => childText(track, 'type')).find((type) => type !== null);
  return {
    format: 'gpx',
    startMs: totals.startMs,
    utcOffsetMinutes: offsetOfIsoTime(firstTime),
    distanceM: totals.distanceM,
    elapsedSeconds:
      totals.startMs !== null && totals.endMs !== null
        ? Math.round((totals.endMs - totals.startMs) / 1000)
        : 0,
    movingSeconds: totals.movingSeconds,
    sport: sport ?? null,
  };
}
