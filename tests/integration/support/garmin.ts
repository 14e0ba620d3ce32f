/**
 * Helpers for the Garmin tests on the emulator suite: the local Garmin stand-in
 * (functions/emulator/local-provider/garmin-*) played as Garmin's confirmation page and as the
 * Garmin user, and the connect callables called from the app's origin.
 */
import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { FUNCTIONS_ORIGIN, PROJECT_ID, newParticipant, postForm } from './emulators';
import { callFromApp } from './fitbit';

export const GARMIN = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localProvider/garmin`;
export const GARMIN_WEBHOOK = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/garmin-webhook`;

export function newGarminUserId(): string {
  return randomBytes(16).toString('hex');
}

export const requestGarminToken = (idToken: string, origin?: string) =>
  callFromApp('garmin-getOAuthRequestToken', {}, idToken, origin);

export const exchangeGarmin = (oauthToken: unknown, oauthVerifier: unknown, idToken: string) =>
  callFromApp(
    'garmin-exchangeAccessToken',
    { oauth_token: oauthToken, oauth_verifier: oauthVerifier },
    idToken,
  );

/** Presses Authorize (or Cancel) on the stand-in's confirmation page; the redirect back to the app. */
export async function confirmGarmin(
  token: string,
  userId: string,
  options: { cancel?: boolean } = {},
): Promise<URL> {
  const response = await postForm(`${GARMIN}/oauthConfirm`, {
    oauth_token: token,
    user: userId,
    action: options.cancel ? 'cancel' : 'authorize',
  });
  if (response.status !== 303)
    throw new Error(`confirm answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get('location') ?? '');
}

export interface GarminConnected {
  readonly uid: string;
  readonly idToken: string;
  readonly garminUserId: string;
}

/** A participant who connected Garmin: request token, confirmation, exchange. */
export async function garminParticipant(
  db: Firestore,
  garminUserId = newGarminUserId(),
): Promise<GarminConnected> {
  const { uid, idToken } = await newParticipant(db);
  const token = (await requestGarminToken(idToken)).result?.temporaryToken;
  if (typeof token !== 'string') throw new Error('no temporary token');
  const back = await confirmGarmin(token, garminUserId);
  const answer = await exchangeGarmin(
    back.searchParams.get('oauth_token'),
    back.searchParams.get('oauth_verifier'),
    idToken,
  );
  if (typeof answer.result?.message !== 'string')
    throw new Error(`exchange answered ${JSON.stringify(answer)}`);
  return { uid, idToken, garminUserId };
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
  a: { type?: string; km?: number; start?: string; minutes?: number } = {},
) {
  return pushed(
    await postForm(`${GARMIN}/users/${userId}/activities`, {
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
