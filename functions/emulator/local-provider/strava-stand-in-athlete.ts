/**
 * The Strava stand-in's athlete side: a developer (or a test) plays the athlete, adding,
 * changing and deleting activities and revoking access, and each change is pushed to our
 * `strava-webhook` as Strava would ({object_type, object_id, aspect_type, updates, owner_id,
 * subscription_id, event_time}), only while the athlete's grant stands. Every delivery is
 * kept (local_provider/strava/deliveries), so it can be sent again (a replay), and is recorded
 * before it is sent (with the activity it announces, in one batch): a delivery our webhook did
 * not answer 200 is sent again by POST /deliveries/redeliver, up to three attempts in all, as
 * Strava retries an unanswered event.
 * Form posts answer 303 back to the athlete page, with X-Activity-Id / X-Delivery-Id headers.
 * Also Strava's API as the athlete's token sees it: GET /api/v3/activities/{id} (404 once
 * deleted) and GET /api/v3/athlete (401 once the athlete revoked access: every token ends).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { hasActivityReadScope } from '../../../src/contract/tracker-activity';
import { providerConfig } from '../../src/trackers/provider-config';
import { isoOffsetSeconds, offsetSecondsAt, parseStart, STAND_IN_ZONES } from './stand-in-time';
import { bearer, stravaError } from './strava-stand-in-oauth';
import {
  renderAthleteList,
  renderAthletePage,
  renderMessage,
  SPORT_TYPES,
} from './strava-stand-in-pages';
import {
  col,
  newNumericId,
  revokeAthlete,
  validToken,
  type StandInActivity,
  type StandInAthlete,
} from './strava-stand-in-store';
import { emulatorFunctionUrl } from '../../src/shared/emulator-url';
import { backToPage, newestDelivery, requestField as field } from './stand-in-request';

function webhookUrl(env: NodeJS.ProcessEnv = process.env): string {
  return emulatorFunctionUrl('strava-webhook', env);
}

/** Strava's legacy `type` for a sport_type (a trail run is a Run there). */
export function legacyType(sportType: string): string {
  return (
    (
      {
        TrailRun: 'Run',
        MountainBikeRide: 'Ride',
        GravelRide: 'Ride',
        EBikeRide: 'Ride',
      } as Record<string, string>
    )[sportType] ?? sportType
  );
}

const two = (n: number) => String(n).padStart(2, '0');

/** Strava's way of writing the athlete's wall clock: local time with a 'Z' that does not mean UTC. */
function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The activity as GET /api/v3/activities/{id} answers (the fields a DetailedActivity has that we read). */
export function activityJson(a: StandInActivity) {
  const offset = a.utcOffsetSeconds ?? offsetSecondsAt(a.startMs);
  return {
    id: Number(a.id),
    resource_state: 3,
    athlete: { id: Number(a.athleteId), resource_state: 1 },
    name: a.name,
    distance: a.distanceMetres,
    moving_time: a.movingSeconds,
    elapsed_time: a.movingSeconds,
    type: legacyType(a.sportType),
    sport_type: a.sportType,
    start_date: isoSeconds(a.startMs),
    start_date_local: isoSeconds(a.startMs + offset * 1000),
    utc_offset: offset,
    timezone: `(GMT${offset < 0 ? '-' : '+'}${two(Math.floor(Math.abs(offset) / 3600))}:${two((Math.abs(offset) % 3600) / 60)})`,
    manual: true,
    private: false,
  };
}

/**
 * Strava's webhook retries: an event not answered 200 is sent again, "up to a total of three
 * attempts" (Strava's webhook documentation). Strava waits 2 s for the answer; the stand-in
 * waits longer, because a cold worker of the loaded Functions emulator takes seconds to start
 * (a second try of an answered event would only be a replay, which the inbox keeps once).
 */
export const DELIVERY_ATTEMPTS = 3;
const ANSWER_WAIT_MS = 20_000;

