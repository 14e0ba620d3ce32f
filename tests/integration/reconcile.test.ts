/**
 * The reconciliation sweep (docs/reliability.md) on the emulator suite: a payment whose trigger
 * failed (an injected fault: the emulator never retries a trigger) ends provisioned, exactly
 * once; each drift is repaired from the documents; a clean database is left as it is.
 */
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { shardOf } from '../../src/contract/standings-board';
import { decodeRows, encodeRows } from '../../src/contract/standings-codec';
import {
  BASE_FEE_CENTS,
  LEG_A_CENTS,
  adminDb,
  createUser,
  paymentDoc,
  uniqueId,
  waitFor,
} from './support/emulators';
import { legSettled, reconcileNow } from './support/reconcile';
import { testRaceBeforeAll } from './support/file-fixtures';

const db = adminDb();
const fx = testRaceBeforeAll(db);
const TEAM = 'Sweepers';
const AMOUNT = LEG_A_CENTS + BASE_FEE_CENTS;
const rowPath = (uid: string) => `races/${fx.legA}/subscribedUsers/${uid}`;
const registrationOf = async (uid: string) =>
  (await db.doc(`users/${uid}`).get()).data()?.subscribedRaces?.[fx.legA];
const memberOf = async (uid: string) =>
  (await db.doc(`races/${fx.legA}/teams/${TEAM}/private/roster`).get()).data()?.members?.[uid];

/** A participant paid for leg A on the team, and every trigger of it has run. */
async function registered(): Promise<{ uid: string; bib: number }> {
  const uid = uniqueId('it-sweep-');
  await createUser(db, uid);
  const payment = paymentDoc(uid, fx, AMOUNT, {
    teamChoice: 'existingTeam',
    teamName: TEAM,
    teamCode: 'RIGHT',
  });
  await db.doc(`stripe_customers/${uid}/payments/${payment.id}`).set(payment);
  // Under load the first trigger of a cold emulator takes a while: a generous bound, not a sleep.
  const marker = await waitFor('provisioned', async () =>
    (await db.doc(`provisioned/${payment.id}`).get()).data(),
  );
  await waitFor('team summary', () => memberOf(uid));
  return { uid, bib: marker.bibNumber as number };
}

const racers: { uid: string; bib: number }[] = [];
/** These tests wait on a trigger chain (provisioning, the standings, the debounced board) with 60 s bounds. */
const TRIGGERS_MS = 120_000;

beforeAll(async () => {
  await db
    .doc(`races/${fx.legA}/teams/${TEAM}`)
    .set({ owner: 'captain', createdAt: new Date(), membersCount: 0 });
  await db.doc(`races/${fx.legA}/teams/${TEAM}/private/code`).set({ code: 'RIGHT' });
  racers.push(...(await Promise.all([registered(), registered(), registered()])));
  await legSettled(db, fx.legA, racers.length);
}, 180_000);

const mine = (report: Awaited<ReturnType<typeof reconcileNow>>) => ({
  registrations: report.details.registrations.filter((r) => r.legId === fx.legA),
  legs: report.details.legs.filter((l) => l.legId === fx.legA),
});

describe('a provisioning trigger that failed', () => {
  it(
    'is provisioned by the sweep, exactly once',
    async () => {
      const uid = uniqueId('it-fault-');
      await createUser(db, uid);
      await db.doc(`emulator_faults/onPaymentWritten-${uid}`).set({ remaining: 1 });
      const payment = paymentDoc(uid, fx, AMOUNT);
      await db.doc(`stripe_customers/${uid}/payments/${payment.id}`).set(payment);
      // Evidence the trigger ran and took the fault: the fault is used up, and nothing provisioned.
      await waitFor('the injected fault', async () => {
        const fault = (await db.doc(`emulator_faults/onPaymentWritten-${uid}`).get()).data();
        return fault?.remaining === 0;
      });
      expect((await db.doc(`provisioned/${payment.id}`).get()).exists).toBe(false);
      const counterBefore = (await db.doc(`races/${fx.legA}/counters/bib`).get()).data()?.next;

      const first = await reconcileNow();
      expect(first.details.payments).toContainEqual({
        uid,
        paymentId: payment.id,
        outcome: 'provisioned',
      });
      const marker = (await db.doc(`provisioned/${payment.id}`).get()).data();
      expect(marker).toMatchObject({ status: 'provisioned', uid, legId: fx.legA });
      expect(await registrationOf(uid)).toMatchObject({ bibNumber: marker?.bibNumber });
      expect((await db.doc(rowPath(uid)).get()).data()).toMatchObject({
        bibNumber: marker?.bibNumber,
      });
      expect((await db.doc(`races/${fx.legA}/counters/bib`).get()).data()?.next).toBe(
        counterBefore + 1,
      );

      const second = await reconcileNow();
      expect(second.details.payments.map((p) => p.paymentId)).not.toContain(payment.id);
      expect((await db.doc(`provisioned/${payment.id}`).get()).data()?.at).toEqual(marker?.at);
      expect((await db.doc(`races/${fx.legA}/counters/bib`).get()).data()?.next).toBe(
        counterBefore + 1,
      );
      racers.push({ uid, bib: marker?.bibNumber as number });
      await legSettled(db, fx.legA, racers.length);
    },
    TRIGGERS_MS,
  );
});

