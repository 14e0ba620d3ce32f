import { describe, expect, it } from 'vitest';
import { parseTcx } from './parse-tcx';

const latFor = (metres: number) => ((metres / 6371000) * 180) / Math.PI;

function points(
  startIso: string,
  count: number,
  stepM: number,
  stepS: number,
  from = 0,
  position = true,
) {
  const start = Date.parse(startIso);
  return Array.from({ length: count }, (_, i) => {
    const time = new Date(start + i * stepS * 1000).toISOString();
    const where = position
      ? `<Position><LatitudeDegrees>${45 + latFor((from + i) * stepM)}</LatitudeDegrees><LongitudeDegrees>-75.7</LongitudeDegrees></Position>`
      : '';
    return `<Trackpoint><Time>${time}</Time>${where}<DistanceMeters>${(from + i) * stepM}</DistanceMeters></Trackpoint>`;
  }).join('');
}

const tcx = (sport: string, laps: string) => `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
 <Activities><Activity Sport="${sport}"><Id>2026-06-01T11:00:00.000Z</Id>${laps}</Activity></Activities>
</TrainingCenterDatabase>`;

const lap = (startIso: string, seconds: number | null, metres: number | null, track: string) =>
  `<Lap StartTime="${startIso}">${seconds === null ? '' : `<TotalTimeSeconds>${seconds}</TotalTimeSeconds>`}${
    metres === null ? '' : `<DistanceMeters>${metres}</DistanceMeters>`
  }<Intensity>Active</Intensity><TriggerMethod>Distance</TriggerMethod><Track>${track}</Track></Lap>`;

describe('parseTcx', () => {
  it("adds the laps' own totals (timer time, distance), with the pause between laps elapsed only", () => {
    const parsed = parseTcx(
      tcx(
        'Running',
        lap('2026-06-01T11:00:00Z', 300, 1000, points('2026-06-01T11:00:00Z', 101, 10, 3)) +
          lap(
            '2026-06-01T11:07:00Z',
            310,
            1005.5,
            points('2026-06-01T11:07:00Z', 101, 10, 3.1, 100),
          ),
      ),
    )!;
    expect(parsed.distanceM).toBeCloseTo(2005.5, 6);
    expect(parsed.movingSeconds).toBe(610);
    expect(parsed.elapsedSeconds).toBe(730);
    expect(parsed.sport).toBe('Running');
    expect(parsed.startMs).toBe(Date.parse('2026-06-01T11:00:00Z'));
  });

  it('measures the track when the laps carry no totals', () => {
    const parsed = parseTcx(
      tcx(
        'Biking',
        lap('2026-06-01T11:00:00Z', null, null, points('2026-06-01T11:00:00Z', 101, 50, 10)),
      ),
    )!;
    expect(parsed.distanceM).toBeCloseTo(5000, 3);
    expect(parsed.movingSeconds).toBe(1000);
  });

  it('reads a treadmill run (no positions) from its laps, and an offset in its start time', () => {
    const parsed = parseTcx(
      tcx(
        'Running',
        lap(
          '2026-06-01T07:00:00-04:00',
          1800,
          5000,
          points('2026-06-01T11:00:00Z', 31, 0, 60, 0, false),
        ),
      ),
    )!;
    expect(parsed.distanceM).toBe(5000);
    expect(parsed.movingSeconds).toBe(1800);
    expect(parsed.utcOffsetMinutes).toBe(-240);
    expect(parsed.startMs).toBe(Date.parse('2026-06-01T11:00:00Z'));
  });

  it('finds no time in laps without start times or points', () => {
    const parsed = parseTcx(tcx('Running', '<Lap><DistanceMeters>5000</DistanceMeters></Lap>'))!;
    expect(parsed.startMs).toBeNull();
  });

  it('is not a TCX when it is a GPX or has no activity', () => {
    expect(parseTcx('<gpx xmlns="http://www.topografix.com/GPX/1/1"/>')).toBeNull();
    expect(parseTcx('<TrainingCenterDatabase><Activities/></TrainingCenterDatabase>')).toBeNull();
  });
});
