/**
 * The console's Numbers section on the emulator suite (docs/organiser-console.md, "Numbers"):
 * `organiser-raceNumbers` on a race of the test's own, against registrations, rows, payments
 * and teams the test writes with the Admin SDK: registrations per leg per day (a complimentary
 * one counted, with no amount), gross and refunded amounts, the participants active in the last
 * 7 days (from the standings the row trigger builds), finishers, the largest teams; the CSV of a
 * table, the same rows; each call logged once; a visitor and a participant refused, a bad
 * request or an unknown leg refused with nothing written (docs/security.md items 78 and 79).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/contract/organiser/csv';
import { torontoDay, addDays } from '../../src/contract/toronto-day';
import {
  readLayoutState,
  readShardRows,
  shardRefsOf,
} from '../../functions/src/standings/standings-store';
import { adminDb, callFunction, signUp, uniqueId, waitFor } from './support/emulators';
import { signInAgain, testRaceBeforeAll } from './support/file-fixtures';
import { getAuth } from 'firebase-admin/auth';

const db = adminDb();
const fx = testRaceBeforeAll(db);
const DAY_MS = 86_400_000;

interface Racer {
  readonly registeredAt: Date;
  readonly complimentary?: true;
  /** km on an activity today (active) or 20 days ago (not), and whether she finished. */
  readonly km: number;
  readonly activeToday: boolean;
  readonly finished?: true;
  readonly paidCents?: number;
  readonly refundedCents?: number;
  readonly team?: string;
}

async function racer(legId: string, bib: number, r: Racer): Promise<string> {
  const uid = uniqueId('it-num-');
  const activityAt = new Date(Date.now() - (r.activeToday ? 0 : 20 * DAY_MS));
  const day = torontoDay(activityAt);
  await db.doc(`users/${uid}`).set({
    email: `${uid}@example.test`,
    createdAt: Timestamp.now(),
    subscribedRaces: {
      [legId]: {
        raceId: fx.raceId,
        legId,
        bibNumber: bib,
        teamName: r.team ?? 'noTeam',
        registeredAt: Timestamp.fromDate(r.registeredAt),
        ...(r.complimentary ? { complimentary: true } : {}),
      },
    },
  });
  if (r.paidCents !== undefined)
    await db.doc(`stripe_customers/${uid}/payments/pi_${uid}`).set({
      status: 'succeeded',
      amount: r.paidCents,
      currency: 'cad',
      registrationLegId: legId,
      ...(r.refundedCents
        ? {
            refund: {
              amountRefundedCents: r.refundedCents,
              full: false,
              eventId: 'evt',
              at: Timestamp.now(),
            },
          }
        : {}),
    });
  await db.doc(`races/${legId}/subscribedUsers/${uid}`).set({
    firstName: `Num${bib}`,
    lastName: 'Test',
    bibNumber: bib,
    teamName: r.team ?? 'noTeam',
    totalDistance: r.km,
    times: {
      [`${activityAt.getTime()}_${day}`]: {
        date: Timestamp.fromDate(new Date(`${day}T12:00:00Z`)),
        distance: r.km,
        distanceType: 'Km',
        duration: { hours: 1, minutes: 0, seconds: 0 },
      },
    },
    ...(r.finished ? { completedDate: Timestamp.now() } : {}),
  });
  return uid;
}

const logBy = async (uid: string) =>
  (await db.collection('organiser_log').where('by.uid', '==', uid).get()).docs.map((d) => d.data());

async function newOrganiser() {
  const { uid, email } = await signUp();
  await getAuth().setCustomUserClaims(uid, { admin: true });
  return { uid, idToken: await signInAgain(email) };
}

