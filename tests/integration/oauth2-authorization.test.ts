/**
 * The shared OAuth 2.0 connect core (docs/trackers.md, "Connecting Fitbit and Garmin"):
 * trackers-startAuthorization keeps a pending authorization beside her uid and answers the
 * provider's authorize address; claimAuthorization hands its verifier and redirect_uri to the
 * one exchange that names its state, for her, for that provider, within 15 minutes, once.
 */
import { createHash } from 'node:crypto';
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimAuthorization } from '../../functions/src/trackers/oauth2/pending-authorization';
import { adminDb, callFunction, newParticipant, type Participant } from './support/emulators';

const APP = 'http://localhost:5173';
const db = adminDb();
let her: Participant;
let other: Participant;

beforeAll(async () => {
  [her, other] = await Promise.all([newParticipant(db, 'Olga'), newParticipant(db, 'Pia')]);
});

async function start(who: Participant, provider: string, returnOrigin = APP) {
  const answer = await callFunction(
    'trackers-startAuthorization',
    { provider, returnOrigin },
    who.idToken,
  );
  const url = answer.result?.authorizeUrl;
  return { answer, url: typeof url === 'string' ? new URL(url) : null };
}

/** The refusal code a claim throws (the HttpsError's details), or 'claimed'. */
async function claim(uid: string, provider: 'fitbit' | 'garmin', state: string, now?: Date) {
  try {
    await claimAuthorization(db, uid, provider, state, now);
    return 'claimed';
  } catch (error) {
    return (error as { details?: { refusal?: string } }).details?.refusal ?? String(error);
  }
}

describe('trackers-startAuthorization', () => {
  it('answers the provider’s address with a state and an S256 challenge of the verifier it keeps', async () => {
    const { url } = await start(her, 'garmin');
    expect(url?.pathname.endsWith('/localProvider/garmin/oauth2Confirm')).toBe(true);
    const query = Object.fromEntries(url?.searchParams ?? []);
    expect(query).toMatchObject({
      response_type: 'code',
      redirect_uri: `${APP}/garminAuth`,
      code_challenge_method: 'S256',
    });
    const pending = (await db.doc(`oauth_pending/${query.state}`).get()).data();
    expect(pending).toMatchObject({
      uid: her.uid,
      provider: 'garmin',
      redirectUri: `${APP}/garminAuth`,
    });
    expect(query.code_challenge).toBe(
      createHash('sha256').update(String(pending?.codeVerifier)).digest('base64url'),
    );
    const created = (pending?.createdAt as Timestamp).toMillis();
    expect((pending?.expireAt as Timestamp).toMillis() - created).toBe(15 * 60_000);
  });

  it('asks Google for offline access with consent for Fitbit', async () => {
    const { url } = await start(her, 'fitbit');
    expect(Object.fromEntries(url?.searchParams ?? [])).toMatchObject({
      redirect_uri: `${APP}/fitbitAuth`,
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      scope: 'https://www.googleapis.com/auth/googlehealth.activity_and_fitness.readonly',
    });
  });

  it.each([
    ['a foreign origin', 'garmin', 'https://evil.example', 'Connect your device from the app.'],
    ['Strava', 'strava', APP, 'Choose Fitbit or Garmin to connect.'],
  ])('refuses %s and keeps nothing', async (_label, provider, origin, message) => {
    const before = (await db.collection('oauth_pending').where('uid', '==', other.uid).get()).size;
    const { answer } = await start(other, provider, origin);
    expect(answer.error).toEqual(expect.objectContaining({ status: 'INVALID_ARGUMENT', message }));
    expect((await db.collection('oauth_pending').where('uid', '==', other.uid).get()).size).toBe(
      before,
    );
  });

  it('refuses a participant with a device already linked', async () => {
    const linked = await newParticipant(db, 'Linked');
    await db.doc(`users/${linked.uid}`).update({ stravaAccount: { id: '42' } });
    const { answer } = await start(linked, 'fitbit');
    expect(answer.error?.status).toBe('FAILED_PRECONDITION');
    expect((await db.collection('oauth_pending').where('uid', '==', linked.uid).get()).empty).toBe(
      true,
    );
  });
});

describe('claimAuthorization', () => {
  const stateOf = (url: URL | null) => String(url?.searchParams.get('state'));

  it('hands her own authorization to her exchange once; a replay is unknown', async () => {
    const state = stateOf((await start(her, 'garmin')).url);
    const claimed = await claimAuthorization(db, her.uid, 'garmin', state);
    expect(claimed.redirectUri).toBe(`${APP}/garminAuth`);
    expect(claimed.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await db.doc(`oauth_pending/${state}`).get()).exists).toBe(false);
    expect(await claim(her.uid, 'garmin', state)).toBe('authorizationUnknown');
  });

  it('refuses another participant’s state and leaves it to her', async () => {
    const state = stateOf((await start(her, 'garmin')).url);
    expect(await claim(other.uid, 'garmin', state)).toBe('authorizationNotYours');
    expect(await claim(her.uid, 'garmin', state)).toBe('claimed');
  });

  it('refuses a state started for the other provider, and it cannot be used again', async () => {
    const state = stateOf((await start(her, 'fitbit')).url);
    expect(await claim(her.uid, 'garmin', state)).toBe('authorizationOtherProvider');
    expect(await claim(her.uid, 'fitbit', state)).toBe('authorizationUnknown');
  });

  it('refuses a state past its 15 minutes, and it cannot be used again', async () => {
    const state = stateOf((await start(her, 'fitbit')).url);
    const later = new Date(Date.now() + 15 * 60_000 + 1000);
    expect(await claim(her.uid, 'fitbit', state, later)).toBe('authorizationExpired');
    expect(await claim(her.uid, 'fitbit', state)).toBe('authorizationUnknown');
  });

  it('refuses a state it never made', async () => {
    expect(await claim(her.uid, 'fitbit', 'A'.repeat(43))).toBe('authorizationUnknown');
    expect(await claim(her.uid, 'fitbit', '../users')).toBe('authorizationUnknown');
  });
});