/** Sends one event to our webhook and keeps the delivery; resolves to its id (null: not sent). */
async function deliver(
  db: Firestore,
  athlete: StandInAthlete,
  event: Record<string, unknown>,
  description: string,
  activity?: StandInActivity,
) {
  if (!athlete.authorized && event.object_type !== 'athlete') {
    if (activity) await col(db, 'activities').doc(activity.id).create(activity);
    return null;
  }
  const payload = {
    ...event,
    owner_id: Number(athlete.id),
    subscription_id: Number(providerConfig().strava.subscriptionId),
    event_time: Math.floor(Date.now() / 1000),
  };
  return send(db, payload, description, activity);
}

/** What a delivery records: `acknowledged` once our webhook answered 2xx. */
interface DeliveryRecord {
  readonly payload: Record<string, unknown>;
  readonly description: string;
  /** The webhook's last answer; 0 while none came (in flight, or the request failed). */
  readonly status: number;
  readonly acknowledged: boolean;
  readonly attempts: number;
  readonly athleteId: string;
  readonly atMs: number;
  readonly lastAttemptMs: number;
}

/** One attempt at a recorded delivery: POSTs it and records the answer (0: none). */
async function attempt(db: Firestore, id: string, payload: Record<string, unknown>) {
  let status = 0;
  try {
    const response = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(ANSWER_WAIT_MS),
    });
    status = response.status;
  } catch {
    // No answer (refused, reset, or not within the wait): unacknowledged, sent again later.
  }
  await col(db, 'deliveries')
    .doc(id)
    .update({ status, acknowledged: status >= 200 && status < 300 });
  return status;
}

/**
 * Records the delivery (and the activity it announces, in the same batch: an activity never
 * exists without its delivery), then makes the first attempt.
 */
async function send(
  db: Firestore,
  payload: Record<string, unknown>,
  description: string,
  activity?: StandInActivity,
) {
  const ref = col(db, 'deliveries').doc();
  const now = Date.now();
  const batch = db.batch();
  if (activity) batch.create(col(db, 'activities').doc(activity.id), activity);
  batch.create(ref, {
    payload,
    description,
    status: 0,
    acknowledged: false,
    attempts: 1,
    athleteId: String(payload.owner_id),
    atMs: now,
    lastAttemptMs: now,
  } satisfies DeliveryRecord);
  await batch.commit();
  await attempt(db, ref.id, payload);
  return ref.id;
}

/**
 * POST /deliveries/redeliver[?olderThanMs=]: Strava's retries, run when asked (the emulator has
 * no timers). Every unacknowledged delivery whose last attempt is at least `olderThanMs` old
 * (default 90 s: longer than the emulator lets a function run, so that attempt is over) and
 * that has attempts left is sent again, at most `limit` per call, a few at a time. Answers
 * what it resent, what is still waiting, and what Strava would have given up on.
 */
export async function redeliver(db: Firestore, req: Request, res: Response) {
  const olderThan = Number(req.query.olderThanMs ?? 90_000);
  const olderThanMs = Number.isFinite(olderThan) && olderThan >= 0 ? olderThan : 90_000;
  const limit = 8;
  const now = Date.now();
  const open = (await col(db, 'deliveries').where('acknowledged', '==', false).get()).docs.map(
    (d) => ({ id: d.id, ...(d.data() as DeliveryRecord) }),
  );
  const gaveUp = open.filter((d) => d.attempts >= DELIVERY_ATTEMPTS);
  const due = open
    .filter((d) => d.attempts < DELIVERY_ATTEMPTS && d.lastAttemptMs <= now - olderThanMs)
    .sort((a, b) => a.lastAttemptMs - b.lastAttemptMs)
    .slice(0, limit);
  const answers: number[] = [];
  for (let i = 0; i < due.length; i += 4)
    answers.push(
      ...(await Promise.all(
        due.slice(i, i + 4).map(async (d) => {
          await col(db, 'deliveries')
            .doc(d.id)
            .update({ attempts: d.attempts + 1, lastAttemptMs: Date.now() });
          return attempt(db, d.id, d.payload);
        }),
      )),
    );
  res.status(200).json({
    resent: due.length,
    acknowledged: answers.filter((s) => s >= 200 && s < 300).length,
    waiting: open.length - gaveUp.length - answers.filter((s) => s >= 200 && s < 300).length,
    gaveUp: gaveUp.map((d) => d.description),
  });
}

