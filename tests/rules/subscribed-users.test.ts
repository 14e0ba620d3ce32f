/**
 * docs/security.md items 8-11, 43: leaderboard rows hold public fields only, are read by their owner only,
 * and are created by the server. Beyond the spec: 'Keep both' on a possible duplicate adds one
 * manual key → imported key entry to keptDuplicates, and nothing else.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ALICE, BOB, assertFails, assertSucceeds, seedDocs } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('subscribed-users', () => ({
  [`${ROWS}/${BOB}`]: row('Bob', 101),
  [`${ROWS}/carol`]: row('Carol', 102),
}));
const ROWS = 'races/price_leg/subscribedUsers';
const row = (firstName: string, bibNumber: number) => ({
  firstName,
  lastName: 'X',
  bibNumber,
  teamName: 'noTeam',
  totalDistance: 0,
  times: {},
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
    await assertFails(
      alice()
        .doc(`${ROWS}/${ALICE}`)
        .set({ ...row('Alice', 1), email: 'alice@example.test', phoneNumber: '613-555-0100' }),
    );
    await assertFails(bob().doc(`${ROWS}/${BOB}`).update({ address: '1 Main St' }));
  });

  it('18. denies changing her own bib, name or team', async () => {
    await assertFails(bob().doc(`${ROWS}/${BOB}`).update({ bibNumber: 1 }));
    await assertFails(bob().doc(`${ROWS}/${BOB}`).update({ teamName: 'Maple Striders' }));
    await assertFails(bob().doc(`${ROWS}/${BOB}`).delete());
  });
});

describe('keptDuplicates: keep both of a possible duplicate (beyond the spec)', () => {
  const MANUAL_1 = '1738600000000_2025-02-03';
  const MANUAL_2 = '1738700000000_2025-02-04';
  const entry = (distance: number) => ({
    date: new Date('2025-02-03T12:00:00.000Z'),
    distance,
    distanceType: 'Km',
    duration: { hours: 1, minutes: 0, seconds: 0 },
  });
  const TIMES = {
    [MANUAL_1]: entry(10),
    [MANUAL_2]: entry(5),
    S_13579: entry(10.1),
    'Fit_2468-1': entry(5),
  };
  const mine = () => alice().doc(`${ROWS}/${ALICE}`);
  const kept = (manualKey: string) => new firebase.firestore.FieldPath('keptDuplicates', manualKey);

  beforeEach(async () => {
    await seedDocs(env, {
      [`${ROWS}/${ALICE}`]: { ...row('Alice', 103), totalDistance: 30.1, times: TIMES },
      [`${ROWS}/carol`]: { ...row('Carol', 102), totalDistance: 30.1, times: TIMES },
    });
  });

  it('allows the owner to keep a manual entry and a Strava import of her row', async () => {
    await assertSucceeds(mine().update(kept(MANUAL_1), 'S_13579'));
  });

  it('allows a second pair beside the first (a Fitbit import), as one added entry', async () => {
    await seedDocs(env, {
      [`${ROWS}/${ALICE}`]: {
        ...row('Alice', 103),
        totalDistance: 30.1,
        times: TIMES,
        keptDuplicates: { [MANUAL_1]: 'S_13579' },
      },
    });
    await assertSucceeds(mine().update(kept(MANUAL_2), 'Fit_2468-1'));
  });

  it('allows a Garmin import too', async () => {
    await seedDocs(env, {
      [`${ROWS}/${ALICE}`]: {
        ...row('Alice', 103),
        totalDistance: 8,
        times: { [MANUAL_1]: entry(8), Garmin_77: entry(8) },
      },
    });
    await assertSucceeds(mine().update(kept(MANUAL_1), 'Garmin_77'));
  });

  it("9. denies keeping a pair on someone else's row, and a visitor", async () => {
    await assertFails(alice().doc(`${ROWS}/carol`).update(kept(MANUAL_1), 'S_13579'));
    await assertFails(
      env
        .unauthenticatedContext()
        .firestore()
        .doc(`${ROWS}/${ALICE}`)
        .update(kept(MANUAL_1), 'S_13579'),
    );
  });

  it('15. denies two pairs at once, or a pair with any other change (an activity, the total, the name)', async () => {
    await assertFails(mine().update(kept(MANUAL_1), 'S_13579', kept(MANUAL_2), 'Fit_2468-1'));
    await assertFails(mine().update(kept(MANUAL_1), 'S_13579', 'totalDistance', 40));
    await assertFails(
      mine().update(
        kept(MANUAL_1),
        'S_13579',
        new firebase.firestore.FieldPath('times', MANUAL_2),
        firebase.firestore.FieldValue.delete(),
      ),
    );
    await assertFails(mine().update(kept(MANUAL_1), 'S_13579', 'firstName', 'Mallory'));
  });

  it('denies editing or removing a kept pair, or swapping one for another', async () => {
    await seedDocs(env, {
      [`${ROWS}/${ALICE}`]: {
        ...row('Alice', 103),
        totalDistance: 30.1,
        times: TIMES,
        keptDuplicates: { [MANUAL_1]: 'S_13579' },
      },
    });
    await assertFails(mine().update(kept(MANUAL_1), 'Fit_2468-1'));
    await assertFails(mine().update(kept(MANUAL_1), firebase.firestore.FieldValue.delete()));
    await assertFails(mine().update({ keptDuplicates: { [MANUAL_2]: 'Fit_2468-1' } }));
    await assertFails(
      mine().update({ keptDuplicates: { [MANUAL_1]: 'Fit_2468-1', [MANUAL_2]: 'S_13579' } }),
    );
  });

  it('denies keys that are not a manual entry and an import of her row', async () => {
    await assertFails(mine().update(kept('1738800000000_2025-02-05'), 'S_13579')); // no such manual entry
    await assertFails(mine().update(kept(MANUAL_1), 'S_24680')); // no such import
    await assertFails(mine().update(kept('S_13579'), 'Fit_2468-1')); // an import as the manual side
    await assertFails(mine().update(kept(MANUAL_1), MANUAL_2)); // a manual entry as the import side
    await assertFails(mine().update(kept(MANUAL_1), 13579)); // not a key at all
  });

  it('denies keptDuplicates that is not a map', async () => {
    await assertFails(mine().update({ keptDuplicates: 'everything' }));
  });
});