describe('drift repaired by the sweep', () => {
  it(
    'a registration whose leaderboard row is gone gets it back, with its bib and team',
    async () => {
      const { uid, bib } = racers[0]!;
      await db.doc(rowPath(uid)).delete();
      await legSettled(db, fx.legA, racers.length - 1);
      const report = await reconcileNow();
      expect(mine(report).registrations).toContainEqual({ uid, legId: fx.legA, drift: ['row'] });
      expect((await db.doc(rowPath(uid)).get()).data()).toMatchObject({
        bibNumber: bib,
        teamName: TEAM,
        firstName: 'Test',
        totalDistance: 0,
      });
      await legSettled(db, fx.legA, racers.length);
    },
    TRIGGERS_MS,
  );

  it('a registration that lost its bib gets the bib provisioning gave', async () => {
    const { uid, bib } = racers[1]!;
    await db
      .doc(`users/${uid}`)
      .update({ [`subscribedRaces.${fx.legA}.bibNumber`]: FieldValue.delete() });
    const report = await reconcileNow();
    expect(mine(report).registrations).toContainEqual({ uid, legId: fx.legA, drift: ['bib'] });
    expect((await registrationOf(uid))?.bibNumber).toBe(bib);
  });

  it('a team roster that lost a member summary lists her again', async () => {
    const { uid } = racers[2]!;
    await db
      .doc(`races/${fx.legA}/teams/${TEAM}/private/roster`)
      .update(new FieldPath('members', uid), FieldValue.delete());
    const report = await reconcileNow();
    expect(mine(report).registrations).toContainEqual({ uid, legId: fx.legA, drift: ['team'] });
    expect(await memberOf(uid)).toMatchObject({ totalDistance: 0 });
  });

  it('a standings row that differs from its activity row is rewritten, and the board with it', async () => {
    const { uid, bib } = racers[0]!;
    const shardRef = db.doc(`races/${fx.legA}/standings/${shardOf(uid)}`);
    const rows = decodeRows(String((await shardRef.get()).data()?.rows ?? ''));
    const forged = rows.map((r) => (r.key === String(bib) ? { ...r, total: 999 } : r));
    await shardRef.update({ rows: encodeRows(forged) });
    const report = await reconcileNow();
    expect(mine(report).legs).toEqual([{ legId: fx.legA, rows: 1, boardRebuilt: true }]);
    const repaired = decodeRows(String((await shardRef.get()).data()?.rows ?? ''));
    expect(repaired.find((r) => r.key === String(bib))?.total).toBe(0);
  });

  it('a board older than its standings is rebuilt', async () => {
    await db.doc(`races/${fx.legA}/board/current`).update({ builtAt: 0, count: 0 });
    const report = await reconcileNow();
    expect(mine(report).legs).toEqual([{ legId: fx.legA, rows: 0, boardRebuilt: true }]);
    await legSettled(db, fx.legA, racers.length);
  });
});

describe('a clean database', () => {
  it('is left as it is: run twice, the second run repairs nothing', async () => {
    await legSettled(db, fx.legA, racers.length);
    const paths = [
      ...racers.flatMap(({ uid }) => [`users/${uid}`, rowPath(uid)]),
      `races/${fx.legA}/teams/${TEAM}`,
      `races/${fx.legA}/board/current`,
      `races/${fx.legA}/counters/bib`,
    ];
    const versions = async () =>
      (await db.getAll(...paths.map((p) => db.doc(p)))).map((s) => s.updateTime?.toMillis());
    const before = await versions();
    const first = await reconcileNow();
    expect(mine(first)).toEqual({ registrations: [], legs: [] });
    const second = await reconcileNow();
    expect(second.repaired).toEqual({
      payments: 0,
      confirmationsWithoutItems: 0,
      registrations: 0,
      standingsRows: 0,
      boards: 0,
    });
    expect(second.forOrganiser).toBe(first.forOrganiser);
    expect(await versions()).toEqual(before);
  });
});
