/** Checklist 8-11: leaderboard rows hold public fields only, are readable when signed in, and are created by the server. */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ALICE, BOB, assertFails, assertSucceeds, createRulesEnv, seedDocs } from './support/rules-env';

let env: RulesTestEnvironment;
const ROWS = 'races/price_leg/subscribedUsers';
const row = (firstName: string, bibNumber: number) => ({ firstName, lastName: 'X', bibNumber, teamName: 'noTeam', totalDistance: 0, times: {} });

beforeAll(async () => {
  env = await createRulesEnv('subscribed-users');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { [`${ROWS}/${BOB}`]: row('Bob', 101), [`${ROWS}/carol`]: row('Carol', 102) });
});

const alice = () => env.authenticatedContext(ALICE).firestore();
const bob = () => env.authenticatedContext(BOB).firestore();

describe('subscribedUsers', () => {
  // 11 (read the leaderboard) now reads the standings: tests/rules/standings.test.ts (43-45).
  it('43. allows the owner to read her own row', async () => {
    await assertSucceeds(bob().doc(`${ROWS}/${BOB}`).get());
  });

  it('denies a visitor', async () => {
    await assertFails(env.unauthenticatedContext().firestore().collection(ROWS).get());
    await assertFails(env.unauthenticatedContext().firestore().doc(`${ROWS}/${BOB}`).get());
  });

  it('8. denies creating her own row without a registration', async () => {
    await assertFails(alice().doc(`${ROWS}/${ALICE}`).set(row('Alice', 1)));
  });

  it("9. denies creating or updating someone else's row", async () => {
    await assertFails(alice().doc(`${ROWS}/${BOB}`).set(row('Mallory', 1)));
    await assertFails(alice().doc(`${ROWS}/${BOB}`).update({ totalDistance: 1000 }));
    await assertFails(alice().doc(`${ROWS}/carol`).delete());
  });

  it('10. denies putting private fields into a row', async () => {
    await assertFails(alice().doc(`${ROWS}/${ALICE}`).set({ ...row('Alice', 1), email: 'alice@example.test', phoneNumber: '613-555-0100' }));
    await assertFails(bob().doc(`${ROWS}/${BOB}`).update({ address: '1 Main St' }));
  });

  it('18. denies changing her own bib, name or team', async () => {
    await assertFails(bob().doc(`${ROWS}/${BOB}`).update({ bibNumber: 1 }));
    await assertFails(bob().doc(`${ROWS}/${BOB}`).update({ teamName: 'Maple Striders' }));
    await assertFails(bob().doc(`${ROWS}/${BOB}`).delete());
  });
});
