/**
 * Garmin on the emulator suite, against the local Garmin stand-in (docs/trackers.md; spec 02 §2
 * garminAuth, §4, §5, §7): the request token, the confirmation page's redirects, the exchange
 * callable (connected, the caller's own request token, the verifier, a linked device), pushes
 * of activities and dailies (by the participant's data type) and their access-token check,
 * the user's deregistration (its access token checked like every summary's: a forged one
 * changes nothing, security checklist 61) and the disconnect.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callFunction, newParticipant, waitFor } from './support/emulators';
import { inboxOf, settled, standInDay } from './support/fitbit';
import {
  GARMIN,
  GARMIN_WEBHOOK,
  addGarminActivity,
  confirmGarmin,
  exchangeGarmin,
  garminParticipant,
  newGarminUserId,
  pushGarminDaily,
  requestGarminToken,
} from './support/garmin';
import { registerOnNewLeg, row } from './support/strava';
import { connectionOf } from './support/trackers';

let db: Firestore;

beforeAll(() => {
  db = adminDb();
});

describe('garmin-getOAuthRequestToken and the confirmation page', () => {
  it('answers a temporary token and keeps its secret server-side; the page shows Authorize and Cancel', async () => {
    const { uid, idToken } = await newParticipant(db);
    const answer = await requestGarminToken(idToken);
    const token = answer.result?.temporaryToken;
    expect(Object.keys(answer.result ?? {})).toEqual(['temporaryToken']);
    expect(token).toMatch(/^local-garmin-request-/);
    const pending = (await db.doc(`oauth_tokens/${uid}`).get()).data()?.garminRequest;
    expect(pending).toMatchObject({ token });
    expect(pending.tokenSecret).toMatch(/^local-garmin-request-secret-/);
    const page = await fetch(`${GARMIN}/oauthConfirm?oauth_token=${token as string}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('>Authorize</button>');
    expect(html).toContain('>Cancel</button>');
  });

  it("returns to the app's /garminAuth with a verifier on Authorize, and oauth_verifier=null on Cancel", async () => {
    const { idToken } = await newParticipant(db);
    const token = (await requestGarminToken(idToken)).result?.temporaryToken as string;
    const cancelled = await confirmGarmin(token, newGarminUserId(), { cancel: true });
    expect(cancelled.origin + cancelled.pathname).toBe('http://localhost:5173/garminAuth');
    expect(cancelled.searchParams.get('oauth_token')).toBe(token);
    expect(cancelled.searchParams.get('oauth_verifier')).toBe('null');
    const again = (await requestGarminToken(idToken)).result?.temporaryToken as string;
    const granted = await confirmGarmin(again, newGarminUserId());
    expect(granted.searchParams.get('oauth_verifier')).toMatch(/^local-garmin-verifier-/);
  });

  it('refuses a call from a page that is not the app', async () => {
    const { idToken } = await newParticipant(db);
    expect((await requestGarminToken(idToken, 'https://evil.example')).error?.status).toBe(
      'INVALID_ARGUMENT',
    );
  });
});

describe('garmin-exchangeAccessToken', () => {
  it("connects: token and secret server-side, garminAccount {activeToggle: 'activities'}, the Garmin user linked", async () => {
    const { uid, idToken } = await newParticipant(db);
    const garminUserId = newGarminUserId();
    const token = (await requestGarminToken(idToken)).result?.temporaryToken as string;
    const back = await confirmGarmin(token, garminUserId);
    const before = Date.now();
    const answer = await exchangeGarmin(
      back.searchParams.get('oauth_token'),
      back.searchParams.get('oauth_verifier'),
      idToken,
    );
    expect(answer.result).toEqual({
      status: 'connected',
      message: 'You are now connected with Garmin!',
    });
    const stored = (await db.doc(`oauth_tokens/${uid}`).get()).data();
    expect(stored?.garmin).toMatchObject({ garminUserId });
    expect(stored?.garmin.token).toMatch(/^local-garmin-access-/);
    expect(stored?.garmin.tokenSecret).toMatch(/^local-garmin-access-secret-/);
    expect(stored?.garmin.connectedAtMs).toBeGreaterThanOrEqual(before - 1000);
    expect(stored?.garminRequest).toBeUndefined();
    expect((await db.doc(`users/${uid}`).get()).data()?.garminAccount).toEqual({
      activeToggle: 'activities',
    });
    expect((await db.doc(`tracker_links/garmin_${garminUserId}`).get()).data()?.uid).toBe(uid);
  });

  it('52. refuses alice exchanging the request token bob started, storing nothing for either', async () => {
    const alice = await newParticipant(db);
    const bob = await newParticipant(db);
    const token = (await requestGarminToken(bob.idToken)).result?.temporaryToken as string;
    const back = await confirmGarmin(token, newGarminUserId());
    const answer = await exchangeGarmin(
      token,
      back.searchParams.get('oauth_verifier'),
      alice.idToken,
    );
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
    expect((await db.doc(`oauth_tokens/${alice.uid}`).get()).data()?.garmin).toBeUndefined();
    expect((await db.doc(`oauth_tokens/${bob.uid}`).get()).data()?.garmin).toBeUndefined();
    expect((await db.doc(`users/${alice.uid}`).get()).data()?.garminAccount).toBeUndefined();
  });

  it.each([
    ["the text 'null' (Cancel)", 'null'],
    ['an empty verifier', ''],
    ['no verifier', null],
  ])('refuses %s as the verifier (spec 02 §5), storing nothing', async (_label, verifier) => {
    const { uid, idToken } = await newParticipant(db);
    const token = (await requestGarminToken(idToken)).result?.temporaryToken as string;
    await confirmGarmin(token, newGarminUserId());
    expect((await exchangeGarmin(token, verifier, idToken)).error?.status).toBe('INVALID_ARGUMENT');
    expect((await db.doc(`oauth_tokens/${uid}`).get()).data()?.garmin).toBeUndefined();
  });

  it('refuses a verifier Garmin did not issue for the token', async () => {
    const { idToken } = await newParticipant(db);
    const token = (await requestGarminToken(idToken)).result?.temporaryToken as string;
    await confirmGarmin(token, newGarminUserId());
    expect(
      (await exchangeGarmin(token, 'local-garmin-verifier-made-up', idToken)).error?.status,
    ).toBe('INVALID_ARGUMENT');
  });

  it.each([
    ['a Strava account', { stravaAccount: { id: '123' } }],
    ['a Fitbit account', { fitbitAccount: { connected: true } }],
    ['a Garmin account already', { garminAccount: { activeToggle: 'steps' } }],
  ])('refuses a participant with %s (spec 02 §4)', async (_label, account) => {
    const { uid, idToken } = await newParticipant(db);
    const token = (await requestGarminToken(idToken)).result?.temporaryToken as string;
    const back = await confirmGarmin(token, newGarminUserId());
    await db.doc(`users/${uid}`).update(account);
    const answer = await exchangeGarmin(token, back.searchParams.get('oauth_verifier'), idToken);
    expect(answer.error?.status).toBe('FAILED_PRECONDITION');
    expect((await db.doc(`oauth_tokens/${uid}`).get()).data()?.garmin).toBeUndefined();
  });
});

describe('garmin-webhook', () => {
  it("imports a pushed activity as Garmin_{summaryId} when the data type is 'activities' (counted types only)", async () => {
    const { uid, garminUserId } = await garminParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    const start = Date.now() + 60_000;
    const run = await addGarminActivity(garminUserId, {
      type: 'TRAIL_RUNNING',
      km: 8.125,
      start: new Date(start).toISOString(),
      minutes: 50,
    });
    expect(run.webhook).toBe(200);
    const ride = await addGarminActivity(garminUserId, { type: 'CYCLING', km: 30 });
    expect(ride.webhook).toBe(200);
    await settled(db, 'garmin', garminUserId, 2);
    const r = await row(db, legId, uid);
    expect(Object.keys(r.times)).toEqual([`Garmin_${run.summaryId}`]);
    expect(r.times[`Garmin_${run.summaryId}`]).toMatchObject({
      distance: 8.13,
      distanceType: 'Km',
      duration: { hours: 0, minutes: 50, seconds: 0 },
    });
    expect(r.totalDistance).toBeCloseTo(8.13, 6);
    // The inbox keeps the summary, never the access token.
    expect(JSON.stringify(await inboxOf(db, 'garmin', garminUserId))).not.toContain(
      'local-garmin-access-',
    );
  });

  it("with data type 'steps', imports each day's daily as one walk, replaced by the day's later dailies; activities are not imported", async () => {
    const { uid, garminUserId } = await garminParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    await db.doc(`users/${uid}`).update({ 'garminAccount.activeToggle': 'steps' });
    const day = standInDay(Date.now());
    expect((await pushGarminDaily(garminUserId, day, 4.2)).webhook).toBe(200);
    await settled(db, 'garmin', garminUserId, 1);
    let r = await row(db, legId, uid);
    expect(Object.keys(r.times)).toEqual([`Garmin_daily-${day}`]);
    expect(r.times[`Garmin_daily-${day}`]?.distance).toBe(4.2);
    expect((r.times[`Garmin_daily-${day}`]?.date as { toMillis(): number }).toMillis()).toBe(
      Date.parse(`${day}T12:00:00Z`),
    );

    await pushGarminDaily(garminUserId, day, 9.5);
    await addGarminActivity(garminUserId, { km: 5 });
    await settled(db, 'garmin', garminUserId, 3);
    r = await row(db, legId, uid);
    expect(Object.keys(r.times)).toEqual([`Garmin_daily-${day}`]);
    expect(r.times[`Garmin_daily-${day}`]?.distance).toBe(9.5);
    expect(r.totalDistance).toBeCloseTo(9.5, 6);
  });

  it('on a ride challenge and a run held at the same time, a ride goes to the ride only and a run to the run only', async () => {
    const { uid, garminUserId } = await garminParticipant(db);
    const runLeg = await registerOnNewLeg(db, uid, { sport: 'foot' });
    const rideLeg = await registerOnNewLeg(db, uid, { sport: 'ride' });
    const ride = await addGarminActivity(garminUserId, { type: 'ROAD_BIKING', km: 31.5 });
    const run = await addGarminActivity(garminUserId, { type: 'RUNNING', km: 7 });
    expect([ride.webhook, run.webhook]).toEqual([200, 200]);
    await settled(db, 'garmin', garminUserId, 2);
    const rides = await row(db, rideLeg, uid);
    expect(Object.keys(rides.times)).toEqual([`Garmin_${ride.summaryId}`]);
    expect(rides.totalDistance).toBeCloseTo(31.5, 6);
    const runs = await row(db, runLeg, uid);
    expect(Object.keys(runs.times)).toEqual([`Garmin_${run.summaryId}`]);
    expect(runs.totalDistance).toBe(7);
  });

  it('50. the same push delivered twice is one inbox event and counts once', async () => {
    const { uid, garminUserId } = await garminParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    const token = (await db.doc(`oauth_tokens/${uid}`).get()).data()?.garmin.token as string;
    const push = {
      activities: [
        {
          userId: garminUserId,
          userAccessToken: token,
          summaryId: '777000111',
          activityType: 'RUNNING',
          startTimeInSeconds: Math.floor(Date.now() / 1000) + 60,
          startTimeOffsetInSeconds: -18000,
          durationInSeconds: 1800,
          distanceInMeters: 5000,
        },
      ],
    };
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(GARMIN_WEBHOOK, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(push),
      });
      expect(response.status).toBe(200);
    }
    const events = await settled(db, 'garmin', garminUserId, 1);
    expect(events).toHaveLength(1);
    const r = await row(db, legId, uid);
    expect(Object.keys(r.times)).toEqual(['Garmin_777000111']);
    expect(r.totalDistance).toBe(5);
  });

  it.each([
    ['an access token that is not the stored one', (token: string) => `${token}x`],
    ["another participant's access token", (_token: string, other: string) => other],
  ])('51. refuses a push with %s (403) and stores nothing', async (_label, tokenFor) => {
    const { uid, garminUserId } = await garminParticipant(db);
    const other = await garminParticipant(db);
    const token = (await db.doc(`oauth_tokens/${uid}`).get()).data()?.garmin.token as string;
    const otherToken = (await db.doc(`oauth_tokens/${other.uid}`).get()).data()?.garmin
      .token as string;
    const push = {
      activities: [
        {
          userId: garminUserId,
          userAccessToken: tokenFor(token, otherToken),
          summaryId: '123456789',
          activityType: 'RUNNING',
          startTimeInSeconds: Math.floor(Date.now() / 1000) + 60,
          durationInSeconds: 1800,
          distanceInMeters: 5000,
        },
      ],
    };
    const response = await fetch(GARMIN_WEBHOOK, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(push),
    });
    expect(response.status).toBe(403);
    expect(await inboxOf(db, 'garmin', garminUserId)).toEqual([]);
  });

  it('51. refuses a push for a Garmin user nobody connected, and stores nothing', async () => {
    const stranger = newGarminUserId();
    const push = {
      deregistrations: [{ userId: stranger, userAccessToken: 'local-garmin-access-guess' }],
    };
    const response = await fetch(GARMIN_WEBHOOK, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(push),
    });
    expect(response.status).toBe(403);
    expect(await inboxOf(db, 'garmin', stranger)).toEqual([]);
  });
});

describe('leaving Garmin', () => {
  it('trackers-disconnect deletes the registration at Garmin, the tokens and the link, clears garminAccount, keeps the activities', async () => {
    const { uid, idToken, garminUserId } = await garminParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    const run = await addGarminActivity(garminUserId, { km: 4 });
    await waitFor('the import', async () => (await row(db, legId, uid)).totalDistance === 4);

    expect((await callFunction('trackers-disconnect', {}, idToken)).result).toEqual({
      disconnected: 'garmin',
    });
    expect(
      (await db.doc(`local_provider/garmin/users/${garminUserId}`).get()).data()?.accessToken,
    ).toBeNull();
    expect((await db.doc(`oauth_tokens/${uid}`).get()).data()?.garmin).toBeUndefined();
    expect((await db.doc(`tracker_links/garmin_${garminUserId}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${uid}`).get()).data()?.garminAccount).toBeUndefined();
    expect(Object.keys((await row(db, legId, uid)).times)).toEqual([`Garmin_${run.summaryId}`]);
    expect((await callFunction('trackers-disconnect', {}, idToken)).result).toEqual({
      disconnected: null,
    });
  });

  it.each([
    ['an access token that is not the stored one', (token: string) => `${token}x`, 403],
    ["another participant's access token", (_token: string, other: string) => other, 403],
    ['no access token (unreadable, skipped)', () => '', 200],
  ])(
    '61. a deregistration with %s is refused: nothing stored, the connection intact',
    async (_label, tokenFor, status) => {
      const { uid, garminUserId } = await garminParticipant(db);
      const other = await garminParticipant(db);
      const token = (await db.doc(`oauth_tokens/${uid}`).get()).data()?.garmin.token as string;
      const otherToken = (await db.doc(`oauth_tokens/${other.uid}`).get()).data()?.garmin
        .token as string;
      const before = await connectionOf(db, uid, 'garmin', garminUserId);
      const push = {
        deregistrations: [{ userId: garminUserId, userAccessToken: tokenFor(token, otherToken) }],
      };
      const response = await fetch(GARMIN_WEBHOOK, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(push),
      });
      expect(response.status).toBe(status);
      expect(await inboxOf(db, 'garmin', garminUserId)).toEqual([]);
      expect(await connectionOf(db, uid, 'garmin', garminUserId)).toEqual(before);
      expect(before.link).toMatchObject({ uid });
    },
  );

  it("61. a forged deregistration pushed beside a summary of the sender's own account: only the sender's summary is kept", async () => {
    const victim = await garminParticipant(db);
    const sender = await garminParticipant(db);
    const senderToken = (await db.doc(`oauth_tokens/${sender.uid}`).get()).data()?.garmin
      .token as string;
    const before = await connectionOf(db, victim.uid, 'garmin', victim.garminUserId);
    const push = {
      activities: [
        {
          userId: sender.garminUserId,
          userAccessToken: senderToken,
          summaryId: '61000111',
          activityType: 'RUNNING',
          startTimeInSeconds: Math.floor(Date.now() / 1000) + 60,
          durationInSeconds: 1800,
          distanceInMeters: 5000,
        },
      ],
      deregistrations: [{ userId: victim.garminUserId, userAccessToken: senderToken }],
    };
    const response = await fetch(GARMIN_WEBHOOK, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(push),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accepted: 1, skipped: 0 });
    await settled(db, 'garmin', sender.garminUserId, 1);
    expect(await inboxOf(db, 'garmin', victim.garminUserId)).toEqual([]);
    expect(await connectionOf(db, victim.uid, 'garmin', victim.garminUserId)).toEqual(before);
  });

  it("61. the user's deregistration in Garmin Connect (pushed with the user's access token) forgets the connection", async () => {
    const { uid, garminUserId } = await garminParticipant(db);
    const response = await fetch(`${GARMIN}/users/${garminUserId}/deregister`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.headers.get('x-webhook-status')).toBe('200');
    const [event] = await settled(db, 'garmin', garminUserId, 1);
    expect(event).toMatchObject({ kind: 'deauthorize', status: 'done' });
    expect((await db.doc(`oauth_tokens/${uid}`).get()).data()?.garmin).toBeUndefined();
    expect((await db.doc(`users/${uid}`).get()).data()?.garminAccount).toBeUndefined();
  });
});
