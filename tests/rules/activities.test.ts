/**
 * The manual activity write on races/{legId}/subscribedUsers/{uid} (docs/security.md items 12-19,
 * 57, 58; docs/product.md §P3, §P5): the owner adds exactly one valid entry with the matching increment,
 * or removes exactly one with the matching decrement (never below 0). Nothing else changes.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, it } from 'vitest';
import { ALICE, BOB, assertFails, assertSucceeds, seedDocs } from './support/rules-env';
import { aliceRow, openLegDoc, rulesFile, ts, ymd } from './support/rules-file';

const LEG = 'price_leg';
const ROW = `races/${LEG}/subscribedUsers/${ALICE}`;
const inc = (n: number) => firebase.firestore.FieldValue.increment(n);
const del = () => firebase.firestore.FieldValue.delete();
const times = (key: string) => new firebase.firestore.FieldPath('times', key);

// The race runs from 10 days ago to 30 days ahead: "today" is inside it.
const TODAY = ymd(0);
const EXISTING_KEY = `1700000000000_${ymd(-2)}`;

function entry(day: string, distance: number, duration = { hours: 0, minutes: 30, seconds: 0 }) {
  return { date: ts(`${day}T12:00:00.000Z`), distance, distanceType: 'Km', duration };
}
const keyFor = (day: string) => `${Date.now()}_${day}`;

const env = rulesFile('activities', () => ({
  [`races/${LEG}`]: openLegDoc(),
  [ROW]: aliceRow(10, { [EXISTING_KEY]: entry(ymd(-2), 10) }),
  [`races/${LEG}/subscribedUsers/${BOB}`]: {
    firstName: 'Bob',
    lastName: 'X',
    bibNumber: 102,
    teamName: 'noTeam',
    totalDistance: 0,
    times: {},
  },
}));
const alice = () => env.authenticatedContext(ALICE).firestore();
const bob = () => env.authenticatedContext(BOB).firestore();
const row = () => alice().doc(ROW);

describe('adding an activity', () => {
  it('12. alice adds one valid activity and the matching total', async () => {
    await assertSucceeds(
      row().update(times(keyFor(TODAY)), entry(TODAY, 5.25), 'totalDistance', inc(5.25)),
    );
    await assertSucceeds(
      row().update(
        times(keyFor(ymd(-10))),
        entry(ymd(-10), 199.99, { hours: 24, minutes: 0, seconds: 0 }),
        'totalDistance',
        inc(199.99),
      ),
    );
  });

  it('12. the total may be written as the exact sum instead of an increment', async () => {
    await assertSucceeds(
      row().update(times(keyFor(TODAY)), entry(TODAY, 0.1), 'totalDistance', 10.1),
    );
  });

  it('13. alice adds a 5 km activity but raises the total by 6 km', async () => {
    await assertFails(row().update(times(keyFor(TODAY)), entry(TODAY, 5), 'totalDistance', inc(6)));
    await assertFails(row().update(times(keyFor(TODAY)), entry(TODAY, 5)));
  });

  it('14. alice adds an activity of 200 km or more, with duration 0:0:0, or a negative distance', async () => {
    await assertFails(
      row().update(times(keyFor(TODAY)), entry(TODAY, 200), 'totalDistance', inc(200)),
    );
    await assertFails(
      row().update(
        times(keyFor(TODAY)),
        entry(TODAY, 5, { hours: 0, minutes: 0, seconds: 0 }),
        'totalDistance',
        inc(5),
      ),
    );
    await assertFails(
      row().update(times(keyFor(TODAY)), entry(TODAY, -5), 'totalDistance', inc(-5)),
    );
    await assertFails(row().update(times(keyFor(TODAY)), entry(TODAY, 0), 'totalDistance', inc(0)));
    await assertFails(
      row().update(
        times(keyFor(TODAY)),
        entry(TODAY, 5, { hours: 0, minutes: 60, seconds: 0 }),
        'totalDistance',
        inc(5),
      ),
    );
    await assertFails(
      row().update(
        times(keyFor(TODAY)),
        { ...entry(TODAY, 5), distanceType: 'Mi' },
        'totalDistance',
        inc(5),
      ),
    );
    await assertFails(
      row().update(
        times(keyFor(TODAY)),
        { ...entry(TODAY, 5), note: 'x' },
        'totalDistance',
        inc(5),
      ),
    );
  });

  it('15. alice adds two activities at once, or edits an existing one', async () => {
    await assertFails(
      row().update(
        times(keyFor(TODAY)),
        entry(TODAY, 5),
        times(`1_${TODAY}`),
        entry(TODAY, 5),
        'totalDistance',
        inc(10),
      ),
    );
    await assertFails(
      row().update(times(EXISTING_KEY), entry(ymd(-2), 20), 'totalDistance', inc(10)),
    );
  });

  it('17, 58. alice sets completedDate on her row, even with a valid activity', async () => {
    await assertFails(row().update({ completedDate: ts(`${TODAY}T15:00:00Z`) }));
    await assertFails(
      row().update(
        times(keyFor(TODAY)),
        entry(TODAY, 5),
        'totalDistance',
        inc(5),
        'completedDate',
        ts(`${TODAY}T15:00:00Z`),
      ),
    );
  });

  it("18. alice changes her bib, her team, or bob's name", async () => {
    await assertFails(
      row().update(times(keyFor(TODAY)), entry(TODAY, 5), 'totalDistance', inc(5), 'bibNumber', 1),
    );
    await assertFails(row().update({ teamName: 'Maple Striders' }));
    await assertFails(
      alice().doc(`races/${LEG}/subscribedUsers/${BOB}`).update({ firstName: 'Mallory' }),
    );
  });

  it('9. alice adds an activity to bob’s row', async () => {
    await assertFails(
      alice()
        .doc(`races/${LEG}/subscribedUsers/${BOB}`)
        .update(times(keyFor(TODAY)), entry(TODAY, 5), 'totalDistance', inc(5)),
    );
    await assertSucceeds(
      bob()
        .doc(`races/${LEG}/subscribedUsers/${BOB}`)
        .update(times(keyFor(TODAY)), entry(TODAY, 5), 'totalDistance', inc(5)),
    );
  });

  it('19. alice logs an activity dated outside the race window or in the future', async () => {
    await assertFails(
      row().update(times(keyFor(ymd(-12))), entry(ymd(-12), 5), 'totalDistance', inc(5)),
    );
    await assertFails(
      row().update(times(keyFor(ymd(3))), entry(ymd(3), 5), 'totalDistance', inc(5)),
    );
  });

  it('19. a day of slack for time zones: the day before the race start passes', async () => {
    await assertSucceeds(
      row().update(times(keyFor(ymd(-11))), entry(ymd(-11), 5), 'totalDistance', inc(5)),
    );
  });

  it('19. the stored instant is 12:00 UTC of the day the key names', async () => {
    await assertFails(
      row().update(
        times(keyFor(TODAY)),
        { ...entry(TODAY, 5), date: ts(`${TODAY}T15:00:00.000Z`) },
        'totalDistance',
        inc(5),
      ),
    );
    await assertFails(
      row().update(times(keyFor(ymd(-1))), entry(TODAY, 5), 'totalDistance', inc(5)),
    );
    await assertFails(row().update(times(`S_123`), entry(TODAY, 5), 'totalDistance', inc(5)));
  });
});

describe('deleting an activity', () => {
  it('16. alice deletes one activity with the matching decrement', async () => {
    await assertSucceeds(row().update(times(EXISTING_KEY), del(), 'totalDistance', inc(-10)));
  });

  it('16. an entry larger than the total takes the total to 0, never below', async () => {
    await seedDocs(env, {
      [ROW]: {
        firstName: 'Alice',
        bibNumber: 101,
        teamName: 'noTeam',
        totalDistance: 4,
        times: { [EXISTING_KEY]: entry(ymd(-2), 10) },
      },
    });
    await assertFails(row().update(times(EXISTING_KEY), del(), 'totalDistance', inc(-10)));
    await assertSucceeds(row().update(times(EXISTING_KEY), del(), 'totalDistance', 0));
  });

  it('16. alice deletes an activity but lowers the total by another amount', async () => {
    await assertFails(row().update(times(EXISTING_KEY), del(), 'totalDistance', inc(-9)));
    await assertFails(row().update(times(EXISTING_KEY), del()));
  });

  it('57. alice deletes an activity that is not in her row, or two at once', async () => {
    await assertFails(row().update(times(`123_${TODAY}`), del(), 'totalDistance', inc(-5)));
    await seedDocs(env, {
      [ROW]: {
        firstName: 'Alice',
        bibNumber: 101,
        teamName: 'noTeam',
        totalDistance: 15,
        times: {
          [EXISTING_KEY]: entry(ymd(-2), 10),
          [`1700000000001_${ymd(-1)}`]: entry(ymd(-1), 5),
        },
      },
    });
    await assertFails(
      row().update(
        times(EXISTING_KEY),
        del(),
        times(`1700000000001_${ymd(-1)}`),
        del(),
        'totalDistance',
        inc(-15),
      ),
    );
  });

  it('16. bob deletes an activity of alice', async () => {
    await assertFails(bob().doc(ROW).update(times(EXISTING_KEY), del(), 'totalDistance', inc(-10)));
  });
});

describe('fair-play flags', () => {
  it('49. nobody reads or writes the fairplay collection', async () => {
    await seedDocs(env, { 'fairplay/f1': { uid: ALICE } });
    await assertFails(alice().doc('fairplay/f1').get());
    await assertFails(alice().collection('fairplay').get());
    await assertFails(alice().doc('fairplay/f2').set({ uid: ALICE }));
  });
});
