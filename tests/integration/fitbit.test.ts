/**
 * Fitbit on the emulator suite, against the local Fitbit stand-in (docs/trackers.md; spec 02 §2
 * fitbitAuth, §4, §7): the consent page's redirects, the exchange callable (connected, the
 * uid from auth, a linked device, the activity scope), the webhook's verification and
 * signature, importing, deleting and replaying a day's activities, a token refresh, the
 * disconnect, and the user's revocation (signed by Fitbit; a forged one changes nothing:
 * security checklist 61).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callFunction, newParticipant, waitFor } from './support/emulators';
import {
  FITBIT,
  FITBIT_CLIENT_ID,
  FITBIT_VERIFY_CODE,
  FITBIT_WEBHOOK,
  addFitbitLog,
  authorizeFitbit,
  deleteFitbitLog,
  exchangeFitbit,
  fitbitParticipant,
  inboxOf,
  newFitbitUserId,
  postNotification,
  settled,
  signedNotification,
  standInDay,
} from './support/fitbit';
import { registerOnNewLeg, row } from './support/strava';
import { connectionOf } from './support/trackers';

let db: Firestore;

beforeAll(() => {
  db = adminDb();
});
afterEach(async () => {
  await db.doc('local_provider/fitbit').set({ tokenLifetimeSeconds: 0 }, { merge: true });
});

describe('the Fitbit stand-in consent page', () => {
  it("shows Authorize, Cancel and a checked 'Allow reading activities' for our client id and a local redirect", async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: FITBIT_CLIENT_ID,
      redirect_uri: 'http://localhost:5173/fitbitAuth',
      scope: 'activity',
    });
    const response = await fetch(`${FITBIT}/oauth2/authorize?${query}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('>Authorize</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).toMatch(
      /<input type="checkbox" name="activity" value="on" checked> Allow reading activities/,
    );
    const foreign = new URLSearchParams({
      response_type: 'code',
      client_id: FITBIT_CLIENT_ID,
      redirect_uri: 'https://evil.example/fitbitAuth',
    });
    expect((await fetch(`${FITBIT}/oauth2/authorize?${foreign}`)).status).toBe(400);
  });

  it("redirects with a code on Authorize, and with error=access_denied and Fitbit's description on Cancel", async () => {
    const granted = await authorizeFitbit(newFitbitUserId());
    expect(granted.origin + granted.pathname).toBe('http://localhost:5173/fitbitAuth');
    expect(granted.searchParams.get('code')).toMatch(/^local-fitbit-code-/);
    const cancelled = await authorizeFitbit(newFitbitUserId(), { cancel: true });
    expect(cancelled.search).toBe(
      '?error=access_denied&error_description=The+user+denied+the+request.',
    );
  });
});

describe('fitbit-exchangeAuthorizationCode', () => {
  it('connects: tokens server-side, fitbitAccount {connected: true}, the Fitbit user linked, the subscription made at Fitbit', async () => {
    const { uid, idToken } = await newParticipant(db);
    const fitbitUserId = newFitbitUserId();
    const back = await authorizeFitbit(fitbitUserId);
    const before = Date.now();
    const answer = await exchangeFitbit(uid, back.searchParams.get('code'), idToken);
    expect(answer.result).toEqual({
      status: 'connected',
      message: 'You are now connected with Fitbit!',
    });
    const tokens = (await db.doc(`oauth_tokens/${uid}`).get()).data()?.fitbit;
    expect(tokens).toMatchObject({ fitbitUserId });
    expect(tokens.accessToken).toMatch(/^local-fitbit-access-/);
    expect(tokens.refreshToken).toMatch(/^local-fitbit-refresh-/);
    expect(tokens.expiresAtMs).toBeGreaterThan(Date.now() + 3_600_000);
    expect(tokens.connectedAtMs).toBeGreaterThanOrEqual(before - 1000);
    expect((await db.doc(`users/${uid}`).get()).data()?.fitbitAccount).toEqual({ connected: true });
    expect((await db.doc(`tracker_links/fitbit_${fitbitUserId}`).get()).data()?.uid).toBe(uid);
    expect(
      (await db.doc(`local_provider/fitbit/subscriptions/${fitbitUserId}_${uid}`).get()).data(),
    ).toEqual({ userId: fitbitUserId, subscriptionId: uid });
  });

  it("52. refuses alice exchanging a code for bob's uid, storing nothing (the code stays alice's to use)", async () => {
    const alice = await newParticipant(db);
    const bob = await newParticipant(db);
    const back = await authorizeFitbit(newFitbitUserId());
    const answer = await exchangeFitbit(bob.uid, back.searchParams.get('code'), alice.idToken);
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
    for (const uid of [alice.uid, bob.uid]) {
      expect((await db.doc(`oauth_tokens/${uid}`).get()).exists).toBe(false);
      expect((await db.doc(`users/${uid}`).get()).data()?.fitbitAccount).toBeUndefined();
    }
    expect(
      (await exchangeFitbit(alice.uid, back.searchParams.get('code'), alice.idToken)).result
        ?.message,
    ).toBeTypeOf('string');
  });

  it.each([
    ['a Strava account', { stravaAccount: { id: '123' } }],
    ['a Garmin account', { garminAccount: { activeToggle: 'activities' } }],
    ['a Fitbit account already', { fitbitAccount: { connected: true } }],
  ])(
    'refuses a participant with %s (spec 02 §4), before spending the code',
    async (_label, account) => {
      const { uid, idToken } = await newParticipant(db);
      await db.doc(`users/${uid}`).update(account);
      const back = await authorizeFitbit(newFitbitUserId());
      const answer = await exchangeFitbit(uid, back.searchParams.get('code'), idToken);
      expect(answer.error?.status).toBe('FAILED_PRECONDITION');
      expect((await db.doc(`oauth_tokens/${uid}`).get()).exists).toBe(false);
      expect(
        (await db.doc(`local_provider/fitbit/codes/${back.searchParams.get('code')}`).get()).data()
          ?.used,
      ).toBe(false);
    },
  );

  it.each([
    ['no code', (uid: string) => ({ userId: uid, authorizationCode: '' })],
    ['no user id', () => ({ userId: '', authorizationCode: 'local-fitbit-code-x' })],
  ])('refuses %s', async (_label, data) => {
    const { uid, idToken } = await newParticipant(db);
    const input = data(uid);
    expect(
      (await exchangeFitbit(input.userId, input.authorizationCode, idToken)).error?.status,
    ).toBe('INVALID_ARGUMENT');
  });

  it('refuses a code the stand-in did not issue, and a call from a page that is not the app', async () => {
    const { uid, idToken } = await newParticipant(db);
    expect((await exchangeFitbit(uid, 'local-fitbit-code-made-up', idToken)).error?.status).toBe(
      'INVALID_ARGUMENT',
    );
    const back = await authorizeFitbit(newFitbitUserId());
    expect(
      (await exchangeFitbit(uid, back.searchParams.get('code'), idToken, 'https://evil.example'))
        .error?.status,
    ).toBe('INVALID_ARGUMENT');
    expect((await db.doc(`oauth_tokens/${uid}`).get()).exists).toBe(false);
  });

  it("refuses a grant without the activity scope with the spec's text, storing nothing", async () => {
    const { uid, idToken } = await newParticipant(db);
    const back = await authorizeFitbit(newFitbitUserId(), { activity: false });
    const answer = await exchangeFitbit(uid, back.searchParams.get('code'), idToken);
    expect(answer.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'You must allow the app to work with fitbit!',
      details: { refusal: 'noActivityScope' },
    });
    expect((await db.doc(`oauth_tokens/${uid}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${uid}`).get()).data()?.fitbitAccount).toBeUndefined();
  });
});

describe('fitbit-webhook', () => {
  it("answers Fitbit's verification: 204 for our code, 404 for any other or none", async () => {
    expect((await fetch(`${FITBIT_WEBHOOK}?verify=${FITBIT_VERIFY_CODE}`)).status).toBe(204);
    expect((await fetch(`${FITBIT_WEBHOOK}?verify=wrong-code`)).status).toBe(404);
    expect((await fetch(FITBIT_WEBHOOK)).status).toBe(404);
  });

  it.each([
    ['a signature made with another secret', 'other-secret'],
    ['no signature', null],
  ])('51. refuses a notification with %s (404) and stores nothing', async (_label, secret) => {
    const { uid, fitbitUserId } = await fitbitParticipant(db);
    const { body, signature } = signedNotification(
      fitbitUserId,
      uid,
      standInDay(Date.now()),
      secret ?? undefined,
    );
    const response = await postNotification(body, secret === null ? null : signature);
    expect(response.status).toBe(404);
    expect(await inboxOf(db, 'fitbit', fitbitUserId)).toEqual([]);
  });

  it('51. refuses a body changed after signing', async () => {
    const { uid, fitbitUserId } = await fitbitParticipant(db);
    const { signature } = signedNotification(fitbitUserId, uid, standInDay(Date.now()));
    const tampered = signedNotification(fitbitUserId, uid, '2026-01-01').body;
    expect((await postNotification(tampered, signature)).status).toBe(404);
    expect(await inboxOf(db, 'fitbit', fitbitUserId)).toEqual([]);
  });
});

describe('importing Fitbit activities', () => {
  it('imports the day of a notification as Fit_{logId} (counted types only), and removes a log deleted at Fitbit', async () => {
    const { uid, fitbitUserId } = await fitbitParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    const start = Date.now() + 60_000;
    const run = await addFitbitLog(fitbitUserId, {
      activityName: 'Outdoor Run',
      km: 7.456,
      start: new Date(start).toISOString(),
      minutes: 45,
    });
    expect(run.webhook).toBe(204);
    const bike = await addFitbitLog(fitbitUserId, { activityName: 'Bike', km: 20 });
    await settled(db, 'fitbit', fitbitUserId, 2);
    let r = await row(db, legId, uid);
    expect(Object.keys(r.times)).toEqual([`Fit_${run.logId}`]);
    const entry = r.times[`Fit_${run.logId}`]!;
    expect(entry).toMatchObject({
      distance: 7.46,
      distanceType: 'Km',
      duration: { hours: 0, minutes: 45, seconds: 0 },
    });
    expect((entry.date as { toMillis(): number }).toMillis()).toBe(Math.floor(start / 1000) * 1000);
    expect(r.totalDistance).toBeCloseTo(7.46, 6);
    expect(bike.logId).not.toBe('');

    const deleted = await deleteFitbitLog(fitbitUserId, run.logId);
    expect(deleted.webhook).toBe(204);
    await settled(db, 'fitbit', fitbitUserId, 3);
    r = await row(db, legId, uid);
    expect(r.times).toEqual({});
    expect(r.totalDistance).toBe(0);
  });

  it('50. the same notification delivered again imports nothing twice', async () => {
    const { uid, fitbitUserId } = await fitbitParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    const start = Date.now() + 60_000;
    const walk = await addFitbitLog(fitbitUserId, {
      activityName: 'Walk',
      km: 3,
      start: new Date(start).toISOString(),
    });
    await settled(db, 'fitbit', fitbitUserId, 1);
    const { body, signature } = signedNotification(fitbitUserId, uid, standInDay(start));
    expect((await postNotification(body, signature)).status).toBe(204);
    expect((await postNotification(body, signature)).status).toBe(204);
    await settled(db, 'fitbit', fitbitUserId, 3);
    const r = await row(db, legId, uid);
    expect(Object.keys(r.times)).toEqual([`Fit_${walk.logId}`]);
    expect(r.totalDistance).toBe(3);
  });

  it("ignores a notification naming another subscription than the owner's", async () => {
    const { uid, fitbitUserId } = await fitbitParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    await db.doc(`local_provider/fitbit/subscriptions/${fitbitUserId}_${uid}`).delete();
    await addFitbitLog(fitbitUserId, { km: 4 });
    const { body, signature } = signedNotification(
      fitbitUserId,
      'someone-else',
      standInDay(Date.now() + 60_000),
    );
    expect((await postNotification(body, signature)).status).toBe(204);
    const [event] = await settled(db, 'fitbit', fitbitUserId, 1);
    expect(event?.status).toBe('ignored');
    expect((await row(db, legId, uid)).times).toEqual({});
  });

  it('refreshes an access token about to expire before reading the log, and stores the new tokens', async () => {
    await db.doc('local_provider/fitbit').set({ tokenLifetimeSeconds: 60 }, { merge: true });
    const { uid, fitbitUserId } = await fitbitParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    const before = (await db.doc(`oauth_tokens/${uid}`).get()).data()?.fitbit;
    const run = await addFitbitLog(fitbitUserId, { km: 6 });
    await settled(db, 'fitbit', fitbitUserId, 1);
    expect(Object.keys((await row(db, legId, uid)).times)).toEqual([`Fit_${run.logId}`]);
    const after = (await db.doc(`oauth_tokens/${uid}`).get()).data()?.fitbit;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.connectedAtMs).toBe(before.connectedAtMs);
  });
});

describe('a ride challenge and a run held at the same time (the race’s sport)', () => {
  it('a Bike log goes to the ride challenge only, a Run log to the run only', async () => {
    const { uid, fitbitUserId } = await fitbitParticipant(db);
    const runLeg = await registerOnNewLeg(db, uid, { sport: 'foot' });
    const rideLeg = await registerOnNewLeg(db, uid, { sport: 'ride' });
    const bike = await addFitbitLog(fitbitUserId, { activityName: 'Outdoor Bike', km: 25 });
    const run = await addFitbitLog(fitbitUserId, { activityName: 'Run', km: 6 });
    expect([bike.webhook, run.webhook]).toEqual([204, 204]);
    await settled(db, 'fitbit', fitbitUserId, 2);
    const rides = await row(db, rideLeg, uid);
    expect(Object.keys(rides.times)).toEqual([`Fit_${bike.logId}`]);
    expect(rides.totalDistance).toBe(25);
    const runs = await row(db, runLeg, uid);
    expect(Object.keys(runs.times)).toEqual([`Fit_${run.logId}`]);
    expect(runs.totalDistance).toBe(6);
  });
});

describe('leaving Fitbit', () => {
  it('trackers-disconnect deletes the subscription and revokes at Fitbit, deletes tokens and link, clears fitbitAccount, keeps the activities', async () => {
    const { uid, idToken, fitbitUserId } = await fitbitParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    const run = await addFitbitLog(fitbitUserId, { km: 4 });
    await waitFor('the import', async () => (await row(db, legId, uid)).totalDistance === 4);

    expect((await callFunction('trackers-disconnect', {}, idToken)).result).toEqual({
      disconnected: 'fitbit',
    });
    expect(
      (await db.doc(`local_provider/fitbit/subscriptions/${fitbitUserId}_${uid}`).get()).exists,
    ).toBe(false);
    expect(
      (await db.doc(`local_provider/fitbit/users/${fitbitUserId}`).get()).data()?.authorized,
    ).toBe(false);
    expect((await db.doc(`oauth_tokens/${uid}`).get()).data()?.fitbit).toBeUndefined();
    expect((await db.doc(`tracker_links/fitbit_${fitbitUserId}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${uid}`).get()).data()?.fitbitAccount).toBeUndefined();
    expect(Object.keys((await row(db, legId, uid)).times)).toEqual([`Fit_${run.logId}`]);
    // Nothing is notified any more, and a new device may be connected.
    expect((await addFitbitLog(fitbitUserId, { km: 2 })).webhook).toBe(0);
    expect((await callFunction('trackers-disconnect', {}, idToken)).result).toEqual({
      disconnected: null,
    });
  });

  it.each([
    ['a signature made with another secret', 'other-secret'],
    ['no signature', null],
  ])(
    '61. a revocation (userRevokedAccess) with %s is refused (404): nothing stored, the connection intact',
    async (_label, secret) => {
      const { uid, fitbitUserId } = await fitbitParticipant(db);
      const before = await connectionOf(db, uid, 'fitbit', fitbitUserId);
      const { body, signature } = signedNotification(
        fitbitUserId,
        uid,
        standInDay(Date.now()),
        secret ?? undefined,
        'userRevokedAccess',
      );
      expect((await postNotification(body, secret === null ? null : signature)).status).toBe(404);
      expect(await inboxOf(db, 'fitbit', fitbitUserId)).toEqual([]);
      expect(await connectionOf(db, uid, 'fitbit', fitbitUserId)).toEqual(before);
      expect(before.link).toMatchObject({ uid });
    },
  );

  it('61. the user revoking access at Fitbit (a signed userRevokedAccess) forgets the connection', async () => {
    const { uid, fitbitUserId } = await fitbitParticipant(db);
    const response = await fetch(`${FITBIT}/users/${fitbitUserId}/revoke`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.headers.get('x-webhook-status')).toBe('204');
    const [event] = await settled(db, 'fitbit', fitbitUserId, 1);
    expect(event).toMatchObject({ kind: 'deauthorize', status: 'done' });
    expect((await db.doc(`oauth_tokens/${uid}`).get()).data()?.fitbit).toBeUndefined();
    expect((await db.doc(`users/${uid}`).get()).data()?.fitbitAccount).toBeUndefined();
    expect((await db.doc(`tracker_links/fitbit_${fitbitUserId}`).get()).exists).toBe(false);
  });
});
