/**
 * Push notifications on the emulator suite (docs/push.md), read from what the local push
 * service received (a real Web Push request: VAPID-signed, aes128gcm, decrypted there with the
 * device's key): a milestone is pushed once to each of her devices that asked for milestones,
 * in her language, and to none that did not; deleting and re-adding the activity that crossed it
 * pushes it none more; a device whose push service answers 410 is removed and the others still
 * get theirs; while milestone pushes are on, the postcard and the finisher e-mail are not
 * e-mailed unless she kept each by e-mail too, and tracker trouble likewise with tracker pushes;
 * a cheer is pushed to the one cheered once per cheerer (taken back and given again: none more);
 * a captain's note to the teammates whose devices asked for notes, not to the captain.
 * Rows are written as the browser's rules-checked update would leave them (admin writes).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  queueFinisherMail,
  queueMilestonePostcards,
} from '../../functions/src/activities/activity-mail';
import { finisherMailId } from '../../functions/src/activities/finisher-mail';
import { postcardMailId } from '../../functions/src/activities/milestone-postcard';
import { LOCAL_VAPID_KEYS } from '../../functions/src/push/vapid';
import { queueTrackerTroubleMail } from '../../functions/src/trackers/tracker-trouble';
import { pushSubscriptionsPath } from '../../src/contract/docs/push-subscription';
import { feedPath } from '../../src/contract/docs/team-feed';
import {
  adminDb,
  callFunction,
  newParticipant,
  uniqueId,
  waitFor,
  type Participant,
} from './support/emulators';
import { dropAtPushService, pushesTo, subscribeDevice, type LocalDevice } from './support/push';
import {
  addActivity,
  openLeg,
  registeredRacer,
  removeActivity,
  todayActivity as entry,
  type Racer,
} from './support/racer';

const db = adminDb();
const CHAIN_MS = 240_000;

/** A fresh 10 km leg with Lévis at 3 km and Québec City at 6, a racer with an empty row. */
async function racer(language: 'en' | 'fr'): Promise<Racer> {
  const legId = uniqueId('price_it_push_');
  const milestonesId = legId.replace(/^price_/, '');
  await db.doc(`milestones/${milestonesId}`).set({
    header: { name: 'Integration route', location: 'Montréal, QC' },
    milestones: [
      { name: 'Levis', location: 'Lévis, QC', distance: 3, fr: { name: 'Lévis' } },
      { name: 'Quebec City', location: 'Québec, QC', distance: 6, fr: { name: 'Québec' } },
    ],
  });
  await openLeg(db, legId, { milestones: milestonesId });
  return registeredRacer(db, legId, uniqueId('it-push-'), { user: { language } });
}

const add = (r: Racer, key: string, km: number) => addActivity(r.row, key, km);
const remove = (r: Racer, key: string, km: number) => removeActivity(r.row, key, km);

const titles = async (device: LocalDevice) => (await pushesTo(device)).map((p) => p.message.title);

