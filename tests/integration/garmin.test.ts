/**
 * Garmin on the emulator suite, against the local Garmin stand-in (docs/trackers-fitbit-garmin.md,
 * "Garmin"): the connect through OAuth 2.0 with PKCE (a wrong verifier refused),
 * the refresh of an expired token, pushes of activities and dailies matched by Garmin user id (links
 * on OAuth 2.0 and links not yet moved from OAuth 1.0a alike), taken only at the webhook's
 * registered URL; the deregistration and the permission change; the disconnect; and the move
 * of OAuth 1 links (`npm run trackers:migrate-garmin`): dry run, apply, a failed exchange
 * reported and moved by the next run, a moved link that keeps syncing.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  adminDb,
  callFunction,
  FUNCTIONS_ORIGIN,
  newParticipant,
  PROJECT_ID,
  waitFor,
} from './support/emulators';
import { inboxOf, settled, standInDay } from './support/fitbit';
import {
  GARMIN,
  GARMIN_WEBHOOK_WITHOUT_KEY,
  addGarminActivity,
  consentGarmin,
  exchangeGarmin,
  failNextGarminCalls,
  garminParticipant,
  migrate,
  newGarminUserId,
  oauth1Participant,
  pushGarminDaily,
  pushToWebhook,
  shareGarminActivities,
  startGarmin,
} from './support/garmin';
import { registerOnNewLeg, row } from './support/strava';
import { connectionOf } from './support/trackers';

const db = adminDb();

const tokensOf = async (uid: string) => (await db.doc(`oauth_tokens/${uid}`).get()).data()?.garmin;

function activityPush(userId: string, summaryId: string, extra: Record<string, unknown> = {}) {
  return {
    activities: [
      {
        userId,
        summaryId,
        activityType: 'RUNNING',
        startTimeInSeconds: Math.floor(Date.now() / 1000) + 60,
        startTimeOffsetInSeconds: -18000,
        durationInSeconds: 1800,
        distanceInMeters: 5000,
        ...extra,
      },
    ],
  };
}

describe('connecting Garmin: OAuth 2.0 with PKCE through the connect core', () => {
  it('connects: the consent page asks S256, the code and verifier give OAuth 2.0 tokens, the user id names the link', async () => {
    const { uid, idToken } = await newParticipant(db);
    const garminUserId = newGarminUserId();
    const authorize = await startGarmin(idToken);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${GARMIN}/oauth2Confirm`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:5173/garminAuth');
    expect(authorize.searchParams.has('scope')).toBe(false);
    const back = await consentGarmin(authorize, garminUserId);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:5173/garminAuth');
    const before = Date.now();
    const answer = await exchangeGarmin(
      back.searchParams.get('code'),
      back.searchParams.get('state'),
      idToken,
    );
    expect(answer.result).toEqual({
      status: 'connected',
      message: 'You are now connected with Garmin!',
    });
    const tokens = await tokensOf(uid);
    expect(tokens).toMatchObject({ garminUserId });
    expect(tokens.accessToken).toMatch(/^local-garmin-access-/);
    expect(tokens.refreshToken).toMatch(/^local-garmin-refresh-/);
    expect(tokens.expiresAtMs).toBeGreaterThan(before + 23 * 3_600_000);
    expect(tokens.refreshExpiresAtMs).toBeGreaterThan(before + 89 * 86_400_000);
    expect(tokens.connectedAtMs).toBeGreaterThanOrEqual(before - 1000);
    expect((await db.doc(`users/${uid}`).get()).data()?.garminAccount).toEqual({
      activeToggle: 'activities',
    });
    expect((await db.doc(`tracker_links/garmin_${garminUserId}`).get()).data()?.uid).toBe(uid);
  });

  it('a verifier that does not match the challenge is refused by the stand-in: nothing stored', async () => {
    const { uid, idToken } = await newParticipant(db);
    const back = await consentGarmin(await startGarmin(idToken), newGarminUserId());
    const state = back.searchParams.get('state') as string;
    // The pending authorization's verifier changed: the code was asked with another challenge.
    await db.doc(`oauth_pending/${state}`).update({ codeVerifier: 'x'.repeat(43) });
    const answer = await exchangeGarmin(back.searchParams.get('code'), state, idToken);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.error?.message).toBe('Garmin did not accept this authorization.');
    expect(await tokensOf(uid)).toBeUndefined();
    expect((await db.doc(`users/${uid}`).get()).data()?.garminAccount).toBeUndefined();
  });

  it('Cancel on the consent page comes back with error=access_denied and no code; a missing code is refused', async () => {
    const { uid, idToken } = await newParticipant(db);
    const back = await consentGarmin(await startGarmin(idToken), newGarminUserId(), {
      cancel: true,
    });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.has('code')).toBe(false);
    const answer = await exchangeGarmin(null, back.searchParams.get('state'), idToken);
    expect(answer.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'User denied request',
    });
    expect(await tokensOf(uid)).toBeUndefined();
  });

  it('52. refuses alice exchanging the authorization bob started, storing nothing for either', async () => {
    const alice = await newParticipant(db);
    const bob = await newParticipant(db);
    const back = await consentGarmin(await startGarmin(bob.idToken), newGarminUserId());
    const answer = await exchangeGarmin(
      back.searchParams.get('code'),
      back.searchParams.get('state'),
      alice.idToken,
    );
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
    expect(await tokensOf(alice.uid)).toBeUndefined();
    expect(await tokensOf(bob.uid)).toBeUndefined();
  });

  it('refuses a participant who linked a device meanwhile (one device at a time), storing nothing', async () => {
    const { uid, idToken } = await newParticipant(db);
    const back = await consentGarmin(await startGarmin(idToken), newGarminUserId());
    await db.doc(`users/${uid}`).update({ stravaAccount: { id: '123' } });
    const answer = await exchangeGarmin(
      back.searchParams.get('code'),
      back.searchParams.get('state'),
      idToken,
    );
    expect(answer.error?.status).toBe('FAILED_PRECONDITION');
    expect(await tokensOf(uid)).toBeUndefined();
  });

  it('an expired access token is refreshed (and stored) before her next request to Garmin', async () => {
    const { uid, garminUserId } = await garminParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    const old = await tokensOf(uid);
    await db.doc(`oauth_tokens/${uid}`).update({ 'garmin.expiresAtMs': Date.now() - 1000 });
    await addGarminActivity(garminUserId, { km: 2.5, ping: true });
    await waitFor('the import', async () => (await row(db, legId, uid)).totalDistance === 2.5);
    const now = await tokensOf(uid);
    expect(now.accessToken).not.toBe(old.accessToken);
    expect(now.refreshToken).not.toBe(old.refreshToken);
    expect(now.expiresAtMs).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });
});

describe('garmin-webhook: pushes by Garmin user id', () => {
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
    // The pushes named her by user id alone; the inbox keeps no token of hers.
    expect(JSON.stringify(await inboxOf(db, 'garmin', garminUserId))).not.toContain(
      'local-garmin-',
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

    await pushGarminDaily(garminUserId, day, 9.5);
    await addGarminActivity(garminUserId, { km: 5 });
    await settled(db, 'garmin', garminUserId, 3);
    r = await row(db, legId, uid);
    expect(Object.keys(r.times)).toEqual([`Garmin_daily-${day}`]);
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
    expect(Object.keys((await row(db, rideLeg, uid)).times)).toEqual([`Garmin_${ride.summaryId}`]);
    expect(Object.keys((await row(db, runLeg, uid)).times)).toEqual([`Garmin_${run.summaryId}`]);
  });

  it('50. the same push delivered twice is one inbox event and counts once', async () => {
    const { uid, garminUserId } = await garminParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    const push = activityPush(garminUserId, '777000111');
    for (let i = 0; i < 2; i += 1) expect((await pushToWebhook(push)).status).toBe(200);
    expect(await settled(db, 'garmin', garminUserId, 1)).toHaveLength(1);
    const r = await row(db, legId, uid);
    expect(Object.keys(r.times)).toEqual(['Garmin_777000111']);
    expect(r.totalDistance).toBe(5);
  });

  it.each([
    ['without the key', GARMIN_WEBHOOK_WITHOUT_KEY],
    ['with a wrong key', `${GARMIN_WEBHOOK_WITHOUT_KEY}?key=local-garmin-webhook-kez`],
  ])('51. refuses a push %s (403) and stores nothing', async (_label, url) => {
    const { garminUserId } = await garminParticipant(db);
    const response = await pushToWebhook(activityPush(garminUserId, '123456789'), url);
    expect(response.status).toBe(403);
    const deregistration = await pushToWebhook(
      { deregistrations: [{ userId: garminUserId }] },
      url,
    );
    expect(deregistration.status).toBe(403);
    expect(await inboxOf(db, 'garmin', garminUserId)).toEqual([]);
  });

  it.each([
    ['a list', [{ userId: 'u' }]],
    ['a section that is not a list', { activities: { userId: 'u' } }],
    ['text', 'activities'],
  ])('refuses a malformed body (%s) with 400, storing nothing', async (_label, body) => {
    const { garminUserId } = await garminParticipant(db);
    const response = await pushToWebhook(
      Array.isArray(body)
        ? body
        : typeof body === 'string'
          ? body
          : { ...body, dailies: [{ userId: garminUserId, calendarDate: '2026-11-27' }] },
    );
    expect(response.status).toBe(400);
    expect(await inboxOf(db, 'garmin', garminUserId)).toEqual([]);
  });

  it('takes nothing of a push about a Garmin user nobody linked (answered 200: nothing for Garmin to send again)', async () => {
    const stranger = newGarminUserId();
    const response = await pushToWebhook({ deregistrations: [{ userId: stranger }] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accepted: 0, skipped: 1 });
    expect(await inboxOf(db, 'garmin', stranger)).toEqual([]);
  });

  it('a link not yet moved from OAuth 1.0a is matched by user id too, with or without its token in the push', async () => {
    const { uid, garminUserId, token } = await oauth1Participant(db);
    const legId = await registerOnNewLeg(db, uid);
    const byStandIn = await addGarminActivity(garminUserId, { km: 3 });
    expect(byStandIn.webhook).toBe(200);
    expect((await pushToWebhook(activityPush(garminUserId, '88800011'))).status).toBe(200);
    await settled(db, 'garmin', garminUserId, 2);
    expect(Object.keys((await row(db, legId, uid)).times).sort()).toEqual(
      [`Garmin_${byStandIn.summaryId}`, 'Garmin_88800011'].sort(),
    );
    const deliveries = await db
      .collection('local_provider/garmin/deliveries')
      .where('userId', '==', garminUserId)
      .get();
    expect(JSON.stringify(deliveries.docs.map((d) => d.data().body))).toContain(token);
  });

  it('61. refuses a push naming a not-yet-moved link with a token that is not hers (403), storing nothing', async () => {
    const victim = await oauth1Participant(db);
    const before = await connectionOf(db, victim.uid, 'garmin', victim.garminUserId);
    const response = await pushToWebhook({
      deregistrations: [{ userId: victim.garminUserId, userAccessToken: `${victim.token}x` }],
    });
    expect(response.status).toBe(403);
    expect(await inboxOf(db, 'garmin', victim.garminUserId)).toEqual([]);
    expect(await connectionOf(db, victim.uid, 'garmin', victim.garminUserId)).toEqual(before);
  });
});

describe("garmin-webhook: pings (Garmin's ping mode)", () => {
  it('pulls the summaries a ping names with her token, and imports them once', async () => {
    const { uid, garminUserId } = await garminParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    const run = await addGarminActivity(garminUserId, { km: 4.5, ping: true });
    expect(run.webhook).toBe(200);
    const [event] = await settled(db, 'garmin', garminUserId, 1);
    expect(event).toMatchObject({ objectId: 'ping', status: 'done' });
    expect(Object.keys((await row(db, legId, uid)).times)).toEqual([`Garmin_${run.summaryId}`]);
    expect((await row(db, legId, uid)).totalDistance).toBe(4.5);
  });

  it('a 429 on the pull is backed off by the retry policy (status retry, then done when due)', async () => {
    const { uid, garminUserId } = await garminParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    // More 429s than one run tries (retry-policy.ts: 3 tries within a run).
    await failNextGarminCalls(db, 429, 3);
    await addGarminActivity(garminUserId, { km: 3, ping: true });
    const [waiting] = await waitFor('the event left for a later run', async () => {
      const events = await inboxOf(db, 'garmin', garminUserId);
      return events.length === 1 && events[0]?.status === 'retry' ? events : undefined;
    });
    expect(waiting?.nextAttemptAt).toBeGreaterThanOrEqual(Date.now() + 50_000);
    expect((await row(db, legId, uid)).times).toEqual({});
    const sweep = await fetch(
      `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localProvider/sweep?now=${String(waiting?.nextAttemptAt)}`,
      { method: 'POST' },
    );
    expect(sweep.status).toBe(200);
    await waitFor('the import', async () => (await row(db, legId, uid)).totalDistance === 3);
    expect((await inboxOf(db, 'garmin', garminUserId))[0]).toMatchObject({
      status: 'done',
      attempts: 2,
    });
  });

  it("61. a ping whose callback URL is not Garmin's API is refused; her token never goes there", async () => {
    const { garminUserId } = await garminParticipant(db);
    const response = await pushToWebhook({
      activities: [
        { userId: garminUserId, callbackURL: 'https://evil.example/wellness-api/rest/activities' },
      ],
    });
    expect(response.status).toBe(200);
    const [event] = await settled(db, 'garmin', garminUserId, 1);
    expect(event).toMatchObject({ status: 'refused' });
  });
});

describe('leaving Garmin', () => {
  it('trackers-disconnect deletes the registration at Garmin (bearer), the tokens and the link, clears garminAccount, keeps the activities', async () => {
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
    expect(await tokensOf(uid)).toBeUndefined();
    expect((await db.doc(`tracker_links/garmin_${garminUserId}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${uid}`).get()).data()?.garminAccount).toBeUndefined();
    expect(Object.keys((await row(db, legId, uid)).times)).toEqual([`Garmin_${run.summaryId}`]);
  });

  it('trackers-disconnect of a link not yet moved deletes the registration with its OAuth 1 signature', async () => {
    const { uid, idToken, garminUserId } = await oauth1Participant(db);
    expect((await callFunction('trackers-disconnect', {}, idToken)).result).toEqual({
      disconnected: 'garmin',
    });
    expect(
      (await db.doc(`local_provider/garmin/users/${garminUserId}`).get()).data()?.accessToken,
    ).toBeNull();
    expect(await tokensOf(uid)).toBeUndefined();
  });

  it('a 429 from Garmin on disconnect answers unavailable and forgets nothing (she can try again)', async () => {
    const { uid, idToken, garminUserId } = await garminParticipant(db);
    const before = await connectionOf(db, uid, 'garmin', garminUserId);
    await failNextGarminCalls(db, 429, 1);
    expect((await callFunction('trackers-disconnect', {}, idToken)).error?.status).toBe(
      'UNAVAILABLE',
    );
    expect(await connectionOf(db, uid, 'garmin', garminUserId)).toEqual(before);
    expect((await callFunction('trackers-disconnect', {}, idToken)).result).toEqual({
      disconnected: 'garmin',
    });
  });

  it('her deregistration in Garmin Connect (by user id) ends the link as a disconnect does, without calling Garmin; one e-mail, none for its replay', async () => {
    const { uid, garminUserId } = await garminParticipant(db);
    const email = String((await db.doc(`users/${uid}`).get()).data()?.email);
    const response = await fetch(`${GARMIN}/users/${garminUserId}/deregister`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.headers.get('x-webhook-status')).toBe('200');
    const [event] = await settled(db, 'garmin', garminUserId, 1);
    expect(event).toMatchObject({ kind: 'deauthorize', status: 'done' });
    expect(await tokensOf(uid)).toBeUndefined();
    expect((await db.doc(`tracker_links/garmin_${garminUserId}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${uid}`).get()).data()?.garminAccount).toBeUndefined();
    const mails = () => db.collection('mail').where('to', '==', email).get();
    await waitFor('the tracker-trouble e-mail', async () => (await mails()).size === 1);
    expect((await pushToWebhook({ deregistrations: [{ userId: garminUserId }] })).status).toBe(200);
    expect((await mails()).docs.map((d) => d.id)).toEqual([
      expect.stringMatching(/^tracker_revoked/),
    ]);
  });
});

describe("Garmin's user permission change", () => {
  it('taking activity access away marks her link as needing reconnecting (one e-mail, nothing imported); giving it back makes it normal again', async () => {
    const { uid, garminUserId } = await garminParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    const email = String((await db.doc(`users/${uid}`).get()).data()?.email);

    expect((await shareGarminActivities(garminUserId, false)).webhook).toBe(200);
    const [off] = await settled(db, 'garmin', garminUserId, 1);
    expect(off).toMatchObject({ kind: 'permissions', aspect: 'delete', status: 'done' });
    expect((await tokensOf(uid)).activityWithdrawn).toBe(true);
    const mails = () => db.collection('mail').where('to', '==', email).get();
    await waitFor('the tracker-trouble e-mail', async () => (await mails()).size === 1);

    // Withdrawn: a second notification of the same state changes nothing and mails nothing;
    // a summary that comes anyway is not imported.
    await shareGarminActivities(garminUserId, false);
    expect((await pushToWebhook(activityPush(garminUserId, '99900011'))).status).toBe(200);
    const events = await settled(db, 'garmin', garminUserId, 3);
    expect(events.filter((e) => e.status === 'done')).toHaveLength(1);
    expect((await row(db, legId, uid)).times).toEqual({});

    expect((await shareGarminActivities(garminUserId, true)).webhook).toBe(200);
    await settled(db, 'garmin', garminUserId, 4);
    expect((await tokensOf(uid)).activityWithdrawn).toBe(false);
    const run = await addGarminActivity(garminUserId, { km: 6 });
    await waitFor('the import', async () => (await row(db, legId, uid)).totalDistance === 6);
    expect(Object.keys((await row(db, legId, uid)).times)).toEqual([`Garmin_${run.summaryId}`]);
    expect((await mails()).size).toBe(1);
  });
});

describe('npm run trackers:migrate-garmin', () => {
  const execute = promisify(execFile);
  const env = {
    ...process.env,
    GCLOUD_PROJECT: PROJECT_ID,
    FUNCTIONS_EMULATOR_ORIGIN: FUNCTIONS_ORIGIN,
  };

  it('a dry run (the default) changes nothing, and reports the link it would move', async () => {
    const { uid, garminUserId, token } = await oauth1Participant(db);
    const before = await connectionOf(db, uid, 'garmin', garminUserId);
    const report = join(mkdtempSync(join(tmpdir(), 'garmin-migration-')), 'report.json');
    const { stdout } = await execute(
      'node',
      ['scripts/trackers-migrate-garmin.mjs', '--report', report],
      { env },
    );
    expect(stdout).toContain(`would move garmin_${garminUserId} (${uid})`);
    const written = JSON.parse(readFileSync(report, 'utf8'));
    expect(written).toMatchObject({ mode: 'dry-run', projectId: PROJECT_ID });
    expect(written.moved).toContainEqual({ uid, garminUserId });
    expect(await connectionOf(db, uid, 'garmin', garminUserId)).toEqual(before);
    expect(
      (await db.doc(`local_provider/garmin/accessTokens/${token}`).get()).data()?.revoked,
    ).toBe(false);
  });

  it('apply moves an OAuth 1 link in place (same link, same kilometres); a second run skips it', async () => {
    const { uid, garminUserId, token } = await oauth1Participant(db);
    const legId = await registerOnNewLeg(db, uid);
    await addGarminActivity(garminUserId, { km: 2 });
    await waitFor('the import', async () => (await row(db, legId, uid)).totalDistance === 2);
    const connectedAtMs = (await tokensOf(uid)).connectedAtMs as number;

    const report = await migrate(db, [garminUserId]);
    expect(report).toMatchObject({ mode: 'apply', moved: [{ uid, garminUserId }], failed: [] });
    const moved = await tokensOf(uid);
    expect(moved).toMatchObject({ garminUserId, connectedAtMs });
    expect(moved.accessToken).toMatch(/^local-garmin-access-/);
    expect(moved.refreshToken).toMatch(/^local-garmin-refresh-/);
    expect(moved.expiresAtMs).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(moved.token).toBeUndefined();
    expect(moved.tokenSecret).toBeUndefined();
    expect((await db.doc(`tracker_links/garmin_${garminUserId}`).get()).data()?.uid).toBe(uid);
    expect((await row(db, legId, uid)).totalDistance).toBe(2);
    expect(
      (await db.doc(`local_provider/garmin/accessTokens/${token}`).get()).data()?.revoked,
    ).toBe(true);

    expect(await migrate(db, [garminUserId])).toMatchObject({
      moved: [],
      skipped: [{ uid, garminUserId, reason: 'already on OAuth 2.0' }],
    });
  });

  it.each([503, 429])(
    'a failed exchange (%i) is reported with its reason, changes nothing but the note, and the next run moves it',
    async (status) => {
      const { uid, garminUserId } = await oauth1Participant(db);
      await failNextGarminCalls(db, status, 1);
      const first = await migrate(db, [garminUserId]);
      expect(first.moved).toEqual([]);
      expect(first.failed).toEqual([
        { uid, garminUserId, reason: expect.stringContaining(`${status} (temporary)`) },
      ]);
      expect(await tokensOf(uid)).toMatchObject({
        token: expect.any(String),
        migrationError: { reason: expect.stringContaining(String(status)) },
      });
      const second = await migrate(db, [garminUserId]);
      expect(second).toMatchObject({ moved: [{ uid, garminUserId }], failed: [] });
      expect((await tokensOf(uid)).migrationError).toBeUndefined();
    },
  );

  it('a moved link keeps syncing: pushes by user id alone, no token in them', async () => {
    const { uid, garminUserId } = await oauth1Participant(db);
    const legId = await registerOnNewLeg(db, uid);
    await migrate(db, [garminUserId]);
    const run = await addGarminActivity(garminUserId, { km: 5.5 });
    expect(run.webhook).toBe(200);
    await waitFor('the import', async () => (await row(db, legId, uid)).totalDistance === 5.5);
    const last = await db
      .collection('local_provider/garmin/deliveries')
      .where('userId', '==', garminUserId)
      .get();
    expect(JSON.stringify(last.docs.map((d) => d.data().body))).not.toContain('userAccessToken');
  });
});
