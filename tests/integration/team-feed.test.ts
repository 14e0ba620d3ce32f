/**
 * The team feed's server-made items (functions/src/activities/team-feed-items.ts) on the
 * emulator suite, through the activity trigger: one item per event, never per activity. Her
 * arrival on the team, a milestone passed by a manual activity (deleting and re-adding it makes
 * none more), the finish once, a Strava import through the local stand-in and its replay (none
 * more), and a racer who chose hidden, whose items follow her choice. Rows are written as the
 * browser's rules-checked update would leave them (admin writes: tests/rules cover the rules).
 */
import { describe, expect, it } from 'vitest';
import { feedPath } from '../../src/contract/docs/team-feed';
import { adminDb, uniqueId, waitFor } from './support/emulators';
import {
  addActivity as add,
  openLeg,
  registeredRacer,
  removeActivity as remove,
} from './support/racer';
import {
  addActivity as stravaAdds,
  connectedParticipant,
  registerOnNewLeg,
  resend,
} from './support/strava';

const db = adminDb();
const TEAM = 'Feed Testers';
// The activity trigger, started in turn by the functions emulator on a shared 2-core machine.
const CHAIN_MS = 240_000;

const today = new Date().toISOString().slice(0, 10);

async function milestonesOn(legId: string) {
  const id = legId.replace(/^price_/, '');
  await db.doc(`milestones/${id}`).set({
    header: { name: 'Feed route' },
    milestones: [
      {
        name: 'Moncton',
        location: 'Moncton, NB',
        distance: 3,
        fr: { location: 'Moncton (N.-B.)' },
      },
      { name: 'Truro', location: 'Truro, NS', distance: 6 },
    ],
  });
  await db.doc(`races/${legId}`).set({ milestones: id }, { merge: true });
}

/** A 10 km leg with milestones, a team captained by `owner`. */
async function legWithTeam(owner: string): Promise<string> {
  const legId = uniqueId('price_it_feed_');
  await openLeg(db, legId, { name: 'Feed Run' });
  await milestonesOn(legId);
  await db.doc(`races/${legId}/teams/${TEAM}`).set({ owner, membersCount: 1 });
  return legId;
}

/** A racer on the team, her row created as provisioning creates it (her arrival). */
async function teammate(legId: string, leaderboardName?: 'hidden') {
  const named = leaderboardName ? { leaderboardName } : {};
  return registeredRacer(db, legId, uniqueId('it-feed-'), {
    bibNumber: 7,
    teamName: TEAM,
    raceInfo: { distance: 10 },
    user: named,
    row: named,
  });
}

/** Her items on the team's feed, by id. */
async function itemsOf(legId: string, uid: string) {
  const snap = await db.collection(feedPath(legId, TEAM)).where('uid', '==', uid).get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, d.data()]));
}

const itemThere = (legId: string, uid: string, id: string) =>
  waitFor(`feed item ${id}`, async () => (await itemsOf(legId, uid))[id], CHAIN_MS);

describe('team feed items, one per event', () => {
  it(
    'her arrival, a milestone (a delete and re-add makes none more), the finish once',
    async () => {
      const legId = await legWithTeam('captain');
      const { uid, row } = await teammate(legId);
      const joined = await itemThere(legId, uid, `joined__${uid}`);
      expect(joined).toMatchObject({
        kind: 'joined',
        uid,
        name: 'Ivy Test',
        hidden: false,
        cheers: 0,
      });

      const key = `1700000000000_${today}`;
      await add(row, key, 4);
      const moncton = await itemThere(legId, uid, `milestone__${uid}__3km`);
      expect(moncton).toMatchObject({
        kind: 'milestone',
        name: 'Ivy Test',
        milestone: {
          name: 'Moncton',
          location: 'Moncton, NB',
          km: 3,
          fr: { location: 'Moncton (N.-B.)' },
        },
      });
      // Nothing of the activity: no key, distance, duration or source.
      expect(JSON.stringify(moncton)).not.toMatch(/1700000000000|duration|times/);

      await remove(row, key, 4);
      await add(row, key, 4);
      // A later activity past Truro and the finish: its items arriving show the trigger ran
      // after the re-add, which made no second Moncton.
      await add(row, `1700000000001_${today}`, 7);
      await itemThere(legId, uid, `milestone__${uid}__6km`);
      await itemThere(legId, uid, `finish__${uid}`);
      expect(Object.keys(await itemsOf(legId, uid)).sort()).toEqual(
        [
          `finish__${uid}`,
          `joined__${uid}`,
          `milestone__${uid}__3km`,
          `milestone__${uid}__6km`,
        ].sort(),
      );
    },
    CHAIN_MS * 3,
  );

  it(
    'a Strava import passing a milestone makes one item; its replay none more',
    async () => {
      const runner = await connectedParticipant(db);
      const legId = await registerOnNewLeg(db, runner.uid);
      await milestonesOn(legId);
      await db.doc(`races/${legId}/teams/${TEAM}`).set({ owner: runner.uid, membersCount: 1 });
      await db.doc(`users/${runner.uid}`).update({ [`subscribedRaces.${legId}.teamName`]: TEAM });
      await db.doc(`races/${legId}/subscribedUsers/${runner.uid}`).update({ teamName: TEAM });

      const { activityId, deliveryId } = await stravaAdds(runner.athleteId, { km: 5 });
      await itemThere(legId, runner.uid, `milestone__${runner.uid}__3km`);
      expect((await resend(deliveryId!)).status).toBe(303);
      // The replay is the same inbox event (docs/trackers.md): processed once, the row untouched.
      const events = await db
        .collection('tracker_inbox')
        .where('provider', '==', 'strava')
        .where('objectId', '==', activityId)
        .get();
      expect(events.size).toBe(1);
      const row = (await db.doc(`races/${legId}/subscribedUsers/${runner.uid}`).get()).data();
      expect(row?.totalDistance).toBeCloseTo(5);
      expect(Object.keys(await itemsOf(legId, runner.uid))).toEqual([
        `milestone__${runner.uid}__3km`,
      ]);
    },
    CHAIN_MS * 2,
  );
});

describe('a racer who chose hidden', () => {
  it(
    'her items are written hidden and nameless, and follow her when she shows herself',
    async () => {
      const legId = await legWithTeam('captain');
      const { uid, row } = await teammate(legId, 'hidden');
      await add(row, `1700000000000_${today}`, 4);
      const hidden = await itemThere(legId, uid, `milestone__${uid}__3km`);
      expect(hidden).toMatchObject({ name: '', hidden: true });
      expect((await itemsOf(legId, uid))[`joined__${uid}`]).toMatchObject({
        name: '',
        hidden: true,
      });

      // Her choice copied onto her row (onLeaderboardNameChanged): her items follow.
      await row.update({ leaderboardName: 'initial' });
      await waitFor(
        'her items shown',
        async () => {
          const items = Object.values(await itemsOf(legId, uid));
          return (
            items.length === 2 && items.every((i) => i.hidden === false && i.name === 'Ivy T.')
          );
        },
        CHAIN_MS,
      );
    },
    CHAIN_MS * 2,
  );
});