describe('organiser-raceNumbers', () => {
  it('computes the figures of the race’s legs from what the test wrote, and exports each table', async () => {
    const now = new Date();
    const today = torontoDay(now);
    const yesterday = new Date(now.getTime() - DAY_MS);
    const legA = fx.legA;
    const legB = fx.legB;
    await Promise.all([
      racer(legA, 1, {
        registeredAt: now,
        km: 100,
        activeToday: true,
        finished: true,
        paidCents: 1300,
        team: 'Maple',
      }),
      racer(legA, 2, {
        registeredAt: now,
        km: 5,
        activeToday: true,
        paidCents: 1300,
        refundedCents: 500,
        team: 'Maple',
      }),
      racer(legA, 3, {
        registeredAt: yesterday,
        km: 7,
        activeToday: false,
        complimentary: true,
        team: 'Birch',
      }),
      racer(legB, 1, { registeredAt: yesterday, km: 3, activeToday: false, paidCents: 3300 }),
    ]);
    await Promise.all([
      db
        .doc(`races/${legA}/teams/Maple`)
        .set({ owner: 'x', createdAt: Timestamp.now(), membersCount: 2 }),
      db
        .doc(`races/${legA}/teams/Birch`)
        .set({ owner: 'y', createdAt: Timestamp.now(), membersCount: 1 }),
    ]);
    // The active participants come from the standings the row trigger writes: wait for them.
    for (const [legId, rows] of [
      [legA, 3],
      [legB, 1],
    ] as const)
      await waitFor(`the standings of ${legId}`, async () => {
        const { current } = await readLayoutState(db, legId);
        const read = await readShardRows(db, shardRefsOf(db, legId, current));
        return read.length === rows;
      });

    const organiser = await newOrganiser();
    const answer = await callFunction(
      'organiser-raceNumbers',
      { legIds: [legA, legB] },
      organiser.idToken,
    );
    expect(answer.status).toBe(200);
    const result = answer.result as {
      days: string[];
      legs: Record<string, unknown>[];
      csv?: string;
    };
    expect(result.days).toHaveLength(14);
    expect(result.days.at(-1)).toBe(today);
    expect(result.days.at(-2)).toBe(addDays(today, -1));
    expect(result.csv).toBeUndefined();
    const [a, b] = result.legs;
    expect(a).toMatchObject({
      legId: legA,
      legName: '100 km Leg',
      registrations: 3,
      complimentary: 1,
      payments: 2,
      grossCents: 2600,
      refundedCents: 500,
      active7Days: 2,
      finishers: 1,
      teams: [
        { name: 'Maple', members: 2 },
        { name: 'Birch', members: 1 },
      ],
    });
    expect((a?.perDay as number[]).slice(-2)).toEqual([1, 2]);
    expect((a?.perDay as number[]).slice(0, -2).every((n) => n === 0)).toBe(true);
    expect(b).toMatchObject({
      registrations: 1,
      complimentary: 0,
      payments: 1,
      grossCents: 3300,
      refundedCents: 0,
      active7Days: 0,
      finishers: 0,
      teams: [],
    });
    expect((b?.perDay as number[]).slice(-2)).toEqual([1, 0]);

    const exported = await callFunction(
      'organiser-raceNumbers',
      { legIds: [legA, legB], export: 'amounts' },
      organiser.idToken,
    );
    expect(exported.status).toBe(200);
    const parsed = parseCsv(String(exported.result?.csv));
    expect(parsed.ok && parsed.rows).toEqual([
      ['legId', 'leg', 'registrations', 'complimentary', 'payments', 'gross', 'refunded', 'net'],
      [legA, '100 km Leg', '3', '1', '2', '26.00', '5.00', '21.00'],
      [legB, '200 km Leg', '1', '0', '1', '33.00', '0.00', '33.00'],
    ]);

    const entries = await logBy(organiser.uid);
    expect(entries.map((e) => e.action).sort()).toEqual(['numbers.export', 'numbers.view']);
    expect(entries.find((e) => e.action === 'numbers.export')?.after).toEqual({
      table: 'amounts',
      rows: 2,
    });
  });

  it('refuses a visitor and a participant; a bad request or an unknown leg writes nothing', async () => {
    expect((await callFunction('organiser-raceNumbers', { legIds: [fx.legA] })).status).toBe(401);
    const participant = await signUp();
    expect(
      (await callFunction('organiser-raceNumbers', { legIds: [fx.legA] }, participant.idToken))
        .status,
    ).toBe(403);
    expect(await logBy(participant.uid)).toHaveLength(0);

    const { uid, idToken: token } = await newOrganiser();
    for (const bad of [
      {},
      { legIds: [] },
      { legIds: [fx.legA, fx.legA] },
      { legIds: [fx.legA], export: 'everything' },
      { legIds: ['not-a-leg'] },
    ])
      expect((await callFunction('organiser-raceNumbers', bad, token)).status).toBe(400);
    const unknown = await callFunction(
      'organiser-raceNumbers',
      { legIds: [`price_${uniqueId('none')}`] },
      token,
    );
    expect(unknown.status).toBe(404);
    expect(await logBy(uid)).toHaveLength(0);
  });
});