async function loadAthlete(db: Firestore, athleteId: string): Promise<StandInAthlete | null> {
  if (!/^[1-9][0-9]{0,11}$/.test(athleteId)) return null;
  return (
    ((await col(db, 'athletes').doc(athleteId).get()).data() as StandInAthlete | undefined) ?? null
  );
}

function back(
  res: Response,
  base: string,
  athleteId: string,
  ids: { activity?: string; delivery?: string | null },
) {
  backToPage(res, `${base}/athletes/${athleteId}`, {
    'X-Activity-Id': ids.activity,
    'X-Delivery-Id': ids.delivery,
  });
}

function activityFields(
  body: unknown,
  fallback?: StandInActivity,
): Omit<StandInActivity, 'id' | 'athleteId' | 'name'> | null {
  const sportType = field(body, 'sport_type') || fallback?.sportType || '';
  const km =
    field(body, 'distance_km') === ''
      ? fallback
        ? fallback.distanceMetres / 1000
        : Number.NaN
      : Number(field(body, 'distance_km'));
  const zone = STAND_IN_ZONES.includes(field(body, 'time_zone'))
    ? field(body, 'time_zone')
    : undefined;
  const startMs =
    field(body, 'start') === ''
      ? (fallback?.startMs ?? null)
      : parseStart(field(body, 'start'), zone);
  const minutes =
    field(body, 'moving_minutes') === ''
      ? fallback
        ? fallback.movingSeconds / 60
        : 30
      : Number(field(body, 'moving_minutes'));
  if (
    !SPORT_TYPES.includes(sportType) ||
    !(km >= 0 && km < 1000) ||
    startMs === null ||
    !(minutes > 0 && minutes < 10_000)
  )
    return null;
  return {
    sportType,
    distanceMetres: Math.round(km * 1000 * 10) / 10,
    startMs,
    // An ISO start names its offset ('Z' counts as Toronto's: a UTC instant says nothing of the athlete).
    utcOffsetSeconds:
      field(body, 'start') === ''
        ? (fallback?.utcOffsetSeconds ?? offsetSecondsAt(startMs))
        : field(body, 'start').endsWith('Z')
          ? offsetSecondsAt(startMs)
          : (isoOffsetSeconds(field(body, 'start')) ?? offsetSecondsAt(startMs, zone)),
    movingSeconds: Math.round(minutes * 60),
  };
}

export async function athleteList(db: Firestore, res: Response, base: string) {
  const athletes = (await col(db, 'athletes').limit(100).get()).docs.map(
    (d) => d.data() as StandInAthlete,
  );
  res.status(200).type('html').send(renderAthleteList(base, athletes));
}

export async function athletePage(db: Firestore, res: Response, base: string, athleteId: string) {
  const athlete = await loadAthlete(db, athleteId);
  if (!athlete) {
    res.status(404).type('html').send(renderMessage('Not found', 'No such athlete.'));
    return;
  }
  const activities = (await col(db, 'activities').where('athleteId', '==', athleteId).get()).docs
    .map((d) => d.data() as StandInActivity)
    .sort((a, b) => b.startMs - a.startMs);
  const last = newestDelivery<{ description: string; status: number; atMs: number }>(
    (await col(db, 'deliveries').where('athleteId', '==', athleteId).get()).docs,
  );
  res
    .status(200)
    .type('html')
    .send(
      renderAthletePage({
        base,
        athlete,
        activities,
        lastDelivery: last ?? null,
        nowMs: Date.now(),
      }),
    );
}

