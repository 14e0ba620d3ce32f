/**
 * Connecting and disconnecting Strava on the emulator suite, against the local Strava
 * stand-in (docs/trackers.md): the consent page's redirects, the exchange callable
 * (connected, insufficient scope, already connected, one athlete per participant, uid from
 * auth only), the athlete's deauthorization and the trackers-disconnect callable.
 */
import { describe, expect, it } from 'vitest';
import { adminDb, callFunction, newParticipant } from './support/emulators';
import {
  STAND_IN,
  addActivity,
  athleteDeauthorizes,
  authorize,
  connectedParticipant,
  newAthleteId,
  processed,
  registerOnNewLeg,
  row,
} from './support/strava';

const db = adminDb();

const exchange = (
  code: string | null,
  scope: string | null,
  idToken: string,
  extra: Record<string, unknown> = {},
) => callFunction('strava-exchangeAuthorizationCode', { code, scope, ...extra }, idToken);

describe('the stand-in consent page', () => {
  it('shows Authorize, Cancel and a checked "Allow reading activities" for our client id and a local redirect', async () => {
    const url = `${STAND_IN}/oauth/authorize?client_id=00000&response_type=code&redirect_uri=${encodeURIComponent('http://localhost:5173/sconfirm')}&approval_prompt=force&scope=activity:read&state=`;
    const response = await fetch(url);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('>Authorize</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).toMatch(
      /<input type="checkbox" name="activity_read" value="on" checked> Allow reading activities/,
    );
  });

  it('refuses another client id or a redirect off this machine', async () => {
    const bad = [
      `${STAND_IN}/oauth/authorize?client_id=someone-else&response_type=code&redirect_uri=${encodeURIComponent('http://localhost:5173/sconfirm')}`,
      `${STAND_IN}/oauth/authorize?client_id=00000&response_type=code&redirect_uri=${encodeURIComponent('https://evil.example/sconfirm')}`,
    ];
    for (const url of bad) expect((await fetch(url)).status).toBe(400);
  });

  it('redirects with a code and scope=read,activity:read, scope=read when unchecked, and error=access_denied on Cancel', async () => {
    const granted = await authorize(newAthleteId());
    expect(granted.origin + granted.pathname).toBe('http://localhost:5173/sconfirm');
    expect(granted.searchParams.get('scope')).toBe('read,activity:read');
    expect(granted.searchParams.get('code')).toMatch(/^local-code-/);
    expect(granted.searchParams.get('state')).toBe('');
    expect(
      (await authorize(newAthleteId(), { activityRead: false })).searchParams.get('scope'),
    ).toBe('read');
    const cancelled = await authorize(newAthleteId(), { cancel: true });
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect(cancelled.searchParams.has('code')).toBe(false);
  });
});