describe('push notifications', () => {
  it('pushes a milestone once to each device that asked, in her language, and none more after a delete and re-add', async () => {
    const r = await racer('fr');
    const phone = await subscribeDevice(db, r.uid, { milestones: true });
    const laptop = await subscribeDevice(db, r.uid, { milestones: true, cheers: true });
    const tablet = await subscribeDevice(db, r.uid, { cheers: true, notes: true });

    await add(r, 'M_1', 4);
    for (const device of [phone, laptop])
      await waitFor('the Lévis push', async () => (await pushesTo(device)).length === 1, CHAIN_MS);
    const [push] = await pushesTo(phone);
    expect(push!.message).toEqual({
      title: 'Vous avez atteint Lévis!',
      body: '3\u202fkm parcourus. Continuez!',
      url: `/dashboard/${r.legId.replace(/^price_/, '')}`,
      tag: postcardMailId(r.uid, r.legId, 3),
    });
    expect(push!.vapidKey).toBe(LOCAL_VAPID_KEYS.publicKey);
    expect(push!.ttl).toBe(86_400);

    // Back below Lévis, then past it and Québec in one write: the trigger run that pushes Québec
    // decided Lévis first (one milestone after the other), so once Québec is in, Lévis was not sent again.
    await remove(r, 'M_1', 4);
    await add(r, 'M_2', 7);
    for (const device of [phone, laptop])
      await waitFor('the Québec push', async () => (await pushesTo(device)).length === 2, CHAIN_MS);
    for (const device of [phone, laptop])
      expect(await titles(device)).toEqual([
        'Vous avez atteint Lévis!',
        'Vous avez atteint Québec!',
      ]);
    expect(await pushesTo(tablet)).toEqual([]);
  });

  it('removes a device whose push service answers 410; her other device still gets it', async () => {
    const r = await racer('en');
    const kept = await subscribeDevice(db, r.uid, { milestones: true });
    const dropped = await subscribeDevice(db, r.uid, { milestones: true });
    await dropAtPushService(dropped);

    await add(r, 'M_1', 3.5);
    await waitFor(
      'the push to her kept device',
      async () => (await pushesTo(kept)).length === 1,
      CHAIN_MS,
    );
    expect(await titles(kept)).toEqual(['You reached Levis!']);
    await waitFor(
      'the dropped device removed',
      async () =>
        !(await db.doc(`${pushSubscriptionsPath(r.uid)}/${dropped.deviceId}`).get()).exists,
      CHAIN_MS,
    );
    expect((await db.doc(`${pushSubscriptionsPath(r.uid)}/${kept.deviceId}`).get()).exists).toBe(
      true,
    );
    expect(await pushesTo(dropped)).toEqual([]);
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('e-mails no postcard while milestone pushes are on, unless she kept postcards by e-mail too', async () => {
    // The trigger's decision, taken here as the emulator's functions take it (the postcard's
    // unsubscribe link is signed with the emulator suite's local secret).
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const r = await racer('en');
    await subscribeDevice(db, r.uid, { milestones: true });
    const before = { totalDistance: 0, times: {} };
    const after = { totalDistance: 4, times: { M_1: entry(4) } };
    expect(await queueMilestonePostcards(db, r.legId, r.uid, before, after)).toEqual(['by-push']);
    expect((await db.doc(`mail/${postcardMailId(r.uid, r.legId, 3)}`).get()).exists).toBe(false);

    await db.doc(`users/${r.uid}`).update({ 'mailPreferences.postcardsWithPush': true });
    expect(await queueMilestonePostcards(db, r.legId, r.uid, before, after)).toEqual(['queued']);

    const other = await racer('en');
    await subscribeDevice(db, other.uid, { cheers: true });
    expect(await queueMilestonePostcards(db, other.legId, other.uid, before, after)).toEqual([
      'queued',
    ]);
  });

  it('e-mails no finisher e-mail while milestone pushes are on, unless she kept it by e-mail too', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const r = await racer('en');
    await subscribeDevice(db, r.uid, { milestones: true });
    const before = { totalDistance: 6, times: {} };
    const after = { totalDistance: 10, times: {}, completedDate: Timestamp.now() };
    expect(await queueFinisherMail(db, r.legId, r.uid, before, after)).toBe('by-push');
    expect((await db.doc(`mail/${finisherMailId(r.uid, r.legId)}`).get()).exists).toBe(false);

    // Keeping postcards by e-mail is not keeping the finisher e-mail.
    await db.doc(`users/${r.uid}`).update({ 'mailPreferences.postcardsWithPush': true });
    expect(await queueFinisherMail(db, r.legId, r.uid, before, after)).toBe('by-push');
    await db.doc(`users/${r.uid}`).update({ 'mailPreferences.finishWithPush': true });
    expect(await queueFinisherMail(db, r.legId, r.uid, before, after)).toBe('queued');

    const other = await racer('en');
    await subscribeDevice(db, other.uid, { trackers: true, cheers: true });
    expect(await queueFinisherMail(db, other.legId, other.uid, before, after)).toBe('queued');
  });

  it('e-mails no tracker trouble while tracker pushes are on, unless she kept it; a reconnect always', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const r = await racer('en');
    await subscribeDevice(db, r.uid, { trackers: true });
    const now = Date.now();
    const revoked = () =>
      queueTrackerTroubleMail(db, r.uid, 'strava', 'revoked', uniqueId('ev'), now);
    expect(await revoked()).toBe('by-push');
    expect(await queueTrackerTroubleMail(db, r.uid, 'strava', 'failed', 'ev', now)).toBe('by-push');
    // Fitbit's reconnect has no push: e-mailed whatever her devices ask for.
    expect(await queueTrackerTroubleMail(db, r.uid, 'fitbit', 'reconnect', '', now)).toBe('queued');

    await db.doc(`users/${r.uid}`).update({ 'mailPreferences.trackersWithPush': true });
    expect(await revoked()).toBe('queued');

    const other = await racer('en');
    await subscribeDevice(db, other.uid, { milestones: true });
    expect(
      await queueTrackerTroubleMail(db, other.uid, 'strava', 'revoked', uniqueId('ev'), now),
    ).toBe('queued');
  });
});

