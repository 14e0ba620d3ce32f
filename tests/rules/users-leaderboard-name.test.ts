/**
 * How a participant appears on leaderboards, users/{uid}.leaderboardName (account page;
 * docs/standings.md, "Names on the leaderboard"): the owner sets 'full', 'initial' or 'hidden',
 * alone in its write; nobody else sets it, and the copy on her racer row stays the server's.
 */
import { describe, it } from 'vitest';
import { ALICE, BOB, assertFails, assertSucceeds } from './support/rules-env';
import { createdUser, rulesFile } from './support/rules-file';

const LEG = 'price_leg';

const env = rulesFile('users-leaderboard-name', () => ({
  [`users/${ALICE}`]: createdUser('alice@example.test'),
  [`users/${BOB}`]: createdUser('bob@example.test', {
    leaderboardName: 'hidden',
  }),
  [`races/${LEG}/subscribedUsers/${ALICE}`]: {
    firstName: 'Alice',
    lastName: 'Martin',
    bibNumber: 1,
    teamName: 'noTeam',
    totalDistance: 0,
    times: {},
  },
}));
const userDoc = (who: string, uid: string) =>
  env.authenticatedContext(who).firestore().doc(`users/${uid}`);

describe('how she appears on leaderboards', () => {
  it("alice chooses 'initial', then 'hidden', then 'full' again", async () => {
    for (const leaderboardName of ['initial', 'hidden', 'full'])
      await assertSucceeds(userDoc(ALICE, ALICE).update({ leaderboardName }));
  });

  it('alice sets anything else', async () => {
    for (const leaderboardName of ['Hidden', 'first', '', 1, true, null, ['hidden'], {}]) {
      await assertFails(userDoc(ALICE, ALICE).update({ leaderboardName }));
    }
  });

  it('alice writes another field with it', async () => {
    await assertFails(userDoc(ALICE, ALICE).update({ leaderboardName: 'hidden', language: 'fr' }));
    await assertFails(
      userDoc(ALICE, ALICE).update({ leaderboardName: 'hidden', email: 'x@example.test' }),
    );
  });

  it("alice sets bob's; a visitor sets anyone's", async () => {
    await assertFails(userDoc(ALICE, BOB).update({ leaderboardName: 'full' }));
    await assertFails(
      env
        .unauthenticatedContext()
        .firestore()
        .doc(`users/${ALICE}`)
        .update({ leaderboardName: 'hidden' }),
    );
  });

  it('alice cannot write the copy on her racer row herself (the server keeps it)', async () => {
    const row = env
      .authenticatedContext(ALICE)
      .firestore()
      .doc(`races/${LEG}/subscribedUsers/${ALICE}`);
    await assertFails(row.update({ leaderboardName: 'hidden' }));
    await assertFails(row.update({ firstName: '' }));
  });
});
