import { Encoder, Profile, Utils, type Mesg } from '@garmin/fitsdk';
import { describe, expect, it } from 'vitest';
import { parseFit } from './parse-fit';

const SEMI = 2 ** 31 / 180;

/** One message by its profile name, its fields as the decoder names them. */
function put(encoder: Encoder, name: string, fields: Readonly<Record<string, unknown>>): void {
  encoder.onMesg(mesgNum(name), fields as Mesg);
}

function mesgNum(name: string): number {
  const num = Profile.MesgNum[name];
  if (num === undefined) throw new Error(`No FIT message ${name}`);
  return num;
}
const latFor = (metres: number) => ((metres / 6371000) * 180) / Math.PI;

interface FitRun {
  readonly start: string;
  readonly seconds: number;
  readonly metres: number;
  readonly session?: boolean;
  readonly laps?: number;
  readonly offsetHours?: number;
  readonly sport?: string;
  /** Sessions the run is cut into (a multisport file, or a watch that split it). */
  readonly sessions?: number;
  /** The records' own cumulative distance (some apps write only positions). */
  readonly recordDistance?: boolean;
}

/** An activity file as a watch writes it, with the FIT SDK's encoder: records, laps, a session. */
function fitRun({
  start,
  seconds,
  metres,
  session = true,
  laps = 1,
  offsetHours = -4,
  sport = 'running',
  sessions = 1,
  recordDistance = true,
}: FitRun) {
  const encoder = new Encoder();
  const t0 = Date.parse(start);
  const at = (s: number) => new Date(t0 + s * 1000);
  put(encoder, 'FILE_ID', {
    manufacturer: 'development',
    product: 1,
    timeCreated: at(0),
    type: 'activity',
  });
  const steps = 60;
  for (let i = 0; i <= steps; i += 1) {
    const d = (metres * i) / steps;
    put(encoder, 'RECORD', {
      timestamp: at((seconds * i) / steps),
      positionLat: Math.round((45 + latFor(d)) * SEMI),
      positionLong: Math.round(-75.7 * SEMI),
      // No altitude: elevation is not read, and its absence changes nothing.
      ...(recordDistance ? { distance: d } : {}),
    });
  }
  for (let l = 0; l < laps; l += 1) {
    put(encoder, 'LAP', {
      timestamp: at(((l + 1) * seconds) / laps),
      startTime: at((l * seconds) / laps),
      totalElapsedTime: seconds / laps,
      totalTimerTime: seconds / laps,
      totalDistance: metres / laps,
      sport,
    });
  }
  if (session) {
    for (let n = 0; n < sessions; n += 1) {
      put(encoder, 'SESSION', {
        timestamp: at(((n + 1) * seconds) / sessions),
        startTime: at((n * seconds) / sessions),
        // Each session paused a minute: elapsed, not moving.
        totalElapsedTime: seconds / sessions + 60,
        totalTimerTime: seconds / sessions,
        totalDistance: metres / sessions,
        sport,
      });
    }
  }
  put(encoder, 'ACTIVITY', {
    timestamp: at(seconds),
    localTimestamp: (t0 + seconds * 1000 - Utils.FIT_EPOCH_MS) / 1000 + offsetHours * 3600,
    numSessions: 1,
    type: 'manual',
  });
  return encoder.close();
}

describe('parseFit', () => {
  it("takes the session's totals and sport, and the watch's offset from its local timestamp", () => {
    const parsed = parseFit(
      fitRun({ start: '2026-06-01T11:00:00Z', seconds: 1500, metres: 5000 }),
    )!;
    expect(parsed).toEqual({
      format: 'fit',
      startMs: Date.parse('2026-06-01T11:00:00Z'),
      utcOffsetMinutes: -240,
      distanceM: 5000,
      elapsedSeconds: 1560,
      movingSeconds: 1500,
      sport: 'running',
    });
  });

  it('adds the laps when there is no session, and reads an offset east of UTC', () => {
    const parsed = parseFit(
      fitRun({
        start: '2026-06-01T22:30:00Z',
        seconds: 3000,
        metres: 10000,
        session: false,
        laps: 4,
        offsetHours: 5.5,
        sport: 'cycling',
      }),
    )!;
    expect(parsed.distanceM).toBeCloseTo(10000, 6);
    expect(parsed.movingSeconds).toBe(3000);
    expect(parsed.utcOffsetMinutes).toBe(330);
    expect(parsed.sport).toBe('cycling');
  });

  it('adds several sessions, each with its pause', () => {
    const parsed = parseFit(
      fitRun({ start: '2026-06-01T11:00:00Z', seconds: 3600, metres: 12000, sessions: 2 }),
    )!;
    expect(parsed.distanceM).toBe(12000);
    expect(parsed.movingSeconds).toBe(3600);
    expect(parsed.elapsedSeconds).toBe(3720);
    expect(parsed.startMs).toBe(Date.parse('2026-06-01T11:00:00Z'));
  });

  it("measures the records' track when a file has neither sessions nor laps nor a recorded distance", () => {
    const parsed = parseFit(
      fitRun({
        start: '2026-06-01T11:00:00Z',
        seconds: 1500,
        metres: 5000,
        session: false,
        laps: 0,
        recordDistance: false,
      }),
    )!;
    // The great-circle length of the positions (to the semicircle's rounding) and their times.
    expect(parsed.distanceM).toBeCloseTo(5000, 0);
    expect(parsed.elapsedSeconds).toBe(1500);
    expect(parsed.movingSeconds).toBe(1500);
    expect(parsed.sport).toBeNull();
  });

  it('refuses a file whose bytes were damaged (the CRC) or that is not FIT at all', () => {
    const bytes = fitRun({ start: '2026-06-01T11:00:00Z', seconds: 1500, metres: 5000 });
    const damaged = bytes.slice();
    damaged[40] = damaged[40]! ^ 0xff;
    expect(parseFit(damaged)).toBeNull();
    expect(parseFit(new TextEncoder().encode('<gpx/>'))).toBeNull();
  });
});
