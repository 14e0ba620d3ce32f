/**
 * An activity added from a GPX, TCX or FIT file (docs/activity-files.md) on
 * races/{legId}/subscribedUsers/{uid}: the manual write's rules with the key `File_` + 32 hex
 * digits of the file's SHA-256, so the same file twice is refused; the entry's date alone says
 * its day. 'Keep both' pairs a typed entry with a file, and a file with a tracker's import.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds } from './support/rules-env';
import { aliceRow, openLegDoc, rulesFile, ts, ymd } from './support/rules-file';

const LEG = 'price_leg';
const ROW = `races/${LEG}/subscribedUsers/${ALICE}`;
const inc = (n: number) => firebase.firestore.FieldValue.increment(n);
const times = (key: string) => new firebase.firestore.FieldPath('times', key);
const kept = (key: string) => new firebase.firestore.FieldPath('keptDuplicates', key);

const TODAY = ymd(0);

const FILE_A = `File_${'0123456789abcdef'.repeat(2)}`;
const FILE_B = `File_${'fedcba9876543210'.repeat(2)}`;
const TYPED = `1700000000000_${ymd(-2)}`;

function entry(day: string, distance: number, hour = 12) {
  const at = `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
  return {
    date: ts(at),
    distance,
    distanceType: 'Km',
    duration: { hours: 0, minutes: 25, seconds: 0 },
  };
}

const env = rulesFile('activity-files', () => ({
  [`races/${LEG}`]: openLegDoc(),
  [ROW]: aliceRow(20.1, {
    [FILE_A]: entry(ymd(-2), 5),
    [TYPED]: entry(ymd(-2), 5),
    S_13579: entry(ymd(-2), 10.1),
  }),
}));
const row = () => env.authenticatedContext(ALICE).firestore().doc(ROW);

describe('adding a file', () => {
  it('allows a file key with a valid entry and the matching total', async () => {
    await assertSucceeds(row().update(times(FILE_B), entry(TODAY, 5), 'totalDistance', inc(5)));
  });

  it('refuses the same file twice (its key is already in the row), whatever the entry', async () => {
    await assertFails(row().update(times(FILE_A), entry(ymd(-2), 5), 'totalDistance', inc(5)));
    await assertFails(row().update(times(FILE_A), entry(TODAY, 6), 'totalDistance', inc(1)));
  });

  it('refuses a key that is not File_ and 32 lowercase hex digits', async () => {
    for (const key of [
      `File_${'0'.repeat(31)}`,
      `File_${'0'.repeat(33)}`,
      `File_${'A'.repeat(32)}`,
      `file_${'0'.repeat(32)}`,
      `File_${'0'.repeat(32)}_${TODAY}`,
    ]) {
      await assertFails(row().update(times(key), entry(TODAY, 5), 'totalDistance', inc(5)));
    }
  });

  it('refuses a file entry outside the race window, in the future, or not at 12:00 UTC', async () => {
    await assertFails(row().update(times(FILE_B), entry(ymd(-12), 5), 'totalDistance', inc(5)));
    await assertFails(row().update(times(FILE_B), entry(ymd(3), 5), 'totalDistance', inc(5)));
    await assertFails(row().update(times(FILE_B), entry(TODAY, 5, 7), 'totalDistance', inc(5)));
  });

  it('refuses a file entry of 200 km or with a wrong total', async () => {
    await assertFails(row().update(times(FILE_B), entry(TODAY, 200), 'totalDistance', inc(200)));
    await assertFails(row().update(times(FILE_B), entry(TODAY, 5), 'totalDistance', inc(6)));
  });
});

describe('keep both with a file', () => {
  it('allows a typed entry kept beside a file, and a file kept beside an import', async () => {
    await assertSucceeds(row().update(kept(TYPED), FILE_A));
    await assertSucceeds(row().update(kept(FILE_A), 'S_13579'));
  });

  it('refuses a file paired with a typed key, or a pair naming a key not in the row', async () => {
    await assertFails(row().update(kept(FILE_A), TYPED));
    await assertFails(row().update(kept(FILE_B), 'S_13579'));
    await assertFails(row().update(kept(TYPED), FILE_B));
  });
});
