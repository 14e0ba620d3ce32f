/**
 * Helpers for the Garmin tests on the emulator suite: the local Garmin stand-in
 * (functions/emulator/local-provider/garmin-*) played as the Garmin user, the connect through
 * OAuth 2.0 with PKCE (the shared core's start, the consent page, the exchange), links made through
 * OAuth 1.0a as the demo data makes them (scripts/seed/garmin-links.mjs), their move to OAuth
 * 2.0 (the migration, as `npm run trackers:migrate-garmin -- --apply` runs it) and pushes at
 * the webhook's registered URL.
 */
import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { migrateGarminLinks } from '../../../functions/src/trackers/garmin/garmin-migration';
import { providerConfig } from '../../../functions/src/trackers/provider-config';
import { GARMIN_ACCOUNT, garminOAuth1LinkDocs } from '../../../scripts/seed/garmin-links.mjs';
import { FUNCTIONS_ORIGIN, PROJECT_ID, newParticipant, postForm } from './emulators';
import { APP_ORIGIN, callFromApp } from './fitbit';

export const GARMIN = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localProvider/garmin`;
/** The webhook as registered with Garmin (its key: the emulator's GARMIN_WEBHOOK_KEY). */
export const GARMIN_WEBHOOK = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/garmin-webhook?key=local-garmin-webhook-key`;
export const GARMIN_WEBHOOK_WITHOUT_KEY = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/garmin-webhook`;

/** The settings the functions read in the emulator suite (the stand-in and its demo credentials). */
export function garminConfig() {
  return providerConfig({
    ...process.env,
    FUNCTIONS_EMULATOR: 'true',
    GCLOUD_PROJECT: PROJECT_ID,
    FUNCTIONS_EMULATOR_ORIGIN: FUNCTIONS_ORIGIN,
  }).garmin;
}

export function newGarminUserId(): string {
  return randomBytes(16).toString('hex');
}

export interface GarminConnected {
  readonly uid: string;
  readonly idToken: string;
  readonly garminUserId: string;
}

/** A participant linked through OAuth 1.0a before the move, as the demo data's Florence. */
export async function oauth1Participant(
  db: Firestore,
  garminUserId = newGarminUserId(),
): Promise<GarminConnected & { readonly token: string }> {
  const { uid, idToken } = await newParticipant(db);
  const token = `local-garmin-oauth1-${randomBytes(8).toString('hex')}`;
  const docs = garminOAuth1LinkDocs({
    uid,
    garminUserId,
    token,
    tokenSecret: `local-garmin-oauth1-secret-${randomBytes(8).toString('hex')}`,
    connectedAtMs: Date.now(),
  });
  await Promise.all(docs.map((doc) => db.doc(doc.path).set(doc.data)));
  await db.doc(`users/${uid}`).update({ garminAccount: GARMIN_ACCOUNT });
  return { uid, idToken, garminUserId, token };
}

/** Moves these Garmin users' OAuth 1 links (the migration's apply, limited to a test's own). */
export function migrate(db: Firestore, garminUserIds: readonly string[], apply = true) {
  return migrateGarminLinks(db, garminConfig(), { apply, only: garminUserIds });
}

/** trackers-startAuthorization for Garmin, from the app's page: the consent page's address. */
export async function startGarmin(idToken: string): Promise<URL> {
  const answer = await callFromApp(
    'trackers-startAuthorization',
    { provider: 'garmin', returnOrigin: APP_ORIGIN },
    idToken,
  );
  const url = answer.result?.authorizeUrl;
  if (typeof url !== 'string') throw new Error(`start answered ${JSON.stringify(answer)}`);
  return new URL(url);
}

/** Her answer on the stand-in's consent page (what a browser posts); the redirect back to the app. */
export async function consentGarmin(
  authorizeUrl: URL,
  userId: string,
  options: { cancel?: boolean; shareActivities?: boolean } = {},
): Promise<URL> {
  const page = await fetch(authorizeUrl);
  if (page.status !== 200)
    throw new Error(`consent page answered ${page.status}: ${await page.text()}`);
  const q = authorizeUrl.searchParams;
  const response = await postForm(`${authorizeUrl.origin}${authorizeUrl.pathname}`, {
    redirect_uri: q.get('redirect_uri') ?? '',
    state: q.get('state') ?? '',
    code_challenge: q.get('code_challenge') ?? '',
    user: userId,
    ...(options.shareActivities === false ? {} : { activities: 'on' }),
    health: 'on',
    action: options.cancel ? 'cancel' : 'authorize',
  });
  if (response.status !== 303)
    throw new Error(`consent answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get('location') ?? '');
}

export const exchangeGarmin = (code: unknown, state: unknown, idToken: string) =>
  callFromApp('garmin-exchangeAccessToken', { code, state }, idToken);

/** A participant who connected Garmin through OAuth 2.0 with PKCE (start, consent, exchange). */
export async function garminParticipant(
  db: Firestore,
  garminUserId = newGarminUserId(),
): Promise<GarminConnected> {
  const { uid, idToken } = await newParticipant(db);
  const back = await consentGarmin(await startGarmin(idToken), garminUserId);
  const answer = await exchangeGarmin(
    back.searchParams.get('code'),
    back.searchParams.get('state'),
    idToken,
  );
  if (answer.result?.status !== 'connected')
    throw new Error(`exchange answered ${JSON.stringify(answer)}`);
  return { uid, idToken, garminUserId };
}

/** The stand-in's next `count` calls (exchange, refresh, API) answer `status`. */
export async function failNextGarminCalls(db: Firestore, status: number, count = 1) {
  await db.doc('local_provider/garmin').set({ failNext: { status, count } }, { merge: true });
}

export async function pushToWebhook(body: unknown, url = GARMIN_WEBHOOK) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function pushed(response: Response) {
  return {
    status: response.status,
    summaryId: response.headers.get('x-summary-id') ?? '',
    webhook: Number(response.headers.get('x-webhook-status')),
  };
}

/** The user adds an activity at the stand-in, which pushes it to our webhook. */
export async function addGarminActivity(
  userId: string,
  a: { type?: string; km?: number; start?: string; minutes?: number; ping?: boolean } = {},
) {
  return pushed(
    await postForm(`${GARMIN}/users/${userId}/activities`, {
      delivery: a.ping ? 'ping' : 'push',
      activityType: a.type ?? 'RUNNING',
      distance_km: String(a.km ?? 5),
      start: a.start ?? new Date(Date.now() + 60_000).toISOString(),
      duration_minutes: String(a.minutes ?? 30),
    }),
  );
}

/** The user's daily summary of a day at the stand-in, pushed to our webhook. */
export async function pushGarminDaily(userId: string, calendarDate: string, km: number) {
  return pushed(
    await postForm(`${GARMIN}/users/${userId}/dailies`, {
      calendarDate,
      distance_km: String(km),
      steps: String(Math.round(km * 1300)),
    }),
  );
}

/** She turns activity sharing off or on in Garmin Connect: a userPermissionsChange push. */
export async function shareGarminActivities(userId: string, on: boolean) {
  return pushed(
    await postForm(`${GARMIN}/users/${userId}/permissions`, { activity: on ? 'on' : 'off' }),
  );
}