describe('strava-exchangeAuthorizationCode', () => {
  it('connects: tokens server-side with the connection time, stravaAccount {id}, the athlete linked to the participant', async () => {
    const { uid, idToken } = await newParticipant(db);
    const athleteId = newAthleteId();
    const back = await authorize(athleteId);
    const before = Date.now();
    const answer = await exchange(
      back.searchParams.get('code'),
      back.searchParams.get('scope'),
      idToken,
    );
    expect(answer.result).toEqual({
      status: 'connected',
      message: 'You are now connected with Strava!',
    });
    const tokens = (await db.doc(`oauth_tokens/${uid}`).get()).data()?.strava;
    expect(tokens).toMatchObject({ athleteId, scope: 'read,activity:read' });
    expect(tokens.accessToken).toMatch(/^local-access-/);
    expect(tokens.refreshToken).toMatch(/^local-refresh-/);
    expect(tokens.expiresAtMs).toBeGreaterThan(Date.now() + 3_600_000);
    expect(tokens.connectedAtMs).toBeGreaterThanOrEqual(before - 1000);
    const user = (await db.doc(`users/${uid}`).get()).data();
    expect(user?.stravaAccount).toEqual({ id: athleteId });
    expect((await db.doc(`tracker_links/strava_${athleteId}`).get()).data()?.uid).toBe(uid);
  });

  it('answers insufficientScope without activity read, and stores nothing', async () => {
    const { uid, idToken } = await newParticipant(db);
    const back = await authorize(newAthleteId(), { activityRead: false });
    expect(
      (await exchange(back.searchParams.get('code'), back.searchParams.get('scope'), idToken))
        .result,
    ).toEqual({
      status: 'insufficientScope',
      message: 'Strava did not allow reading your activities.',
    });
    expect((await db.doc(`oauth_tokens/${uid}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${uid}`).get()).data()?.stravaAccount).toBeUndefined();
  });

  it('answers alreadyConnected to a participant with a linked device, and keeps the first connection', async () => {
    const { uid, idToken, athleteId } = await connectedParticipant(db);
    const back = await authorize(newAthleteId());
    expect(
      (await exchange(back.searchParams.get('code'), back.searchParams.get('scope'), idToken))
        .result,
    ).toEqual({
      status: 'alreadyConnected',
      message: 'A device is already connected to your account. Disconnect it first.',
    });
    expect((await db.doc(`users/${uid}`).get()).data()?.stravaAccount).toEqual({ id: athleteId });
    expect((await db.doc(`oauth_tokens/${uid}`).get()).data()?.strava.athleteId).toBe(athleteId);
  });

  it('refuses an athlete already linked to another participant (one athlete feeds one participant)', async () => {
    const first = await connectedParticipant(db);
    const { uid, idToken } = await newParticipant(db);
    const back = await authorize(first.athleteId);
    const answer = await exchange(
      back.searchParams.get('code'),
      back.searchParams.get('scope'),
      idToken,
    );
    expect(answer.error?.status).toBe('FAILED_PRECONDITION');
    expect((await db.doc(`oauth_tokens/${uid}`).get()).exists).toBe(false);
    expect((await db.doc(`tracker_links/strava_${first.athleteId}`).get()).data()?.uid).toBe(
      first.uid,
    );
  });

  it('refuses a code the stand-in did not issue, or one used already', async () => {
    const { idToken } = await newParticipant(db);
    expect(
      (await exchange('local-code-made-up', 'read,activity:read', idToken)).error?.status,
    ).toBe('INVALID_ARGUMENT');
    const back = await authorize(newAthleteId());
    const code = back.searchParams.get('code');
    const other = await newParticipant(db);
    expect((await exchange(code, 'read,activity:read', other.idToken)).result).toEqual({
      status: 'connected',
      message: 'You are now connected with Strava!',
    });
    expect((await exchange(code, 'read,activity:read', idToken)).error?.status).toBe(
      'INVALID_ARGUMENT',
    );
  });

  it("52. alice naming bob's uid connects alice only: the uid comes from auth", async () => {
    const alice = await newParticipant(db);
    const bob = await newParticipant(db);
    const back = await authorize(newAthleteId());
    const answer = await exchange(
      back.searchParams.get('code'),
      back.searchParams.get('scope'),
      alice.idToken,
      { uid: bob.uid, userId: bob.uid },
    );
    expect(answer.result).toEqual({
      status: 'connected',
      message: 'You are now connected with Strava!',
    });
    expect((await db.doc(`oauth_tokens/${alice.uid}`).get()).exists).toBe(true);
    expect((await db.doc(`oauth_tokens/${bob.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${bob.uid}`).get()).data()?.stravaAccount).toBeUndefined();
  });
});

describe('leaving Strava', () => {
  it("the athlete's deauthorization (updates.authorized 'false') deletes the tokens and clears stravaAccount", async () => {
    const { uid, athleteId } = await connectedParticipant(db);
    const sent = await athleteDeauthorizes(athleteId);
    expect(sent.status).toBe(303);
    expect((await processed(db, athleteId, 'update')).status).toBe('done');
    expect((await db.doc(`oauth_tokens/${uid}`).get()).data()?.strava).toBeUndefined();
    expect((await db.doc(`users/${uid}`).get()).data()?.stravaAccount).toBeUndefined();
    expect((await db.doc(`tracker_links/strava_${athleteId}`).get()).exists).toBe(false);
  });

  it('trackers-disconnect revokes at Strava, deletes the tokens and the link, clears the device, keeps the activities', async () => {
    const { uid, idToken, athleteId } = await connectedParticipant(db);
    const legId = await registerOnNewLeg(db, uid);
    const { activityId } = await addActivity(athleteId, { km: 4 });
    expect((await processed(db, activityId, 'create')).status).toBe('done');

    const answer = await callFunction('trackers-disconnect', {}, idToken);
    expect(answer.result).toEqual({ disconnected: 'strava' });
    expect(
      (await db.doc(`local_provider/strava/athletes/${athleteId}`).get()).data()?.authorized,
    ).toBe(false);
    expect((await db.doc(`oauth_tokens/${uid}`).get()).data()?.strava).toBeUndefined();
    expect((await db.doc(`tracker_links/strava_${athleteId}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${uid}`).get()).data()?.stravaAccount).toBeUndefined();
    const after = await row(db, legId, uid);
    expect(Object.keys(after.times)).toEqual([`S_${activityId}`]);
    expect(after.totalDistance).toBe(4);

    expect((await callFunction('trackers-disconnect', {}, idToken)).result).toEqual({
      disconnected: null,
    });
  });
});
