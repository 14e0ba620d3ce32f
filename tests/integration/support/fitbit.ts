/**
 * Helpers for the Fitbit tests on the emulator suite: the local Fitbit stand-in
 * (functions/emulator/local-provider/fitbit-*) played as Fitbit's consent page and as the Fitbit
 * user, the exchange callable called from the app's origin, and the inbox.
 */
import { createHmac, randomInt } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import {
  FUNCTIONS_ORIGIN,
  PROJECT_ID,
  newParticipant,
  postForm,
  waitFor,
  type CallableResponse,
} from './emulators';

export const FITBIT = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localProvider/fitbit`;
export const FITBIT_WEBHOOK = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/fitbit-webhook`;
/** The stand-in's demo settings (functions/src/trackers/provider-config.ts). */
export const FITBIT_CLIENT_ID = 'DEMO00';
export const FITBIT_SECRET = 'local-fitbit-secret';
export const FITBIT_VERIFY_CODE = 'local-fitbit-verify';
export const APP_ORIGIN = 'http://localhost:5173';
const REDIRECT = `${APP_ORIGIN}/fitbitAuth`;

/** The calendar day of an instant where the stand-ins' users live (Toronto). */
export const standInDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date(ms));

/** Calls an onCall function the way the app's httpsCallable does from its page (Origin header). */
export async function callFromApp(
  name: string,
  data: unknown,
  idToken?: string,
  origin = APP_ORIGIN,
): Promise<CallableResponse> {
  const response = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as {
    result?: Record<string, unknown>;
    error?: { status: string; message: string };
  };
  return { status: response.status, ...body };
}

export function newFitbitUserId(): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** Presses Authorize (or Cancel) on the stand-in's consent page; the redirect back to the app. */
export async function authorizeFitbit(
  userId: string,
  options: { activity?: boolean; cancel?: boolean } = {},
): Promise<URL> {
  const fields: Record<string, string> = {
    client_id: FITBIT_CLIENT_ID,
    redirect_uri: REDIRECT,
    state: '',
    user: userId,
    action: options.cancel ? 'cancel' : 'authorize',
  };
  if (options.activity ?? true) fields.activity = 'on';
  const response = await postForm(`${FITBIT}/oauth2/authorize`, fields);
  if (response.status !== 303)
    throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get('location') ?? '');
}

export const exchangeFitbit = (
  userId: unknown,
  authorizationCode: unknown,
  idToken: string,
  origin?: string,
) =>
  callFromApp('fitbit-exchangeAuthorizationCode', { userId, authorizationCode }, idToken, origin);

export interface FitbitConnected {
  readonly uid: string;
  readonly idToken: string;
  readonly fitbitUserId: string;
}

/** A participant who connected Fitbit through the stand-in and the exchange callable. */
export async function fitbitParticipant(
  db: Firestore,
  fitbitUserId = newFitbitUserId(),
): Promise<FitbitConnected> {
  const { uid, idToken } = await newParticipant(db);
  const back = await authorizeFitbit(fitbitUserId);
  const answer = await exchangeFitbit(uid, back.searchParams.get('code'), idToken);
  if (typeof answer.result?.message !== 'string')
    throw new Error(`exchange answered ${JSON.stringify(answer)}`);
  return { uid, idToken, fitbitUserId };
}

export interface FitbitLogInput {
  readonly activityName?: string;
  readonly km?: number;
  /** ISO instant (default: a minute from now, so after any connection made before). */
  readonly start?: string;
  readonly minutes?: number;
}

/** The user adds an activity at the stand-in, which notifies our webhook; the log id and the webhook's status. */
export async function addFitbitLog(fitbitUserId: string, log: FitbitLogInput = {}) {
  const response = await postForm(`${FITBIT}/users/${fitbitUserId}/activities`, {
    activityName: log.activityName ?? 'Run',
    distance_km: String(log.km ?? 5),
    start: log.start ?? new Date(Date.now() + 60_000).toISOString(),
    duration_minutes: String(log.minutes ?? 30),
  });
  return {
    status: response.status,
    logId: response.headers.get('x-log-id') ?? '',
    webhook: Number(response.headers.get('x-webhook-status')),
  };
}

export async function deleteFitbitLog(fitbitUserId: string, logId: string) {
  const response = await postForm(`${FITBIT}/users/${fitbitUserId}/activities/${logId}/delete`, {});
  return { status: response.status, webhook: Number(response.headers.get('x-webhook-status')) };
}

/** A notification body as Fitbit sends it ('activities', or 'userRevokedAccess'), and its X-Fitbit-Signature. */
export function signedNotification(
  ownerId: string,
  subscriptionId: string,
  date: string,
  secret = FITBIT_SECRET,
  collectionType = 'activities',
) {
  const body = JSON.stringify([
    { collectionType, date, ownerId, ownerType: 'user', subscriptionId },
  ]);
  return { body, signature: createHmac('sha1', `${secret}&`).update(body).digest('base64') };
}

export function postNotification(body: string, signature: string | null) {
  return fetch(FITBIT_WEBHOOK, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature === null ? {} : { 'X-Fitbit-Signature': signature }),
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
