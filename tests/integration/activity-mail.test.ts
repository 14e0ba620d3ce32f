/**
 * The e-mails an activity causes (functions/src/activities/activity-mail.ts) on the emulator
 * suite, read from what the local SMTP server received: a manual activity crossing a milestone
 * gives one postcard, and deleting and re-adding it none more; a Strava import through the
 * local stand-in crossing one gives one, and its replay none; completion gives one finisher
 * e-mail, in the language the participant chose, and completing again after a delete none more.
 * Rows are written as the browser's rules-checked update would leave them (admin writes: the
 * trigger is what is tested here; tests/rules cover the rules).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  queueFinisherMail,
  queueMilestonePostcards,
} from '../../functions/src/activities/activity-mail';
import { finisherMailId } from '../../functions/src/activities/finisher-mail';
import { postcardMailId } from '../../functions/src/activities/milestone-postcard';
import { adminDb, uniqueId, waitFor } from './support/emulators';
import { deliveryOf, mailTo } from './support/inbox';
import { addActivity, openLeg, registeredRacer, removeActivity, type Racer } from './support/racer';
import {
  addActivity as stravaAdds,
  connectedParticipant,
  registerOnNewLeg,
  resend,
} from './support/strava';

const db = adminDb();

// A chain of functions (the activity trigger, then the mail sender), each started in turn by
// the functions emulator: long on a 2-core machine shared by others.
const CHAIN_MS = 240_000;

const today = new Date().toISOString().slice(0, 10);

/** milestones/{id} for a 10 km leg: Lévis at 3 km, Québec City at 6, the finish at 10. */
async function milestonesFor(legId: string): Promise<string> {
  const id = legId.replace(/^price_/, '');
  await db.doc(`milestones/${id}`).set({
    header: { name: 'Integration route', location: 'Montréal, QC' },
    milestones: [
      {
        name: 'Lévis',
        location: 'Lévis, QC',
        distance: 3,
        image_url: '/images/milestone-flag.svg',
        description: 'Across the river from Québec City.',
        link: 'https://en.wikipedia.org/wiki/L%C3%A9vis,_Quebec',
        // An English participant's postcard stays English (the French is for French mails).
        fr: { description: 'Juste en face de Québec, de l’autre côté du fleuve.' },
      },
      { name: 'Québec City', location: 'Québec City, QC', distance: 6 },
      { name: 'Finish', location: 'Sainte-Anne-de-Beaupré, QC', distance: 10 },
    ],
  });
  return id;
}

const FR = { name: 'Course d’intégration', legName: 'Parcours de 10\u202fkm' };

/** A fresh 10 km leg with milestones, a registered racer with an empty row. */
async function racer(language?: 'fr'): Promise<Racer> {
  const legId = uniqueId('price_it_mail_');
  await openLeg(db, legId, {
    // French variants (docs/i18n.md): a French participant's mails name the leg in French.
    fr: FR,
    milestones: await milestonesFor(legId),
    finisher_badge: '/images/tbcr2025-finisher-badge.svg',
    medalsShipAt: Timestamp.fromDate(new Date('2100-01-15T00:00:00Z')),
  });
  return registeredRacer(db, legId, uniqueId('it-mail-'), {
    raceInfo: { name: 'Integration Run', legName: '10 km Leg', fr: FR, distance: 10 },
    ...(language ? { user: { language } } : {}),
  });
}

const add = (r: Racer, key: string, km: number) => addActivity(r.row, key, km);
const remove = (r: Racer, key: string, km: number) => removeActivity(r.row, key, km);

/** The ids of the mail documents queued for `address`, sorted. */
async function queuedFor(address: string): Promise<string[]> {
  const snap = await db.collection('mail').where('to', '==', address).get();
  return snap.docs.map((doc) => doc.id).sort();
}

