import { describe, expect, it } from 'vitest';
import { parseGpx } from './parse-gpx';

/** Degrees of latitude for `metres` along a meridian (great circle: R = 6371000 m). */
const latFor = (metres: number) => ((metres / 6371000) * 180) / Math.PI;

function trkpts(
  startIso: string,
  from: number,
  count: number,
  stepM: number,
  stepS: number,
  ele = true,
) {
  const start = Date.parse(startIso);
  return Array.from({ length: count }, (_, i) => {
    const lat = (45 + latFor((from + i) * stepM)).toFixed(8);
    const time = new Date(start + i * stepS * 1000).toISOString().replace('.000Z', 'Z');
    return `<trkpt lat="${lat}" lon="-75.70000000">${ele ? `<ele>${70 + (i % 5)}</ele>` : ''}<time>${time}</time></trkpt>`;
  }).join('\n');
}

const header = `<?xml version="1.0" encoding="UTF-8"?>
<gpx creator="StravaGPX" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
 <metadata><time>2026-06-01T11:00:00Z</time></metadata>`;

describe('parseGpx', () => {
  it('measures a 5.00 km run along its track, with moving and elapsed time', () => {
    const gpx = `${header}<trk><name>Morning Run</name><type>running</type><trkseg>
      ${trkpts('2026-06-01T11:00:00Z', 0, 501, 10, 3)}</trkseg></trk></gpx>`;
    const parsed = parseGpx(gpx)!;
    expect(parsed.format).toBe('gpx');
    expect(parsed.startMs).toBe(Date.parse('2026-06-01T11:00:00Z'));
    expect(parsed.distanceM).toBeCloseTo(5000, 1);
    expect(parsed.elapsedSeconds).toBe(1500);
    expect(parsed.movingSeconds).toBe(1500);
    expect(parsed.sport).toBe('running');
    expect(parsed.utcOffsetMinutes).toBeNull();
  });

  it('does not walk the gap between two segments (a pause), nor count standing still as moving', () => {
    const paused = `${header}<trk><type>9</type>
      <trkseg>${trkpts('2026-06-01T11:00:00Z', 0, 101, 10, 3)}</trkseg>
      <trkseg>${trkpts('2026-06-01T11:20:00Z', 150, 101, 10, 3)}</trkseg></trk></gpx>`;
    const parsed = parseGpx(paused)!;
    expect(parsed.distanceM).toBeCloseTo(2000, 1);
    expect(parsed.movingSeconds).toBe(600);
    expect(parsed.elapsedSeconds).toBe(1500);
  });

  it('counts a stop inside a segment as elapsed, not moving', () => {
    const stop = `${header}<trk><trkseg>
      ${trkpts('2026-06-01T11:00:00Z', 0, 11, 10, 3)}
      ${trkpts('2026-06-01T11:10:00Z', 10, 1, 10, 3)}
      </trkseg></trk></gpx>`;
    const parsed = parseGpx(stop)!;
    expect(parsed.distanceM).toBeCloseTo(100, 1);
    expect(parsed.movingSeconds).toBe(30);
    expect(parsed.elapsedSeconds).toBe(600);
  });

  it('adds several tracks, reads points without elevation and an offset in the times', () => {
    const two = `${header}
      <trk><trkseg>${trkpts('2026-06-01T11:00:00Z', 0, 51, 20, 5, false)}</trkseg></trk>
      <trk><trkseg>${trkpts('2026-06-01T12:00:00Z', 100, 51, 20, 5, false)}</trkseg></trk></gpx>`.replace(
      '<time>2026-06-01T11:00:00Z</time></trkpt>',
      '<time>2026-06-01T07:00:00-04:00</time></trkpt>',
    );
    const parsed = parseGpx(two)!;
    expect(parsed.distanceM).toBeCloseTo(2000, 1);
    expect(parsed.utcOffsetMinutes).toBe(-240);
    expect(parsed.startMs).toBe(Date.parse('2026-06-01T11:00:00Z'));
    expect(parsed.elapsedSeconds).toBe(3850);
  });

  it('finds no time in a route without times', () => {
    const noTime = `${header}<trk><trkseg><trkpt lat="45" lon="-75"/><trkpt lat="45.01" lon="-75"/></trkseg></trk></gpx>`;
    const parsed = parseGpx(noTime)!;
    expect(parsed.startMs).toBeNull();
    expect(parsed.distanceM).toBeGreaterThan(1000);
  });

  it('is not a GPX when the XML is broken or another document', () => {
    expect(parseGpx('<gpx><trk>')).toBeNull();
    expect(parseGpx('<kml xmlns="http://www.opengis.net/kml/2.2"></kml>')).toBeNull();
  });
});
