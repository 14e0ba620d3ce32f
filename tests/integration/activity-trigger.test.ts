/**
 * The activity trigger (functions/src/activities/on-activity-written.ts) on the emulator suite: completion
 * when the total reaches the leg distance, cleared by a delete that crosses back, one completion
 * for a repeated event; the team summary; fair-play flags. Rows are written as the browser's
 * rules-checked update would leave them (admin writes: the trigger is what is tested here).
 */
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  applyCompletion,
  updateTeamSummary,
} from '../../functions/src/activities/on-activity-written';
import { adminDb, uniqueId, waitFor } from './support/emulators';
import {
  addActivity as addToRow,
  openLeg,
  registeredRacer,
  todayActivity as entry,
  type Racer,
} from './support/racer';

const db = adminDb();
const today = new Date().toISOString().slice(0, 10);

/** A fresh 10 km leg, a registered racer with an empty row, and optionally a team. */
async function racer(options: { team?: string; name?: string } = {}): Promise<Racer> {
  const legId = uniqueId('price_it_activity_');
  const uid = uniqueId('it-racer-');
  await openLeg(db, legId, { name: options.name ?? 'Integration Run' });
  if (options.team)
    await db
      .doc(`races/${legId}/teams/${options.team}`)
      .set({ owner: uid, membersCount: 1, createdAt: Timestamp.now() });
  return registeredRacer(db, legId, uid, {
    teamName: options.team ?? 'noTeam',
    raceInfo: { name: 'Integration Run', distance: 10 },
    user: { details: undefined },
  });
}

const addActivity = (r: Racer, key: string, distance: number, minutes = 60) =>
  addToRow(r.row, key, distance, minutes);

const completedOnRow = async (r: Racer) =>
  (await r.row.get()).data()?.completedDate as Timestamp | undefined;
const completedOnUser = async (r: Racer) =>
  (await r.user.get()).data()?.subscribedRaces?.[r.legId]?.completedDate as Timestamp | undefined;

describe('completion', () => {
  it('sets completedDate on the row and the registration when the total reaches the leg distance', async () => {
    const r = await racer();
    await addActivity(r, `1_${today}`, 6);
    await addActivity(r, `2_${today}`, 4);
    const onRow = await waitFor('completedDate on the row', () => completedOnRow(r));
    const onUser = await waitFor('completedDate on the registration', () => completedOnUser(r));
    expect(onUser.isEqual(onRow)).toBe(true);
    expect(Math.abs(onRow.toMillis() - Date.now())).toBeLessThan(60_000);
  });

  it('clears it on both when a delete takes the total back below, and sets it again when reached again', async () => {
    const r = await racer();
    await addActivity(r, `1_${today}`, 10);
    const first = await waitFor('completion', () => completedOnRow(r));
    await r.row.update(
      new FieldPath('times', `1_${today}`),
      FieldValue.delete(),
      'totalDistance',
      FieldValue.increment(-10),
    );
    await waitFor(
      'completion cleared on the row',
      async () => (await completedOnRow(r)) === undefined,
    );
    await waitFor(
      'completion cleared on the registration',
      async () => (await completedOnUser(r)) === undefined,
    );
    await addActivity(r, `2_${today}`, 12);
    const again = await waitFor('completion again', () => completedOnRow(r));
    expect(again.toMillis()).toBeGreaterThanOrEqual(first.toMillis());
  });

  it('a repeated event gives one completion: the first date stays', async () => {
    const r = await racer();
    await addActivity(r, `1_${today}`, 10);
    const first = await waitFor('completion', () => completedOnRow(r));
    const later = Timestamp.fromMillis(first.toMillis() + 3_600_000);
    expect(await applyCompletion(db, r.legId, r.uid, later)).toBe('none');
    expect(await applyCompletion(db, r.legId, r.uid, later)).toBe('none');
    expect((await completedOnRow(r))?.isEqual(first)).toBe(true);
    expect((await completedOnUser(r))?.isEqual(first)).toBe(true);
  });

  it('two concurrent runs of the same event complete once', async () => {
    const r = await racer();
    // Raise the total without times (as an import might), then race two runs of the handler.
    await r.row.update({ totalDistance: 10 });
    const at = Timestamp.fromDate(new Date('2030-01-01T00:00:00Z'));
    const results = await Promise.all([
      applyCompletion(db, r.legId, r.uid, at),
      applyCompletion(db, r.legId, r.uid, at),
    ]);
    expect(results.filter((x) => x === 'complete').length).toBeLessThanOrEqual(1);
    const onRow = await waitFor('completion', () => completedOnRow(r));
    expect((await completedOnUser(r))?.isEqual(onRow)).toBe(true);
  });

  it('leaves a row below the distance alone', async () => {
    const r = await racer();
    await addActivity(r, `1_${today}`, 9.99);
    expect(await applyCompletion(db, r.legId, r.uid, Timestamp.now())).toBe('none');
    expect(await completedOnRow(r)).toBeUndefined();
  });
});