/** mail/{id} delivered once to the local SMTP server. */
async function deliveredOnce(id: string) {
  expect(await deliveryOf(db, id, CHAIN_MS)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
}

/** The messages the local inbox holds for `address`, once there are `count`. */
const inboxHas = (address: string, count: number) =>
  waitFor(`${count} mail(s) for ${address} in the local inbox`, async () => {
    const received = await mailTo(address);
    return received.length >= count ? received : undefined;
  });

describe('milestone postcards', () => {
  it(
    'a manual activity crossing a milestone gives one postcard; deleting and re-adding it gives none more',
    async () => {
      const r = await racer();
      const key = `1700000000000_${today}`;
      await add(r, key, 4);
      const levis = postcardMailId(r.uid, r.legId, 3);
      await deliveredOnce(levis);
      const [card] = await inboxHas(r.email, 1);
      expect(card!.subject).toBe('Postcard from Lévis: you made it!');
      expect(card!.text).toContain('Hi Ivy,');
      expect(card!.text).toContain('Across the river from Québec City.');
      expect(card!.text).toContain('Distance done: 4 km');
      expect(card!.text).toContain('Still to go: 6 km');
      // The image by absolute URL (the app's origin in the emulator suite).
      expect(card!.html).toMatch(/<img src="http:\/\/localhost:5173\/images\/milestone-flag\.svg"/);
      expect(card!.html).toContain('href="https://en.wikipedia.org/wiki/L%C3%A9vis,_Quebec"');

      // Deleted (back to 0 km), then the same activity added again: past Lévis a second time.
      await remove(r, key, 4);
      const before = (await r.row.get()).data();
      await add(r, key, 4);
      const after = (await r.row.get()).data();
      // The decision the trigger takes for that write: already sent.
      expect(await queueMilestonePostcards(db, r.legId, r.uid, before, after)).toEqual([
        'already-queued',
      ]);
      // A later activity past Québec City: its postcard arriving shows the trigger ran after
      // the re-add; Lévis has still one document, sent once, and the inbox one card for it.
      await add(r, `1700000000001_${today}`, 3);
      const quebec = postcardMailId(r.uid, r.legId, 6);
      await deliveredOnce(quebec);
      expect(await queuedFor(r.email)).toEqual([levis, quebec].sort());
      await deliveredOnce(levis);
      const received = await inboxHas(r.email, 2);
      expect(received.map((mail) => mail.subject).sort()).toEqual([
        'Postcard from Lévis: you made it!',
        'Postcard from Québec City: you made it!',
      ]);
    },
    CHAIN_MS * 3,
  );

  it(
    'a Strava import crossing a milestone gives one postcard; its replay none',
    async () => {
      const runner = await connectedParticipant(db);
      const legId = await registerOnNewLeg(db, runner.uid);
      // The stand-in's 500 km leg, with a milestone at 4 km.
      const milestonesId = legId.replace(/^price_/, '');
      await db.doc(`milestones/${milestonesId}`).set({
        header: { name: 'Strava route' },
        milestones: [{ name: 'Trois-Rivières', location: 'Trois-Rivières, QC', distance: 4 }],
      });
      await db.doc(`races/${legId}`).update({ milestones: milestonesId });
      const { email } = (await db.doc(`users/${runner.uid}`).get()).data() as { email: string };

      const { activityId, deliveryId } = await stravaAdds(runner.athleteId, { km: 5 });
      const id = postcardMailId(runner.uid, legId, 4);
      await deliveredOnce(id);
      const [card] = await inboxHas(email, 1);
      expect(card!.subject).toBe('Postcard from Trois-Rivières: you made it!');
      expect(card!.text).toContain('Distance done: 5 km');
      expect(card!.text).toContain('Still to go: 495 km');

      // Strava delivers the same event again: one inbox event, the row untouched, no mail.
      expect((await resend(deliveryId!)).status).toBe(303);
      const events = await db
        .collection('tracker_inbox')
        .where('provider', '==', 'strava')
        .where('objectId', '==', activityId)
        .get();
      expect(events.size).toBe(1);
      expect(await queuedFor(email)).toEqual([id]);
      expect(await mailTo(email)).toHaveLength(1);
    },
    CHAIN_MS * 2,
  );
});

describe('postcards turned off', () => {
  it(
    'a participant who turned postcards off gets none, and still her finisher e-mail',
    async () => {
      const r = await racer();
      await db.doc(`users/${r.uid}`).update({ mailPreferences: { postcards: false } });
      const before = (await r.row.get()).data();
      // One activity past Lévis, Québec City and the finish: completion, then the finisher mail.
      await add(r, `1700000000000_${today}`, 10);
      const after = (await r.row.get()).data();
      expect(await queueMilestonePostcards(db, r.legId, r.uid, before, after)).toEqual([
        'opted-out',
        'opted-out',
        'opted-out',
      ]);
      const id = finisherMailId(r.uid, r.legId);
      await deliveredOnce(id);
      expect(await queuedFor(r.email)).toEqual([id]);
      expect((await mailTo(r.email)).map((mail) => mail.subject)).toEqual([
        'Congratulations, you finished the 10 km Leg!',
      ]);
    },
    CHAIN_MS * 2,
  );
});

describe('the finisher e-mail', () => {
  it(
    'completion gives one, in her language; completing again after a delete gives none more',
    async () => {
      const r = await racer('fr');
      await add(r, `1700000000000_${today}`, 10);
      const id = finisherMailId(r.uid, r.legId);
      await deliveredOnce(id);
      const received = await inboxHas(r.email, 1);
      const finished = received.filter((mail) => mail.subject.startsWith('Félicitations'));
      expect(finished).toHaveLength(1);
      expect(finished[0]!.subject).toBe(
        'Félicitations, parcours terminé\u00a0: Course d’intégration – Parcours de 10\u202fkm',
      );
      expect(finished[0]!.text).toContain('Félicitations, Ivy!');
      expect(finished[0]!.text).toContain('15 janvier 2100');
      expect(finished[0]!.html).toContain('<html lang="fr">');
      expect(finished[0]!.html).toContain(
        'src="http://localhost:5173/images/tbcr2025-finisher-badge.svg"',
      );

      // A delete takes her back below (completion cleared), a new activity completes again.
      const completed = (await r.row.get()).data()?.completedDate as Timestamp;
      await remove(r, `1700000000000_${today}`, 10);
      await waitFor(
        'completion cleared',
        async () => (await r.row.get()).data()?.completedDate === undefined,
        CHAIN_MS,
      );
      const cleared = (await r.row.get()).data();
      await add(r, `1700000000001_${today}`, 11);
      await waitFor(
        'completion set again',
        async () => {
          const date = (await r.row.get()).data()?.completedDate as Timestamp | undefined;
          return date !== undefined && !date.isEqual(completed);
        },
        CHAIN_MS,
      );
      const again = (await r.row.get()).data();
      // The decision the trigger takes for the write that set completedDate again.
      expect(await queueFinisherMail(db, r.legId, r.uid, cleared, again)).toBe('already-queued');
      expect((await queuedFor(r.email)).filter((mailId) => mailId === id)).toHaveLength(1);
      await deliveredOnce(id);
      expect(
        (await mailTo(r.email)).filter((mail) => mail.subject.startsWith('Félicitations')),
      ).toHaveLength(1);
    },
    CHAIN_MS * 3,
  );
});
