/**
 * How a participant appears on leaderboards (account page; docs/standings.md, "Names on the
 * leaderboard") on the emulator suite: her choice on users/{uid}.leaderboardName reaches, through
 * the functions, her racer rows, her standings row, the board and her team's document. Hidden:
 * still counted (the count, the team row, the team total), and her name in none of the
 * documents other participants can read. Written with the Admin SDK as the account page's
 * write leaves the user document.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeRows } from '../../src/contract/standings-codec';
import { shardOf } from '../../src/contract/standings-board';
import { adminDb, uniqueId, waitFor } from './support/emulators';

let db: Firestore;

beforeAll(() => {
  db = adminDb();
});

// Each step runs a chain of functions (the copy, the standings row, the debounced board, the team
// summary); on the shared 2-core emulator suite one function alone has taken 10 s.
const WAIT_MS = 120_000;
const TEAM = 'Maple Hares';
const FIRST = 'Genevieve';
const LAST = 'Lavoie';

/** Two legs, each with her row (bib 7) and a teammate's (bib 8), their team, and a built board. */
async function setUp() {
  const uid = uniqueId('lbn-');
  const mate = uniqueId('lbn-mate-');
  // Two legs would show the copy reaching each of her legs; one keeps the run light on the shared
  // machine (leaderboard-name-copy.test.ts: every registered leg is listed).
  const legIds = [uniqueId('price_lbna')];
  for (const legId of legIds) {
    await db.doc(`races/${legId}`).set({
      name: 'Visibility Test Run',
      legName: '100 km Leg',
      distance: 100,
      map: 'celebrate-canada',
    });
    await db.doc(`races/${legId}/teams/${TEAM}`).set({ owner: mate, membersCount: 2, members: {} });
  }
  await db.doc(`users/${uid}`).set({
    email: `${uid}@example.test`,
    details: { firstName: FIRST, lastName: LAST },
    subscribedRaces: Object.fromEntries(legIds.map((legId) => [legId, { bibNumber: 7 }])),
  });
  for (const legId of legIds) {
    const row = (who: string, bib: number, first: string, last: string, km: number) =>
      db.doc(`races/${legId}/subscribedUsers/${who}`).set({
        firstName: first,
        lastName: last,
        bibNumber: bib,
        teamName: TEAM,
        totalDistance: km,
        times: {},
      });
    await row(uid, 7, FIRST, LAST, 12.5);
    await row(mate, 8, 'Mateo', 'Roy', 3);
  }
  for (const legId of legIds)
    await boardWhere(legId, 'the board with both racers', (b) => b.count === 2);
  return { uid, legIds };
}

async function board(legId: string) {
  const data = (await db.doc(`races/${legId}/board/current`).get()).data();
  return (
    data && {
      raw: JSON.stringify(data),
      count: Number(data.count),
      total: decodeRows(String(data.top.total)),
      teams: decodeRows(String(data.teams)),
    }
  );
}

function boardWhere(
  legId: string,
  what: string,
  check: (b: NonNullable<Awaited<ReturnType<typeof board>>>) => boolean,
) {
  return waitFor(
    what,
    async () => {
      const b = await board(legId);
      return b && check(b) ? b : null;
    },
    WAIT_MS,
  );
}

async function shard(legId: string, uid: string) {
  const data = (await db.doc(`races/${legId}/standings/${shardOf(uid)}`).get()).data();
  return { raw: JSON.stringify(data ?? {}), rows: decodeRows(String(data?.rows ?? '')) };
}

function rowWhere(
  legId: string,
  uid: string,
  what: string,
  check: (first: string, last: string, hidden: boolean) => boolean,
) {
  return waitFor(
    what,
    async () => {
      const s = await shard(legId, uid);
      const row = s.rows.find((r) => r.key === '7');
      return row && check(row.firstName, row.lastName, row.hidden === true) ? s : null;
    },
    WAIT_MS,
  );
}

async function teamMember(legId: string, uid: string) {
  const data = (await db.doc(`races/${legId}/teams/${TEAM}`).get()).data();
  return {
    raw: JSON.stringify(data ?? {}),
    member: (data?.members as Record<string, unknown>)?.[uid],
  };
}

describe('her leaderboard name follows her choice', () => {
  it('first name and initial, then hidden, then her full name again, on her leg', async () => {
    const { uid, legIds } = await setUp();

    await db.doc(`users/${uid}`).update({ leaderboardName: 'initial' });
    for (const legId of legIds) {
      await rowWhere(
        legId,
        uid,
        'her standings row as "Genevieve L."',
        (f, l) => f === FIRST && l === 'L.',
      );
      const b = await boardWhere(legId, 'the board with "Genevieve L."', (x) =>
        x.total.some((r) => r.key === '7' && r.lastName === 'L.'),
      );
      expect(b.raw).not.toContain(LAST);
      await waitFor(
        'her team entry as "Genevieve L."',
        async () => {
          const t = await teamMember(legId, uid);
          return (t.member as { lastName?: string } | undefined)?.lastName === 'L.' ? t : null;
        },
        WAIT_MS,
      );
    }
    expect((await db.doc(`races/${legIds[0]}/subscribedUsers/${uid}`).get()).data()).toMatchObject({
      leaderboardName: 'initial',
      firstName: FIRST,
      lastName: LAST,
    });

    await db.doc(`users/${uid}`).update({ leaderboardName: 'hidden' });
    for (const legId of legIds) {
      const s = await rowWhere(
        legId,
        uid,
        'her standings row hidden',
        (f, l, h) => h && f === '' && l === '',
      );
      expect(s.raw).not.toContain(FIRST);
      const b = await boardWhere(legId, 'the board with her row hidden', (x) =>
        x.total.some((r) => r.key === '7' && r.hidden === true),
      );
      // Still counted: the racer count and the team row's km and members.
      expect(b.count).toBe(2);
      expect(b.teams).toEqual([expect.objectContaining({ key: TEAM, total: 15.5, members: 2 })]);
      expect(b.total.find((r) => r.key === '7')).toMatchObject({
        firstName: '',
        lastName: '',
        total: 12.5,
      });
      expect(b.raw).not.toContain(FIRST);
      const t = await waitFor(
        'her team entry hidden',
        async () => {
          const x = await teamMember(legId, uid);
          return (x.member as { hidden?: boolean } | undefined)?.hidden === true ? x : null;
        },
        WAIT_MS,
      );
      expect(t.member).toEqual({ firstName: '', lastName: '', totalDistance: 12.5, hidden: true });
      expect(t.raw).not.toContain(FIRST);
    }

    await db.doc(`users/${uid}`).update({ leaderboardName: 'full' });
    for (const legId of legIds) {
      await rowWhere(
        legId,
        uid,
        'her full name back',
        (f, l, h) => !h && f === FIRST && l === LAST,
      );
      await boardWhere(legId, 'the board with her full name', (x) =>
        x.total.some((r) => r.key === '7' && r.lastName === LAST && r.hidden === undefined),
      );
    }
  }, 600_000);
});
