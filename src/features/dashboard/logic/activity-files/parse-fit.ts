/**
 * A FIT activity file, read with Garmin's own FIT SDK (@garmin/fitsdk: it checks the header and
 * the CRC and knows every message of the profile). Sessions carry the watch's totals (distance,
 * timer and elapsed time, sport) and win; laps next; the records' track fills in when a file has
 * neither. The activity message's local timestamp gives the watch's offset from UTC.
 * Pure.
 */
import { Decoder, Stream, Utils } from '@garmin/fitsdk';
import { trackTotals, type ParsedActivity, type TrackPoint } from './parsed-activity';

type Message = Readonly<Record<string, unknown>>;

const SEMICIRCLE_DEGREES = 180 / 2 ** 31;

function ms(value: unknown): number | null {
  return value instanceof Date && Number.isFinite(value.getTime()) ? value.getTime() : null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function sum(messages: readonly Message[], field: string): number | null {
  const values = messages.map((m) => num(m[field])).filter((v): v is number => v !== null);
  return values.length > 0 ? values.reduce((a, b) => a + b, 0) : null;
}

function minOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length > 0 ? Math.min(...known) : null;
}

/** The watch's offset: its local timestamp (seconds since the FIT epoch, local) minus the instant. */
function offsetMinutes(activity: Message | undefined): number | null {
  const local = num(activity?.localTimestamp);
  const at = ms(activity?.timestamp);
  if (local === null || at === null) return null;
  const minutes = Math.round((local * 1000 + Utils.FIT_EPOCH_MS - at) / 60_000);
  // Whole quarter hours within the world's offsets, else not a clock the watch was set to.
  return Math.abs(minutes) <= 14 * 60 && minutes % 15 === 0 ? minutes : null;
}

export function parseFit(bytes: Uint8Array): ParsedActivity | null {
  const stream = Stream.fromByteArray(Array.from(bytes));
  if (!Decoder.isFIT(stream)) return null;
  const decoder = new Decoder(stream);
  if (!decoder.checkIntegrity()) return null;
  const { messages, errors } = decoder.read();
  if (errors.length > 0) return null;
  const all = messages as unknown as Readonly<Record<string, readonly Message[] | undefined>>;
  const sessions = all.sessionMesgs ?? [];
  const laps = all.lapMesgs ?? [];
  const records = all.recordMesgs ?? [];
  const points: TrackPoint[] = records.map((record) => {
    const lat = num(record.positionLat);
    const lng = num(record.positionLong);
    return {
      timeMs: ms(record.timestamp),
      lat: lat === null ? null : lat * SEMICIRCLE_DEGREES,
      lng: lng === null ? null : lng * SEMICIRCLE_DEGREES,
    };
  });
  const track = trackTotals([points]);
  const summary = sessions.length > 0 ? sessions : laps;
  const startMs = minOf([...summary.map((m) => ms(m.startTime)), track.startMs]);
  const recordedMetres = minOf(records.map((r) => -(num(r.distance) ?? 0)));
  const metres =
    sum(summary, 'totalDistance') ??
    (recordedMetres !== null && recordedMetres < 0 ? -recordedMetres : track.distanceM);
  const elapsed =
    sum(summary, 'totalElapsedTime') ??
    (track.startMs !== null && track.endMs !== null ? (track.endMs - track.startMs) / 1000 : 0);
  const timer = sum(summary, 'totalTimerTime') ?? track.movingSeconds;
  const sport = summary.map((m) => m.sport).find((s) => typeof s === 'string');
  return {
    format: 'fit',
    startMs,
    utcOffsetMinutes: offsetMinutes((all.activityMesgs ?? [])[0]),
    distanceM: metres,
    elapsedSeconds: Math.round(elapsed),
    movingSeconds: Math.round(timer),
    sport: typeof sport === 'string' ? sport : null,
  };
}