/** POST /athletes/{id}/activities, /athletes/{id}/activities/{activityId}, /athletes/{id}/deauthorize. */
export async function athleteAction(
  db: Firestore,
  req: Request,
  res: Response,
  base: string,
  athleteId: string,
  rest: readonly string[],
) {
  const athlete = await loadAthlete(db, athleteId);
  const bad = (message: string) =>
    res.status(400).type('html').send(renderMessage('Bad request', message));
  if (!athlete) {
    res.status(404).type('html').send(renderMessage('Not found', 'No such athlete.'));
    return;
  }
  if (rest[0] === 'deauthorize' && rest.length === 1) {
    await revokeAthlete(db, athleteId);
    const delivery = await deliver(
      db,
      athlete,
      {
        object_type: 'athlete',
        object_id: Number(athleteId),
        aspect_type: 'update',
        updates: { authorized: 'false' },
      },
      'deauthorization',
    );
    back(res, base, athleteId, { delivery });
    return;
  }
  if (rest[0] !== 'activities' || rest.length > 2) {
    bad('Unknown action.');
    return;
  }
  if (rest.length === 1) {
    const fields = activityFields(req.body);
    if (!fields) return void bad('A type, a distance, a start and a moving time are required.');
    const activity: StandInActivity = {
      id: newNumericId(),
      athleteId,
      name: `Local ${fields.sportType}`,
      ...fields,
    };
    const delivery = await deliver(
      db,
      athlete,
      {
        object_type: 'activity',
        object_id: Number(activity.id),
        aspect_type: 'create',
        updates: {},
      },
      `create ${activity.id}`,
      activity,
    );
    back(res, base, athleteId, { activity: activity.id, delivery });
    return;
  }
  const ref = col(db, 'activities').doc(String(rest[1]));
  const existing = (await ref.get()).data() as StandInActivity | undefined;
  if (!existing || existing.athleteId !== athleteId) return void bad('No such activity.');
  if (field(req.body, 'action') === 'delete') {
    await ref.delete();
    const delivery = await deliver(
      db,
      athlete,
      {
        object_type: 'activity',
        object_id: Number(existing.id),
        aspect_type: 'delete',
        updates: {},
      },
      `delete ${existing.id}`,
    );
    back(res, base, athleteId, { activity: existing.id, delivery });
    return;
  }
  const fields = activityFields(req.body, existing);
  if (!fields) return void bad('A type, a distance, a start and a moving time are required.');
  await ref.set({ ...existing, ...fields });
  // Strava's update events name what changed among title, type and privacy; a distance edit says nothing more.
  const updates = fields.sportType !== existing.sportType ? { type: fields.sportType } : {};
  const delivery = await deliver(
    db,
    athlete,
    { object_type: 'activity', object_id: Number(existing.id), aspect_type: 'update', updates },
    `update ${existing.id}`,
  );
  back(res, base, athleteId, { activity: existing.id, delivery });
}

/** POST /deliveries/{id}/resend: the same event again, byte for byte (a provider's replay). */
export async function resend(db: Firestore, res: Response, base: string, deliveryId: string) {
  const data = /^[A-Za-z0-9]{1,40}$/.test(deliveryId)
    ? (await col(db, 'deliveries').doc(deliveryId).get()).data()
    : undefined;
  if (!data) {
    res.status(404).type('html').send(renderMessage('Not found', 'No such delivery.'));
    return;
  }
  const delivery = await send(
    db,
    data.payload as Record<string, unknown>,
    `${String(data.description)} (again)`,
  );
  back(res, base, String(data.athleteId), { delivery });
}

/** GET /api/v3/activities/{id} with the athlete's bearer token and activity:read. */
export async function activityApi(db: Firestore, req: Request, res: Response, activityId: string) {
  const stored = await validToken(db, bearer(req), 'access');
  if (!stored) return stravaError(res, 401, 'Authorization Error', 'Athlete', 'access_token');
  if (!hasActivityReadScope(stored.scope))
    return stravaError(
      res,
      401,
      'Authorization Error',
      'AccessToken',
      'activity:read_permission',
      'missing',
    );
  const activity = /^[0-9]{1,20}$/.test(activityId)
    ? ((await col(db, 'activities').doc(activityId).get()).data() as StandInActivity | undefined)
    : undefined;
  if (!activity || activity.athleteId !== stored.athleteId)
    return stravaError(res, 404, 'Record Not Found', 'Activity', 'id');
  res.status(200).json(activityJson(activity));
}

/** GET /api/v3/athlete with a bearer token: the athlete (SummaryAthlete's fields we read), 401 once the grant is gone. */
export async function athleteApi(db: Firestore, req: Request, res: Response) {
  const stored = await validToken(db, bearer(req), 'access');
  const athlete = stored ? await loadAthlete(db, stored.athleteId) : null;
  if (!athlete) return stravaError(res, 401, 'Authorization Error', 'Athlete', 'access_token');
  res.status(200).json({
    id: Number(athlete.id),
    resource_state: 2,
    firstname: athlete.firstname,
    lastname: athlete.lastname,
  });
}
