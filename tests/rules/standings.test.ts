/** docs/security.md items 43-45: activity rows are their owner's; standings and the board are public to signed-in users and server-written. */
import { describe, it } from 'vitest';
import { SHARD_COUNT } from '../../src/contract/standings-board';
import { ALICE, BOB, assertFails, assertSucceeds } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('standings', () => ({
  [`${ROWS}/${ALICE}`]: row('Alice', 100),
  [`${ROWS}/${BOB}`]: row('Bob', 101),
  [`${LEG}/standings/s00`]: { rows: '100|Alice|X||5||20779:5|', count: 1, updatedAt: 1 },
  [`${LEG}/standings/s01`]: { rows: '101|Bob|X||5||20779:5|', count: 1, updatedAt: 1 },
  [`${LEG}/board/current`]: {
    day: '2026-11-22',
    count: 2,
    top: { total: '', week: '', today: '' },
    teams: '',
    histogram: [],
  },
  [`${LEG}/rankPages/total-0000`]: { start: 0, rank: 1, rows: '100|Alice|X||5||20779:5|' },
  [`${LEG}/rankPages/index`]: { day: '2026-11-22', size: 1000, racers: 2, bounds: {} },
}));
const LEG = 'races/price_leg';
const ROWS = `${LEG}/subscribedUsers`;
const row = (firstName: string, bibNumber: number) => ({
  firstName,
  lastName: 'X',
  bibNumber,
  teamName: 'noTeam',
  totalDistance: 5,
  times: { '1_2026-11-22': { distance: 5 } },
});

const alice = () => env.authenticatedContext(ALICE).firestore();
const visitor = () => env.unauthenticatedContext().firestore();

describe('subscribedUsers (activity rows)', () => {
  it('43: alice reads her own row: allow', async () => {
    await assertSucceeds(alice().doc(`${ROWS}/${ALICE}`).get());
  });
  it("43: alice reads bob's row (his activities): deny", async () => {
    await assertFails(alice().doc(`${ROWS}/${BOB}`).get());
  });
  it('43: alice lists the rows of a leg: deny', async () => {
    await assertFails(alice().collection(ROWS).get());
    await assertFails(alice().collection(ROWS).where('teamName', '==', 'noTeam').get());
  });
});

describe('standings', () => {
  it('44: signed-in reads one standings document, and all 16 in one query: allow', async () => {
    await assertSucceeds(alice().doc(`${LEG}/standings/s01`).get());
    await assertSucceeds(alice().collection(`${LEG}/standings`).limit(SHARD_COUNT).get());
  });
  it('44: a visitor reads standings, or a query without the limit or above it: deny', async () => {
    await assertFails(visitor().doc(`${LEG}/standings/s01`).get());
    await assertFails(alice().collection(`${LEG}/standings`).get());
    await assertFails(
      alice()
        .collection(`${LEG}/standings`)
        .limit(SHARD_COUNT + 1)
        .get(),
    );
  });
  it('44: a re-sharded leg: one document of its generation, and its documents 16 a query by id: allow', async () => {
    await assertSucceeds(alice().doc(`${LEG}/standings/g67xabc-0042`).get());
    await assertSucceeds(
      alice()
        .collection(`${LEG}/standings`)
        .orderBy('__name__')
        .startAt('g67xabc-')
        .endAt('g67xabc-\uf8ff')
        .limit(SHARD_COUNT)
        .get(),
    );
  });
  it('44: a visitor reads a generation, or its documents more than 16 a query: deny', async () => {
    await assertFails(visitor().doc(`${LEG}/standings/g67xabc-0042`).get());
    await assertFails(
      alice()
        .collection(`${LEG}/standings`)
        .orderBy('__name__')
        .startAt('g67xabc-')
        .limit(SHARD_COUNT + 1)
        .get(),
    );
  });
  it('45: alice writes her own standings row, or creates or deletes a standings document: deny', async () => {
    await assertFails(
      alice().doc(`${LEG}/standings/s00`).update({ rows: '100|Alice|X||9999||20779:5|' }),
    );
    await assertFails(alice().doc(`${LEG}/standings/s15`).set({ rows: '' }));
    await assertFails(alice().doc(`${LEG}/standings/s01`).delete());
    await assertFails(alice().doc(`${LEG}/standings/g67xabc-0000`).set({ rows: '' }));
  });
});

describe('board', () => {
  it('44: signed-in reads the board of a leg: allow', async () => {
    await assertSucceeds(alice().doc(`${LEG}/board/current`).get());
  });
  it('44: a visitor reads the board, or anyone lists boards: deny', async () => {
    await assertFails(visitor().doc(`${LEG}/board/current`).get());
    await assertFails(alice().collection(`${LEG}/board`).get());
  });
  it('45: alice writes the board: deny', async () => {
    await assertFails(alice().doc(`${LEG}/board/current`).update({ count: 0 }));
    await assertFails(alice().doc(`${LEG}/board/other`).set({ count: 0 }));
  });
  it('45: the debounce state is server-only: deny', async () => {
    await assertFails(alice().doc(`${LEG}/standingsState/rebuild`).get());
    await assertFails(alice().doc(`${LEG}/standingsState/rebuild`).set({ pending: false }));
  });
  it('45: the shard layout is server-only (readers take it from the board): deny', async () => {
    await assertFails(alice().doc(`${LEG}/standingsState/layout`).get());
    await assertFails(
      alice().doc(`${LEG}/standingsState/layout`).set({ generation: '', count: 1 }),
    );
    await assertFails(alice().collection(`${LEG}/standingsState`).get());
  });
});

describe('ranked pages', () => {
  it('44: signed-in reads a page or the index by id: allow', async () => {
    await assertSucceeds(alice().doc(`${LEG}/rankPages/total-0000`).get());
    await assertSucceeds(alice().doc(`${LEG}/rankPages/index`).get());
  });
  it('44: a visitor reads a page, or anyone lists them: deny', async () => {
    await assertFails(visitor().doc(`${LEG}/rankPages/total-0000`).get());
    await assertFails(alice().collection(`${LEG}/rankPages`).limit(1).get());
  });
  it('45: alice writes a page or the index, or reads their hashes: deny', async () => {
    await assertFails(alice().doc(`${LEG}/rankPages/total-0000`).update({ rank: 2 }));
    await assertFails(alice().doc(`${LEG}/rankPages/index`).set({ racers: 0 }));
    await assertFails(alice().doc(`${LEG}/rankPages/total-0001`).delete());
    await assertFails(alice().doc(`${LEG}/standingsState/rankPages`).get());
  });
});
