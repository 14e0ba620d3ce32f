/**
 * Her Auth user deleted directly (docs/data-model.md, "What deleting an account removes"): `POST accounts:delete` with her own ID
 * token, what the SDK's `user.delete()` does and any participant can call, gets the same
 * complete deletion as "Delete my account" (functions/src/account/on-auth-user-deleted.ts, the
 * v1 Auth trigger the Auth emulator delivers): her profile, her row, her standing, her referral
 * counts and her mail go, and the team she captained passes to her teammate.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, newParticipant, waitFor, type Participant } from './support/emulators';
import { legSettled } from './support/reconcile';
import { registerOnNewLeg } from './support/strava';

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const TEAM = 'Heron Pond';

const db = adminDb();
let her: Participant;
let mate: Participant;
let legId: string;

beforeAll(async () => {
  her = await newParticipant(db, 'Direct');
  legId = await registerOnNewLeg(db, her.uid);
  mate = await newParticipant(db, 'Mate');
  await db.doc(`races/${legId}/teams/${TEAM}`).set({
    owner: her.uid,
    createdAt: Timestamp.now(),
    membersCount: 2,
    members: {},
  });
  for (const [uid, bib] of [
    [her.uid, 1],
    [mate.uid, 2],
  ] as const) {
    await db
      .doc(`users/${uid}`)
      .set(
        { subscribedRaces: { [legId]: { legId, bibNumber: bib, teamName: TEAM } } },
        { merge: true },
      );
    await db.doc(`races/${legId}/subscribedUsers/${uid}`).set({
      firstName: uid === her.uid ? 'Direct' : 'Mate',
      lastName: 'Runner',
      bibNumber: bib,
      teamName: TEAM,
      totalDistance: 1,
      times: {},
    });
  }
  await db.doc(`referrals/${her.uid}`).set({ total: 1, counts: { [legId]: 1 } });
  await db.doc(`mail/it-direct-${her.uid}`).set({ to: her.email, message: { subject: 'Hi' } });
});

describe('73. her Auth user deleted with her own ID token (accounts:delete)', () => {
  it('73. removes everything "Delete my account" removes', async () => {
    const response = await fetch(
      `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:delete?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ idToken: her.idToken }),
      },
    );
    expect(response.status).toBe(200);

    // The trigger's evidence: her deletion marker complete (its last write).
    await waitFor(
      'her deletion to complete',
      async () => (await db.doc(`deletions/${her.uid}`).get()).data()?.state === 'done',
    );
    for (const path of [
      `users/${her.uid}`,
      `races/${legId}/subscribedUsers/${her.uid}`,
      `referrals/${her.uid}`,
      `mail/it-direct-${her.uid}`,
    ])
      expect((await db.doc(path).get()).exists, path).toBe(false);
    const team = (await db.doc(`races/${legId}/teams/${TEAM}`).get()).data();
    expect(team?.owner).toBe(mate.uid);
    expect(team?.membersCount).toBe(1);
    expect((await db.doc(`users/${mate.uid}`).get()).exists).toBe(true);
    // Her leaderboard line and name: the leg's board and standings hold her teammate alone.
    const { board } = await legSettled(db, legId, 1);
    expect(board.count).toBe(1);
    expect(JSON.stringify(board)).not.toContain('Direct');
    expect(JSON.stringify(board)).toContain('Mate');
  });
});
