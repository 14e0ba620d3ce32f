/**
 * How a participant appears on leaderboards (account page; docs/standings.md, "Names on the
 * leaderboard") on the emulator suite: her choice on users/{uid}.leaderboardName reaches, through
 * the functions, her racer rows, her standings row, the board and her team's roster. Hidden:
 * nothing of hers in any document other participants can read (docs/standings.md): no standings
 * line (bib, km per day, uid), not in the count, the histogram or a team row, not on the
 * roster; the team document names no member at all. Written with the Admin SDK as the account
 * page's write leaves the user document.
 */
import { describe, expect, it } from 'vitest';
import { decodeRows } from '../../src/contract/standings-codec';
import { shardOf } from '../../src/contract/standings-board';
import { adminDb, uniqueId, waitFor } from './support/emulators';

const db = adminDb();

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
    await db.doc(`races/${legId}/teams/${TEAM}`).set({ owner: mate, membersCount: 2 });
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
  return { uid, mate, legIds };
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

/** Her entry on the team's roster, and the team document itself (every signed-in user reads it). */
async function teamMember(legId: string, uid: string) {
  const team = (await db.doc(`races/${legId}/teams/${TEAM}`).get()).data();
  const roster = (await db.doc(`races/${legId}/teams/${TEAM}/private/roster`).get()).data();
  return {
    raw: JSON.stringify(team ?? {}),
    roster: (roster?.members ?? {}) as Record<string, unknown>,
    member: (roster?.members as Record<string, unknown> | undefined)?.[uid],
  };
}

describe('her leaderboard name follows her choice', () => {
  it('first name and initial, then hidden, then her full name again, on her leg', async () => {
    const { uid, mate, legIds } = await setUp();

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
      // The team document every signed-in user reads names no member (its owner aside).
      const t = await teamMember(legId, uid);
      expect(t.raw).not.toContain(uid);
      expect(t.raw).not.toContain('members"');
    }
    expect((await db.doc(`races/${legIds[0]}/subscribedUsers/${uid}`).get()).data()).toMatchObject({
      leaderboardName: 'initial',
      firstName: FIRST,
      lastName: LAST,
    });

    await db.doc(`users/${uid}`).update({ leaderboardName: 'hidden' });
    for (const legId of legIds) {
      const s = await waitFor(
        'her standings line gone',
        async () => {
          const x = await shard(legId, uid);
          return x.rows.some((r) => r.key === '7') ? null : x;
        },
        WAIT_MS,
      );
      const b = await boardWhere(legId, 'the board without her', (x) => x.count === 1);
      // Nothing of hers where others read: no bib, no km, no uid, no name; the team row is the
      // teammate's alone (a hidden member's km are not in her team's public figures).
      expect(b.total.map((r) => r.key)).toEqual(['8']);
      expect(b.teams).toEqual([expect.objectContaining({ key: TEAM, total: 3, members: 1 })]);
      for (const raw of [s.raw, b.raw]) {
        expect(raw).not.toContain(FIRST);
        expect(raw).not.toContain(uid);
        expect(raw).not.toContain('12.5');
      }
      expect(s.rows.some((r) => r.key === '7' || r.key === uid)).toBe(false);
      const t = await waitFor(
        'her roster entry gone',
        async () => {
          const x = await teamMember(legId, uid);
          return x.member === undefined && mate in x.roster ? x : null;
        },
        WAIT_MS,
      );
      expect(t.raw).not.toContain(uid);
      expect(JSON.stringify(t.roster)).not.toContain(FIRST);
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

  it('77. a hidden racer alone on her team: no team row, no line, nothing of her numbers', async () => {
    const uid = uniqueId('lbn-solo-');
    const other = uniqueId('lbn-other-');
    const legId = uniqueId('price_lbns');
    const solo = 'Solo Hares';
    await db.doc(`races/${legId}`).set({
      name: 'Visibility Test Run',
      legName: '100 km Leg',
      distance: 100,
      map: 'celebrate-canada',
    });
    await db.doc(`races/${legId}/teams/${solo}`).set({ owner: uid, membersCount: 1 });
    // Her row as provisioning writes it for a participant who chose hidden, with a day's km.
    const day = new Date().toISOString().slice(0, 10);
    await db.doc(`races/${legId}/subscribedUsers/${uid}`).set({
      firstName: FIRST,
      lastName: LAST,
      bibNumber: 41,
      teamName: solo,
      totalDistance: 17.25,
      leaderboardName: 'hidden',
      times: {
        [`1_${day}`]: {
          date: new Date(`${day}T12:00:00Z`),
          distance: 17.25,
          distanceType: 'Km',
          duration: { hours: 2, minutes: 0, seconds: 0 },
        },
      },
    });
    // Her row's standings trigger has run once her shard exists (written even without a line).
    await waitFor(
      'her shard written',
      async () => (await db.doc(`races/${legId}/standings/${shardOf(uid)}`).get()).exists,
      WAIT_MS,
    );
    await db.doc(`races/${legId}/subscribedUsers/${other}`).set({
      firstName: 'Olive',
      lastName: 'Roy',
      bibNumber: 42,
      teamName: 'noTeam',
      totalDistance: 3,
      times: {},
    });
    const b = await boardWhere(legId, 'the board with the other racer', (x) =>
      x.total.some((r) => r.key === '42'),
    );
    expect(b.count).toBe(1);
    expect(b.teams).toEqual([]);
    const s = await shard(legId, uid);
    for (const raw of [b.raw, s.raw]) {
      expect(raw).not.toContain(uid);
      expect(raw).not.toContain('17.25');
      expect(raw).not.toContain(solo);
    }
    expect(s.rows.some((r) => r.key === '41')).toBe(false);
    const team = (await db.doc(`races/${legId}/teams/${solo}`).get()).data();
    expect(team?.members).toBeUndefined();
    const roster = (await db.doc(`races/${legId}/teams/${solo}/private/roster`).get()).data();
    expect(JSON.stringify(roster ?? {})).not.toContain(uid);
  }, 300_000);
});
