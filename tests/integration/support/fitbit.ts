/**
 * Helpers for the Fitbit tests on the emulator suite: Fitbit is read through the Google Health
 * API (docs/trackers.md, "Fitbit (Google Health API)"). The connect goes through the connect core
 * (trackers-startAuthorization, the OAuth 2.0 stand-in's Google consent page, the exchange
 * callable with code and state); the Google Health stand-in (…/localProvider/fitbit) is played as
 * the Fitbit user adding, changing and deleting exercise.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  callFunction,
  FUNCTIONS_ORIGIN,
  PROJECT_ID,
  newParticipant,
  postForm,
  waitFor,
  type CallableResponse,
} from './emulators';
import { authorizeAtStandIn } from './google';

export const FITBIT = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localProvider/fitbit`;
export const FITBIT_WEBHOOK = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/fitbit-webhook`;
/** The stand-in's demo subscriber secret (functions/src/trackers/provider-config.ts). */
export const WEBHOOK_AUTHORIZATION = 'Bearer local-fitbit-webhook';
export const APP_ORIGIN = 'http://localhost:5173';

/** The calendar day of an instant where the stand-ins' users live (Toronto). */
export const standInDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date(ms));

/** Calls an onCall function the way the app's httpsCallable does from its page (Origin header). */
export function callFromApp(
  name: string,
  data: unknown,
  idToken?: string,
  origin = APP_ORIGIN,
): Promise<CallableResponse> {
  return callFunction(name, data, idToken, { Origin: origin });
}

/** trackers-startAuthorization for Fitbit: Google's (the stand-in's) consent address. */
export async function startFitbit(idToken: string): Promise<URL> {
  const answer = await callFromApp(
    'trackers-startAuthorization',
    { provider: 'fitbit', returnOrigin: APP_ORIGIN },
    idToken,
  );
  const url = answer.result?.authorizeUrl;
  if (typeof url !== 'string') throw new Error(`start answered ${JSON.stringify(answer)}`);
  return new URL(url);
}

export const exchangeFitbit = (code: unknown, state: unknown, idToken: string) =>
  callFromApp('fitbit-exchangeAuthorizationCode', { code, state }, idToken);

export interface FitbitConnected {
  readonly uid: string;
  readonly idToken: string;
  readonly healthUserId: string;
}

/** Connects `idToken`'s participant: start, consent at the stand-in as `subject`, exchange. */
export async function connectFitbit(
  idToken: string,
  options: { subject?: string; activity?: boolean } = {},
): Promise<{ answer: CallableResponse; healthUserId: string; back: URL }> {
  const consent = await startFitbit(idToken);
  const { back, subject } = await authorizeAtStandIn(consent, options);
  const answer = await exchangeFitbit(
    back.searchParams.get('code'),
    back.searchParams.get('state'),
    idToken,
  );
  return { answer, healthUserId: subject, back };
}

/** A participant who connected Fitbit through the new flow. */
export async function fitbitParticipant(db: Firestore): Promise<FitbitConnected> {
  const { uid, idToken } = await newParticipant(db);
  const { answer, healthUserId } = await connectFitbit(idToken);
  if (answer.result?.status !== 'connected')
    throw new Error(`exchange answered ${JSON.stringify(answer)}`);
  return { uid, idToken, healthUserId };
}

export interface ExerciseInput {
  readonly type?: string;
  readonly km?: number;
  /** Her local start 'YYYY-MM-DDTHH:MM' (default: a minute from now in Toronto). */
  readonly start?: string;
  readonly zone?: string;
  readonly minutes?: number;
}

const torontoLocal = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(ms))
    .replace(' ', 'T');

function sent(response: Response) {
  return {
    status: response.status,
    exerciseId: response.headers.get('x-exercise-id') ?? '',
    webhook: Number(response.headers.get('x-webhook-status')),
  };
}

