/**
 * Helpers for the Strava tests on the emulator suite: the local Strava stand-in
 * (functions/emulator/local-provider/) played as the athlete and as Strava's consent page,
 * our webhook, and participants registered on legs made for the test (fresh ids).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import {
  FUNCTIONS_ORIGIN,
  PROJECT_ID,
  callFunction,
  newParticipant,
  postForm,
  uniqueId,
  waitFor,
} from './emulators';

export const STAND_IN = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localProvider/strava`;
export const WEBHOOK = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/strava-webhook`;
/** The stand-in's demo settings (functions/src/trackers/provider-config.ts). */
export const SUBSCRIPTION_ID = 1001;
export const VERIFY_TOKEN = 'local-strava-verify';
const REDIRECT = 'http://localhost:5173/sconfirm';

export function newAthleteId(): string {
  return String(100_000_000 + Math.floor(Math.random() * 800_000_000));
}

/** Presses Authorize (or Cancel) on the stand-in's consent page; the redirect back to the app. */
export async function authorize(
  athleteId: string,
  options: { activityRead?: boolean; cancel?: boolean } = {},
): Promise<URL> {
  const fields: Record<string, string> = {
    redirect_uri: REDIRECT,
    state: '',
    athlete: athleteId,
    action: options.cancel ? 'cancel' : 'authorize',
  };
  if (options.activityRead ?? true) fields.activity_read = 'on';
  const response = await postForm(`${STAND_IN}/oauth/authorize`, fields);
  if (response.status !== 303)
    throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get('location') ?? '');
}

export interface Connected {
  readonly uid: string;
  readonly idToken: string;
  readonly athleteId: string;
}

/** A participant who connected Strava through the stand-in and the exchange callable. */
export async function connectedParticipant(
  db: Firestore,
  athleteId = newAthleteId(),
): Promise<Connected> {
  const { uid, idToken } = await newParticipant(db);
  const back = await authorize(athleteId);
  const answer = await callFunction(
    'strava-exchangeAuthorizationCode',
    {
      code: back.searchParams.get('code'),
      scope: back.searchParams.get('scope'),
    },
    idToken,
  );
  if (answer.result?.status !== 'connected')
    throw new Error(`exchange answered ${JSON.stringify(answer)}`);
  return { uid, idToken, athleteId };
}

export interface LegOptions {
  readonly postingOn?: boolean;
  /**
   * The race's sport as the leg document stores it (contract/race-sport.ts). Absent: the leg
   * has no `sport` and its names ('Strava Test Run') make it a run and walk race. The ride's
   * names are neutral, so only the stored field can make it the ride challenge.
   */
  readonly sport?: 'foot' | 'ride';
  /** The race window, days (default: 2025-01-01 to 2099-12-31). */
  readonly firstDay?: string;
  readonly lastDay?: string;
}

/** A leg of its own, the participant registered on it with an empty row. */
export async function registerOnNewLeg(
  db: Firestore,
  uid: string,
  options: LegOptions = {},
): Promise<string> {
  const legId = `price_it${uniqueId('')}_strava`;
  const start = Timestamp.fromDate(new Date(`${options.firstDay ?? '2025-01-01'}T00:00:00Z`));
  const end = Timestamp.fromDate(new Date(`${options.lastDay ?? '2099-12-31'}T23:59:59Z`));
  await db.doc(`races/${legId}`).set({
    name: options.sport === 'ride' ? 'Tracker Test Challenge' : 'Strava Test Run',
    legName: '500 km Leg',
    ...(options.sport ? { sport: options.sport } : {}),
    distance: 500,
    raceDateStart: start,
    raceDateEnd: end,
  });
  await db.doc(`users/${uid}`).update({
    [`subscribedRaces.${legId}`]: {
      legId,
      stravaLink: options.postingOn ?? true,
      bibNumber: 1,
      teamName: 'noTeam',
      raceInfo: { raceDateStart: start, raceDateEnd: end },
    },
  });
  await db.doc(`races/${legId}/subscribedUsers/${uid}`).set({
    firstName: 'Test',
    lastName: 'Runner',
    bibNumber: 1,
    teamName: 'noTeam',
    totalDistance: 0,
    times: {},
  });
  return legId;
}

export interface StandInActivity {
  readonly sportType?: string;
  readonly km?: number;
  /** ISO instant (default: a minute from now, so after any connection made before). */
  readonly start?: string;
  readonly minutes?: number;
}

export interface Sent {
  readonly activityId: string;
  readonly deliveryId: string | null;
  readonly status: number;
}

async function sent(response: Response): Promise<Sent> {
  return {
    activityId: response.headers.get('x-activity-id') ?? '',
    deliveryId: response.headers.get('x-delivery-id'),
    status: response.status,
  };
}