describe('team summary and fair play', () => {
  it("keeps the member's total on the team's roster", async () => {
    const r = await racer({ team: uniqueId('Team ') });
    await addActivity(r, `1_${today}`, 3.5);
    const team = db.doc(`races/${r.legId}/teams/${(await r.row.get()).data()?.teamName as string}`);
    const roster = team.collection('private').doc('roster');
    const member = await waitFor('member summary', async () => {
      const m = (await roster.get()).data()?.members?.[r.uid];
      return m?.totalDistance === 3.5 ? m : null;
    });
    expect(member).toEqual({ firstName: 'Ivy', lastName: 'Test', totalDistance: 3.5 });
  });

  it("moves a team document's old members map onto the roster, without a hidden member", async () => {
    const r = await racer({ team: uniqueId('Team ') });
    const teamName = (await r.row.get()).data()?.teamName as string;
    const team = db.doc(`races/${r.legId}/teams/${teamName}`);
    // As stored before the roster existed, where every signed-in user reads the team.
    await team.update({
      members: {
        'it-mate': { firstName: 'Mo', lastName: 'Mate', totalDistance: 2 },
        'it-hidden': { firstName: '', lastName: '', totalDistance: 6, hidden: true },
      },
    });
    await addActivity(r, `1_${today}`, 1.5);
    const roster = await waitFor('the roster with her and the old members', async () => {
      const m = (await team.collection('private').doc('roster').get()).data()?.members;
      return m?.[r.uid]?.totalDistance === 1.5 ? m : null;
    });
    expect(Object.keys(roster).sort()).toEqual(['it-mate', r.uid].sort());
    expect((await team.get()).data()?.members).toBeUndefined();
  });

  it('a late event from before she changed team does not put her back on the old roster', async () => {
    const oldTeam = uniqueId('Team ');
    const r = await racer({ team: oldTeam });
    const asRegistered = (await r.row.get()).data()!;
    const rosterOf = (teamName: string) =>
      db.doc(`races/${r.legId}/teams/${teamName}/private/roster`);
    const onRoster = async (teamName: string) =>
      (await rosterOf(teamName).get()).get(new FieldPath('members', r.uid));
    // Her registration's own event puts her on the old team's roster.
    await waitFor('her summary on the old roster', () => onRoster(oldTeam));
    // An organiser moves her (organiser/change-team.ts): in one write, her row names the new team
    // and her entry leaves the old roster.
    const newTeam = uniqueId('Team ');
    await db
      .doc(`races/${r.legId}/teams/${newTeam}`)
      .set({ owner: r.uid, membersCount: 1, createdAt: Timestamp.now() });
    const move = db.batch();
    move.update(r.row, { teamName: newTeam });
    move.update(rosterOf(oldTeam), new FieldPath('members', r.uid), FieldValue.delete());
    await move.commit();
    // The move's own event puts her on the new roster.
    await waitFor('her summary on the new roster', () => onRoster(newTeam));
    // Her registration's event delivered again only now (a retry), naming the old team.
    await updateTeamSummary(db, r.legId, r.uid, undefined, asRegistered);
    expect(await onRoster(oldTeam)).toBeUndefined();
  });

  /** Two activities in one write: one run of the trigger decides both. */
  async function addTwo(r: Racer, a: [number, number], b: [number, number]) {
    await r.row.update(
      new FieldPath('times', `1_${today}`),
      entry(a[0], a[1]),
      new FieldPath('times', `2_${today}`),
      entry(b[0], b[1]),
      'totalDistance',
      FieldValue.increment(a[0] + b[0]),
    );
  }
  const flagOf = (r: Racer, key: string) => db.doc(`fairplay/${r.legId}__${r.uid}__${key}`);

  it('records a pace no human manages on foot, and not a normal one', async () => {
    const r = await racer();
    await addTwo(r, [9, 15], [0.5, 3]); // 1:40 min/km, then 6:00 min/km
    const flag = await waitFor('fair-play flag', async () =>
      (await flagOf(r, `1_${today}`).get()).data(),
    );
    expect(flag).toMatchObject({
      legId: r.legId,
      uid: r.uid,
      key: `1_${today}`,
      distance: 9,
      sport: 'foot',
    });
    expect((await flagOf(r, `2_${today}`).get()).exists).toBe(false);
  });

  it('on a ride flags 70 km/h and not 40 km/h', async () => {
    const r = await racer({ name: 'The Big Canada Ride' });
    await addTwo(r, [70, 60], [40, 60]);
    const flag = await waitFor('flag of the 70 km/h ride', async () =>
      (await flagOf(r, `1_${today}`).get()).data(),
    );
    expect(flag).toMatchObject({ sport: 'ride', distance: 70 });
    expect((await flagOf(r, `2_${today}`).get()).exists).toBe(false);
  });
});
