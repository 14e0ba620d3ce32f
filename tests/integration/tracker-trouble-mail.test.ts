/**
 * The tracker-trouble e-mail (functions/src/trackers/tracker-trouble*.ts) on the emulator suite,
 * through the Strava stand-in and the local SMTP server: an athlete who removes our access at
 * Strava gets one e-mail saying Strava is disconnected and how to reconnect, and Strava
 * delivering the deauthorization again sends none more; an activity Strava refuses for good
 * gives one e-mail, and a second failure the same day none more.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { trackerTroubleMailId } from '../../functions/src/trackers/tracker-trouble-mail';
import { adminDb, waitFor } from './support/emulators';
import { pushesTo, subscribeDevice } from './support/push';
import { deliveryOf, mailTo, type ReceivedMail } from './support/inbox';
import {
  addActivity,
  athleteDeauthorizes,
  clearFaults,
  connectedParticipant,
  failNext,
  processed,
  registerOnNewLeg,
  resend,
  type Connected,
} from './support/strava';

/** Each mail comes at the end of a chain of functions (webhook, inbox, mail sender). */
const CHAIN_MS = 180_000;

const db = adminDb();

afterEach(async () => {
  await clearFaults(db);
});

const emailOf = async (uid: string) => String((await db.doc(`users/${uid}`).get()).data()?.email);

/** The messages the local inbox holds for `address`, once there are `count`. */
const inboxHas = (address: string, count: number): Promise<ReceivedMail[]> =>
  waitFor(
    `${count} mail(s) for ${address} in the local inbox`,
    async () => {
      const received = await mailTo(address);
      return received.length >= count ? received : undefined;
    },
    CHAIN_MS,
  );

async function queuedFor(address: string): Promise<string[]> {
  const snap = await db.collection('mail').where('to', '==', address).get();
  return snap.docs.map((doc) => doc.id).sort();
}

describe('a tracker that stops bringing activities in', () => {
  it(
    'a Strava deauthorization is pushed to her devices that asked for tracker trouble (docs/push.md)',
    async () => {
      const runner: Connected = await connectedParticipant(db);
      const asked = await subscribeDevice(db, runner.uid, { trackers: true });
      const other = await subscribeDevice(db, runner.uid, { milestones: true });
      expect((await athleteDeauthorizes(runner.athleteId)).status).toBe(303);
      const event = await processed(db, runner.athleteId, 'update');
      const pushed = await waitFor(
        'the tracker-trouble push',
        async () => {
          const received = await pushesTo(asked);
          return received.length > 0 ? received : undefined;
        },
        CHAIN_MS,
      );
      expect(pushed.map((p) => p.message)).toEqual([
        {
          title: 'Strava: your activities stopped coming',
          body: 'The kilometres already counted stay. Connect it again on your account page.',
          url: '/account',
          tag: trackerTroubleMailId('revoked', runner.uid, 'strava', event.id, Date.now()),
        },
      ]);
      // Her devices were chosen before the first was sent to: the other one was never among them.
      expect(await pushesTo(other)).toEqual([]);
    },
    CHAIN_MS * 2,
  );

  it(
    'a Strava deauthorization gives one e-mail naming Strava and the way back; its redelivery none',
    async () => {
      const runner: Connected = await connectedParticipant(db);
      const email = await emailOf(runner.uid);
      const sent = await athleteDeauthorizes(runner.athleteId);
      expect(sent.status).toBe(303);
      const event = await processed(db, runner.athleteId, 'update');
      expect(event.status).toBe('done');
      const id = trackerTroubleMailId('revoked', runner.uid, 'strava', event.id, Date.now());
      expect(await deliveryOf(db, id, CHAIN_MS)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
      const [mail] = await inboxHas(email, 1);
      expect(mail!.subject).toBe('Your Strava account is no longer connected');
      expect(mail!.text).toContain('Every kilometre already counted stays counted.');
      expect(mail!.text).toContain('Connect Strava: http://localhost:5173/account');

      // Strava delivers the same deauthorization again: the inbox keeps one event, no mail more.
      expect((await resend(sent.deliveryId!)).status).toBe(303);
      const events = await db
        .collection('tracker_inbox')
        .where('provider', '==', 'strava')
        .where('objectId', '==', runner.athleteId)
        .get();
      expect(events.size).toBe(1);
      expect(await queuedFor(email)).toEqual([id]);
      expect(await mailTo(email)).toHaveLength(1);
    },
    CHAIN_MS * 2,
  );

  it(
    'an activity Strava refuses for good gives one e-mail; a second failure that day none more',
    async () => {
      const runner = await connectedParticipant(db);
      await registerOnNewLeg(db, runner.uid);
      const email = await emailOf(runner.uid);
      // 422 is a final answer (not 401/403/404 "nothing to fetch", not 429/5xx "try again").
      await failNext(db, 422, 2);
      const first = await addActivity(runner.athleteId, { km: 5 });
      const failed = await processed(db, first.activityId, 'create');
      expect(failed.status).toBe('failed');
      const id = trackerTroubleMailId('failed', runner.uid, 'strava', failed.id, Date.now());
      expect(await deliveryOf(db, id, CHAIN_MS)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
      const [mail] = await inboxHas(email, 1);
      expect(mail!.subject).toBe('An activity from Strava could not be imported');
      expect(mail!.text).toContain('add the activity by hand on your dashboard');

      const second = await addActivity(runner.athleteId, { km: 6 });
      expect((await processed(db, second.activityId, 'create')).status).toBe('failed');
      // The second event's e-mail, if any, would have the same id: still one, sent once.
      expect(await queuedFor(email)).toEqual([id]);
      expect(await deliveryOf(db, id)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
      expect(await mailTo(email)).toHaveLength(1);
    },
    CHAIN_MS * 2,
  );
});
