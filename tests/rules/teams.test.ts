/**
 * docs/security.md items 20-22, 77: team docs (naming no member) are listable by participants, the roster
 * only by the team's members, the code only by the captain, no client writes.
 */
import { describe, it } from 'vitest';
import { ALICE, BOB, assertFails, assertSucceeds } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('teams', () => ({
  [TEAM]: { owner: ALICE, membersCount: 2 },
  [`${TEAM}/private/code`]: { code: 'MAPLE-2025' },
  [`${TEAM}/private/roster`]: { members: { [ALICE]: { firstName: 'Alice', totalDistance: 3 } } },
  [`users/${ALICE}`]: { subscribedRaces: { price_leg: { teamName: 'Maple Striders' } } },
  [`users/${BOB}`]: { subscribedRaces: { price_leg: { teamName: 'Other Team' } } },
  [`users/${CAROL}`]: { subscribedRaces: { price_other: { teamName: 'Maple Striders' } } },
}));
const TEAM = 'races/price_leg/teams/Maple Striders';
const CAROL = 'carol';

const alice = () => env.authenticatedContext(ALICE).firestore();
const bob = () => env.authenticatedContext(BOB).firestore();

describe('team documents', () => {
  it('allows a signed-in user to list and get the teams of a leg', async () => {
    await assertSucceeds(bob().collection('races/price_leg/teams').get());
    await assertSucceeds(bob().doc(TEAM).get());
  });

  it('denies a visitor', async () => {
    await assertFails(
      env.unauthenticatedContext().firestore().collection('races/price_leg/teams').get(),
    );
  });

  it('20. denies creating a team owned by bob, or overwriting an existing team', async () => {
    await assertFails(alice().doc('races/price_leg/teams/New Team').set({ owner: BOB }));
    await assertFails(alice().doc('races/price_leg/teams/Own Team').set({ owner: ALICE }));
    await assertFails(bob().doc(TEAM).set({ owner: BOB }));
    await assertFails(alice().doc(TEAM).delete());
  });
});

describe('team code', () => {
  it('allows the captain to read the code', async () => {
    await assertSucceeds(alice().doc(`${TEAM}/private/code`).get());
  });

  it('21. denies anyone else reading the code', async () => {
    await assertFails(bob().doc(`${TEAM}/private/code`).get());
    await assertFails(env.unauthenticatedContext().firestore().doc(`${TEAM}/private/code`).get());
    await assertFails(bob().collection(`${TEAM}/private`).get());
    await assertFails(bob().collectionGroup('private').get());
  });

  it('22. denies writing a code or joining by a client write', async () => {
    await assertFails(bob().doc(`${TEAM}/private/code`).set({ code: 'MINE' }));
    await assertFails(alice().doc(`${TEAM}/private/code`).update({ code: 'NEW' }));
    await assertFails(bob().doc(TEAM).update({ membersCount: 3 }));
    await assertFails(bob().doc(`${TEAM}/members/${BOB}`).set({ code: 'WRONG' }));
  });
});

describe('team roster (the listed members, keyed by uid)', () => {
  const roster = `${TEAM}/private/roster`;

  it('77. allows a member of the team to read its roster', async () => {
    await assertSucceeds(alice().doc(roster).get());
  });

  it('77. denies anyone not on the team: another team, the same name on another leg, no registration, a visitor', async () => {
    await assertFails(bob().doc(roster).get());
    await assertFails(env.authenticatedContext(CAROL).firestore().doc(roster).get());
    await assertFails(env.authenticatedContext('nobody').firestore().doc(roster).get());
    await assertFails(env.unauthenticatedContext().firestore().doc(roster).get());
  });

  it('77. denies listing rosters and any client write, even a member’s', async () => {
    await assertFails(alice().collection(`${TEAM}/private`).get());
    await assertFails(alice().doc(roster).set({ members: {} }));
    await assertFails(
      alice()
        .doc(roster)
        .update({ [`members.${ALICE}.totalDistance`]: 99 }),
    );
    await assertFails(
      bob()
        .doc(roster)
        .set({ members: { [BOB]: { totalDistance: 1 } } }),
    );
  });
});