const TEAM = 'Push Testers';

/** A leg with a team: the captain and two teammates, each registered on it. */
async function team(): Promise<{
  legId: string;
  captain: Participant;
  ann: Participant;
  bob: Participant;
}> {
  const legId = uniqueId('price_it_push_team_');
  await db.doc(`races/${legId}`).set({ name: 'Team Run', distance: 10 });
  const [captain, ann, bob] = await Promise.all(
    ['Cap', 'Ann', 'Bob'].map((name) => newParticipant(db, name)),
  );
  await db.doc(`races/${legId}/teams/${TEAM}`).set({ owner: captain!.uid, membersCount: 3 });
  await Promise.all(
    [captain!, ann!, bob!].map((m, i) =>
      Promise.all([
        db
          .doc(`users/${m.uid}`)
          .set(
            { subscribedRaces: { [legId]: { legId, teamName: TEAM, bibNumber: i + 1 } } },
            { merge: true },
          ),
        db.doc(`races/${legId}/subscribedUsers/${m.uid}`).set({
          firstName: ['Cap', 'Ann', 'Bob'][i],
          lastName: 'Test',
          bibNumber: i + 1,
          teamName: TEAM,
          totalDistance: 0,
          times: {},
          leaderboardName: 'initial',
        }),
      ]),
    ),
  );
  return { legId, captain: captain!, ann: ann!, bob: bob! };
}

describe('pushes from the team feed', () => {
  it('a cheer is pushed to the one cheered, once per cheerer and item', async () => {
    const { legId, ann, bob } = await team();
    const annPhone = await subscribeDevice(db, ann.uid, { cheers: true });
    const itemId = `finish__${ann.uid}`;
    await db.doc(`${feedPath(legId, TEAM)}/${itemId}`).set({
      kind: 'finish',
      uid: ann.uid,
      name: 'Ann T.',
      hidden: false,
      cheers: 0,
      createdAt: Timestamp.now(),
    });
    const cheer = () =>
      callFunction('cheerFeedItem', { legId, teamName: TEAM, itemId }, bob.idToken);
    // The callable answers once the push service has answered: the push is there.
    expect((await cheer()).result).toEqual({ cheered: true, cheers: 1 });
    expect((await pushesTo(annPhone)).map((p) => p.message.title)).toEqual([
      'Bob T. cheered for you',
    ]);
    expect((await cheer()).result).toEqual({ cheered: false, cheers: 0 });
    expect((await cheer()).result).toEqual({ cheered: true, cheers: 1 });
    expect(await pushesTo(annPhone)).toHaveLength(1);
  });

  it("a captain's note is pushed to the teammates who asked for notes, not to the captain", async () => {
    const { legId, captain, ann, bob } = await team();
    const captainPhone = await subscribeDevice(db, captain.uid, { notes: true });
    const annPhone = await subscribeDevice(db, ann.uid, { notes: true });
    const bobTablet = await subscribeDevice(db, bob.uid, { notes: true });
    const bobPhone = await subscribeDevice(db, bob.uid, { milestones: true, cheers: true });
    await db
      .doc(
        `${feedPath(legId, TEAM)}/${uniqueId('note')
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 20)}`,
      )
      .set({
        kind: 'note',
        uid: captain.uid,
        name: '',
        text: 'Long run on Sunday at the park!',
        hidden: false,
        cheers: 0,
        createdAt: Timestamp.now(),
      });
    const [push] = await waitFor(
      "the note's push to Ann",
      async () => {
        const received = await pushesTo(annPhone);
        return received.length > 0 ? received : undefined;
      },
      CHAIN_MS,
    );
    expect(push!.message).toMatchObject({
      title: 'Note from your captain',
      body: 'Long run on Sunday at the park!',
      url: `/dashboard/${legId.replace(/^price_/, '')}`,
    });
    // Bob's devices are chosen together before either is sent to: once his tablet has it, his
    // phone (notes off) was left out. The captain is left out before anyone is sent to.
    await waitFor(
      "the note's push to Bob's tablet",
      async () => (await pushesTo(bobTablet)).length === 1,
      CHAIN_MS,
    );
    expect(await pushesTo(bobPhone)).toEqual([]);
    expect(await pushesTo(captainPhone)).toEqual([]);
  });
});
