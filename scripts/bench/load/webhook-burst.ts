/**
 * Scenario 2, a Sunday evening of watch uploads: D Strava webhook deliveries in a burst for A
 * participants (connected through the local Strava stand-in, posting on for one leg), a fifth
 * of them replays of earlier deliveries, while the stand-in answers 5% of our API calls 429 or
 * 503 (its fault hook local_provider/strava.failNext). Then the inbox sweep runs what is due.
 * Checks: each activity counted exactly once, every total the sum of its row, standings and
 * board converged to the rows; the time to converge.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { uniqueId } from '../../../tests/integration/support/emulators';
import {
  STAND_IN,
  addActivity,
  connectedParticipant,
} from '../../../tests/integration/support/strava';
import {
  IN_FLIGHT,
  inboxCounts,
  inboxSweep,
  pool,
  seconds,
  settleBound,
  until,
  type Result,
} from './common';
import { truthOf } from './rows';

export async function webhookBurst(
  db: Firestore,
  athletes: number,
  deliveries: number,
): Promise<Result> {
  const legId = uniqueId('price_hooks');
  const start = Timestamp.fromDate(new Date('2025-01-01T00:00:00Z'));
  const end = Timestamp.fromDate(new Date('2099-12-31T23:59:59Z'));
  await db.doc(`races/${legId}`).set({
    name: 'Webhook Test Run',
    legName: '5000 km Leg',
    distance: 5000,
    map: 'celebrate-canada',
    raceDateStart: start,
    raceDateEnd: end,
  });
  // Setup, not measured: connecting goes through the stand-in's OAuth inside the same
  // emulator, whose token call gives up after 10 s; cold workers for both under a burst of
  // connects take longer than that here. One connect warms them, then two at a time.
  const connect = async (_: unknown, i: number) => {
    const person = await connectedParticipant(db);
    await db.doc(`users/${person.uid}`).update({
      [`subscribedRaces.${legId}`]: {
        legId,
        stravaLink: true,
        bibNumber: 101 + i,
        teamName: 'noTeam',
        raceInfo: { raceDateStart: start, raceDateEnd: end },
      },
    });
    await db.doc(`races/${legId}/subscribedUsers/${person.uid}`).set({
      firstName: `Hook${i}`,
      lastName: 'Load',
      bibNumber: 101 + i,
      teamName: 'noTeam',
      totalDistance: 0,
      times: {},
    });
    return person;
  };
  const people = [await connect(undefined, 0)];
  people.push(
    ...(await pool(Array.from({ length: athletes - 1 }), Math.min(IN_FLIGHT, 2), (_, i) =>
      connect(undefined, i + 1),
    )),
  );
  const faults = Math.round(deliveries * 0.05);
  const faultHook = db.doc('local_provider/strava');
  await faultHook.set({ failNext: { status: 429, count: Math.ceil(faults / 2) } }, { merge: true });
  const sent: string[] = [];
  // Activities the stand-in created: each must be counted once, including one whose delivery
  // the webhook stored but whose answer the loaded emulator lost (no delivery id came back).
  let created = 0;
  let replayed = 0;
  let refusedAtWebhook = 0;
  const started = Date.now();
  await pool(Array.from({ length: deliveries }), IN_FLIGHT, async (_, i) => {
    if (i === Math.floor(deliveries / 2))
      await faultHook.update({ failNext: { status: 503, count: Math.floor(faults / 2) } });
    // Every fifth delivery replays one already sent (or, early on, the next one waits its turn).
    if (i % 5 === 4 && sent.length > 0) {
      const id = sent[Math.floor(Math.random() * sent.length)]!;
      const response = await fetch(`${STAND_IN}/deliveries/${id}/resend`, {
        method: 'POST',
        redirect: 'manual',
      });
      if (response.status >= 400) refusedAtWebhook += 1;
      replayed += 1;
      return;
    }
    const person = people[i % people.length]!;
    const delivery = await addActivity(person.athleteId, { km: 1 + (i % 9) });
    if (delivery.activityId) created += 1;
    if (delivery.deliveryId) sent.push(delivery.deliveryId);
    else refusedAtWebhook += 1;
  });
  const burstMs = Date.now() - started;
  // The triggers run first, as in production; the inbox's retry sweep (every 10 minutes
  // deployed, never fired by the emulator) runs only once no event is still pending or claimed,
  // with its clock an hour on so every backoff has passed. Sweeping earlier would take over
  // claims the triggers still hold, which is not what production does. A claim unchanged for a
  // minute is one whose run died (its lease would lapse): then the sweep takes it, as deployed.
  let retried = 0;
  let sweeps = 0;
  let lastRunning = -1;
  let runningSince = Date.now();
  const truth = await until(
    `${created} activities counted once and the board exact`,
    async () => {
      const inbox = await inboxCounts(db);
      if (inbox.running !== lastRunning) [lastRunning, runningSince] = [inbox.running, Date.now()];
      const stalled = inbox.running > 0 && Date.now() - runningSince > 60_000;
      if ((inbox.running === 0 && inbox.retry > 0) || stalled) {
        retried += await inboxSweep();
        sweeps += 1;
      }
      const t = await truthOf(db, legId);
      return (
        inbox.running === 0 &&
        inbox.retry === 0 &&
        t.entries === created &&
        t.standingsExact &&
        t.boardExact && { ...t, failed: inbox.failed }
      );
    },
    settleBound(deliveries),
    2000,
  );
  return {
    scenario: '2 webhook deliveries',
    size: `${deliveries} deliveries, ${athletes} athletes`,
    ok: truth.rowsExact && truth.entries === created && truth.failed === 0,
    figures:
      `${created} activities + ${replayed} replays, ${faults} API faults injected, ${refusedAtWebhook} webhook answers lost; ` +
      `${truth.entries} entries (each once), totals ${truth.rowsExact ? 'exact' : 'WRONG'}, ${retried} events retried by ${sweeps} inbox sweeps, ${truth.failed} failed; ` +
      `burst ${seconds(burstMs)}, board exact after ${seconds(Date.now() - started)}`,
  };
}