/** The athlete adds an activity at the stand-in, which sends the create event to our webhook. */
export async function addActivity(athleteId: string, a: StandInActivity = {}): Promise<Sent> {
  return sent(
    await postForm(`${STAND_IN}/athletes/${athleteId}/activities`, {
      sport_type: a.sportType ?? 'Run',
      distance_km: String(a.km ?? 5),
      start: a.start ?? new Date(Date.now() + 60_000).toISOString(),
      moving_minutes: String(a.minutes ?? 30),
    }),
  );
}

export async function updateActivity(
  athleteId: string,
  activityId: string,
  change: { sportType?: string; km?: number },
): Promise<Sent> {
  const fields: Record<string, string> = { action: 'update' };
  if (change.sportType) fields.sport_type = change.sportType;
  if (change.km !== undefined) fields.distance_km = String(change.km);
  return sent(await postForm(`${STAND_IN}/athletes/${athleteId}/activities/${activityId}`, fields));
}

export async function deleteActivity(athleteId: string, activityId: string): Promise<Sent> {
  return sent(
    await postForm(`${STAND_IN}/athletes/${athleteId}/activities/${activityId}`, {
      action: 'delete',
    }),
  );
}

/** An event POSTed to our webhook by anyone (Strava does not sign them): our subscription id, the time now. */
export function postEvent(event: Record<string, unknown>): Promise<Response> {
  const body = {
    updates: {},
    subscription_id: SUBSCRIPTION_ID,
    event_time: Math.floor(Date.now() / 1000),
    ...event,
  };
  return fetch(WEBHOOK, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** GET on the stand-in's API (/api-v3/…, Strava's www.api-v3.strava.com) with a bearer token; the status and body. */
export async function stravaApi(
  path: string,
  accessToken: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${STAND_IN}/api-v3/${path}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function athleteDeauthorizes(athleteId: string): Promise<Sent> {
  return sent(await postForm(`${STAND_IN}/athletes/${athleteId}/deauthorize`, {}));
}

/** The stand-in sends a delivered event again, unchanged (a provider's repeated delivery). */
export async function resend(deliveryId: string): Promise<Sent> {
  return sent(await postForm(`${STAND_IN}/deliveries/${deliveryId}/resend`, {}));
}

/** Runs the inbox sweep now, or as if at `nowMs` (the emulator never fires the schedule). */
export async function sweep(nowMs?: number): Promise<number> {
  const response = await fetch(
    `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localProvider/sweep${nowMs ? `?now=${nowMs}` : ''}`,
    { method: 'POST' },
  );
  return ((await response.json()) as { processed: number }).processed;
}

export type InboxDoc = Record<string, unknown> & { id: string; status: string; attempts: number };

/** The inbox documents of one provider object (an activity id, or the athlete id for a deauthorization). */
export async function inboxDocs(
  db: Firestore,
  objectId: string,
  aspect?: string,
): Promise<InboxDoc[]> {
  let query = db
    .collection('tracker_inbox')
    .where('provider', '==', 'strava')
    .where('objectId', '==', objectId);
  if (aspect) query = query.where('aspect', '==', aspect);
  return (await query.get()).docs.map((d) => ({ id: d.id, ...d.data() }) as InboxDoc);
}

const FINAL = ['done', 'ignored', 'refused', 'failed'];

/** Waits until the event about `objectId` (and `aspect`) reached `status` (any final one by default). */
export async function processed(
  db: Firestore,
  objectId: string,
  aspect: string,
  statuses: readonly string[] = FINAL,
): Promise<InboxDoc> {
  return waitFor(`the ${aspect} event of ${objectId} to be ${statuses.join(' or ')}`, async () => {
    const docs = await inboxDocs(db, objectId, aspect);
    const doc = docs.sort(
      (a, b) =>
        Number(b.receivedAt && (b.receivedAt as Timestamp).toMillis()) -
        Number(a.receivedAt && (a.receivedAt as Timestamp).toMillis()),
    )[0];
    return doc && statuses.includes(doc.status) ? doc : undefined;
  });
}

export async function row(
  db: Firestore,
  legId: string,
  uid: string,
): Promise<{ times: Record<string, Record<string, unknown>>; totalDistance: number }> {
  const data = (await db.doc(`races/${legId}/subscribedUsers/${uid}`).get()).data() ?? {};
  return {
    times: (data.times ?? {}) as Record<string, Record<string, unknown>>,
    totalDistance: Number(data.totalDistance ?? 0),
  };
}

/** The stand-in's fault hook: the next `count` API calls answer `status`. */
export async function failNext(
  db: Firestore,
  status: number,
  count: number,
  retryAfterSeconds?: number,
): Promise<void> {
  await db.doc('local_provider/strava').set(
    {
      failNext: {
        status,
        count,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      },
    },
    { merge: true },
  );
}

export async function clearFaults(db: Firestore): Promise<void> {
  await db
    .doc('local_provider/strava')
    .set({ failNext: { status: 0, count: 0 }, tokenLifetimeSeconds: 0 }, { merge: true });
}