/** She adds an exercise at the stand-in, which notifies our webhook. */
export async function addExercise(healthUserId: string, e: ExerciseInput = {}) {
  return sent(
    await postForm(`${FITBIT}/users/${healthUserId}/exercises`, {
      exerciseType: e.type ?? 'RUNNING',
      distance_km: String(e.km ?? 5),
      start: e.start ?? torontoLocal(Date.now() + 120_000),
      zone: e.zone ?? 'America/Toronto',
      duration_minutes: String(e.minutes ?? 30),
    }),
  );
}

export async function updateExercise(healthUserId: string, id: string, type: string, km: number) {
  return sent(
    await postForm(`${FITBIT}/users/${healthUserId}/exercises/${id}`, {
      exerciseType: type,
      distance_km: String(km),
    }),
  );
}

export async function deleteExercise(healthUserId: string, id: string) {
  return sent(await postForm(`${FITBIT}/users/${healthUserId}/exercises/${id}/delete`, {}));
}

export async function resendLast(healthUserId: string) {
  return sent(await postForm(`${FITBIT}/users/${healthUserId}/resend`, {}));
}

/** A notification body as Google sends it. */
export function notification(healthUserId: string, day: string, operation = 'UPSERT') {
  return JSON.stringify({
    data: {
      healthUserId,
      dataType: 'exercise',
      operation,
      civilIso8601TimeInterval: { startTime: `${day}T00:00:00`, endTime: `${day}T23:59:59` },
    },
  });
}

export function postNotification(body: string, authorization: string | null) {
  return fetch(FITBIT_WEBHOOK, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(authorization === null ? {} : { Authorization: authorization }),
    },
    body,
  });
}

export type InboxDoc = Record<string, unknown> & { id: string; status: string };

export async function inboxOf(
  db: Firestore,
  provider: 'fitbit' | 'garmin',
  ownerId: string,
): Promise<InboxDoc[]> {
  const docs = await db
    .collection('tracker_inbox')
    .where('provider', '==', provider)
    .where('ownerId', '==', ownerId)
    .get();
  return docs.docs.map((d) => ({ id: d.id, ...d.data() }) as InboxDoc);
}

/** Waits until the owner has at least `count` inbox events and every one of them is final. */
export async function settled(
  db: Firestore,
  provider: 'fitbit' | 'garmin',
  ownerId: string,
  count: number,
): Promise<InboxDoc[]> {
  return waitFor(`${count} final ${provider} events of ${ownerId}`, async () => {
    const docs = await inboxOf(db, provider, ownerId);
    return docs.length >= count &&
      docs.every((d) => ['done', 'ignored', 'refused', 'failed'].includes(d.status))
      ? docs
      : undefined;
  });
}

/** The Health stand-in's fault hook: the next `count` API calls answer `status`. */
export async function failNextHealth(
  db: Firestore,
  status: number,
  count: number,
  retryAfterSeconds?: number,
) {
  await db.doc('local_provider/fitbit').set(
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

/** Runs the daily reminder of old Fitbit connections now. */
export async function legacySweep(): Promise<string[]> {
  const response = await fetch(`${FITBIT}/legacy-sweep`, { method: 'POST' });
  return ((await response.json()) as { told: string[] }).told;
}

/** A participant connected to Fitbit the old way, as the seed writes demo-p48. */
export async function legacyFitbitParticipant(db: Firestore, legacyId: string) {
  const participant = await newParticipant(db);
  await db
    .doc(`users/${participant.uid}`)
    .set({ fitbitAccount: { connected: true } }, { merge: true });
  await db.doc(`oauth_tokens/${participant.uid}`).set({
    fitbit: {
      fitbitUserId: legacyId,
      accessToken: 'legacy-access',
      refreshToken: 'legacy-refresh',
      expiresAtMs: Date.parse('2026-11-01T23:00:00Z'),
      connectedAtMs: Date.parse('2026-03-14T15:00:00Z'),
    },
  });
  await db
    .doc(`tracker_links/fitbit_${legacyId}`)
    .set({ uid: participant.uid, provider: 'fitbit', providerUserId: legacyId });
  return participant;
}
