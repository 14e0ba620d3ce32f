/**
 * Strava as its 2026 developer-program update has it by 2027-06-01 (docs/trackers.md,
 * "Strava"), played by the local stand-in: the API on its own host (…/strava/api-v3 locally),
 * tokens in the Authorization header only, and oauth/revoke (HTTP Basic client credentials)
 * in place of the retired oauth/deauthorize, for Disconnect as for an account deletion.
 */
import { describe, expect, it } from 'vitest';
import { adminDb, callFunction, postForm } from './support/emulators';
import { connectedParticipant, STAND_IN } from './support/strava';

const db = adminDb();

async function accessTokenOf(uid: string): Promise<string> {
  return String((await db.doc(`oauth_tokens/${uid}`).get()).data()?.strava?.accessToken);
}

async function revocationsOf(athleteId: string) {
  const found = await db
    .collection('local_provider/strava/revocations')
    .where('athleteId', '==', athleteId)
    .get();
  return found.docs.map((doc) => doc.data().kind as string);
}

describe('the Strava stand-in speaks the 2027 protocol', () => {
  it('answers the API with the token in the Authorization header only', async () => {
    const { uid, athleteId } = await connectedParticipant(db);
    const token = await accessTokenOf(uid);
    const header = await fetch(`${STAND_IN}/api-v3/athlete`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(header.status).toBe(200);
    expect(((await header.json()) as { id: number }).id).toBe(Number(athleteId));

    const query = await fetch(`${STAND_IN}/api-v3/athlete?access_token=${token}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(query.status).toBe(400);
    expect(await query.json()).toEqual({
      message: 'Bad Request',
      errors: [
        { resource: 'Authorization', field: 'access_token', code: 'not_allowed_as_parameter' },
      ],
    });
  });

  it('refuses a token sent as a form parameter, as the old deauthorize took it', async () => {
    const { uid, athleteId } = await connectedParticipant(db);
    const token = await accessTokenOf(uid);
    const basic = Buffer.from('00000:local-strava-secret').toString('base64');
    const answer = await fetch(`${STAND_IN}/oauth/revoke`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${basic}`,
      },
      body: new URLSearchParams({ access_token: token }).toString(),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errors: unknown[] }).errors).toEqual([
      { resource: 'Authorization', field: 'access_token', code: 'not_allowed_as_parameter' },
    ]);
    expect(await revocationsOf(athleteId)).toEqual([]);
    const still = await fetch(`${STAND_IN}/api-v3/athlete`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(still.status).toBe(200);
  });

  it('revokes without the client’s HTTP Basic credentials: never', async () => {
    const { uid, athleteId } = await connectedParticipant(db);
    const refresh = String(
      (await db.doc(`oauth_tokens/${uid}`).get()).data()?.strava?.refreshToken,
    );
    expect((await postForm(`${STAND_IN}/oauth/revoke`, { token: refresh })).status).toBe(401);
    expect(await revocationsOf(athleteId)).toEqual([]);
  });

  it('answers the old API path and oauth/deauthorize as gone', async () => {
    const { uid } = await connectedParticipant(db);
    const token = await accessTokenOf(uid);
    const old = await fetch(`${STAND_IN}/api/v3/athlete`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(old.status).toBe(404);
    const deauthorize = await fetch(`${STAND_IN}/oauth/deauthorize`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(deauthorize.status).toBe(410);
  });
});

describe('Disconnect revokes through oauth/revoke', () => {
  it('revokes the refresh token with the client’s HTTP Basic credentials; the access token goes with it', async () => {
    const { uid, idToken, athleteId } = await connectedParticipant(db);
    const token = await accessTokenOf(uid);
    expect((await callFunction('trackers-disconnect', {}, idToken)).result).toEqual({
      disconnected: 'strava',
    });
    expect(await revocationsOf(athleteId)).toEqual(['refresh']);
    const after = await fetch(`${STAND_IN}/api-v3/athlete`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
  });
});
