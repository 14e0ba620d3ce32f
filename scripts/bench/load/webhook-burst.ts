/**
 * Scenario 2, a Sunday evening of watch uploads: D Strava webhook deliveries in a burst for A
 * participants (connected through the local Strava stand-in, posting on for one leg), a fifth
 * of them replays of earlier deliveries, while the stand-in answers 5% of our API calls 429 or
 * 503 (its fault hook local_provider/strava.failNext). Then convergence is driven as production
 * drives it: the inbox's sweep at the time it is (deployed, every 10 minutes; here every 15 s),
 * which runs each event the 429s sent back once its backoff has passed, and Strava's own
 * retries of deliveries our webhook did not answer (the stand-in's redelivery, three attempts).
 * Checks: each activity the stand-in holds counted exactly once, every total the sum of its
 * row, standings and board converged to the rows, no event failed; the time to converge.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { uniqueId } from '../../../tests/integration/support/emulators';
import {
  STAND_IN,
  addActivity,
  connectedParticipant,
  type Connected,
} from '../../../tests/integration/support/strava';
import {
  HOUR_ON,
  IN_FLIGHT,
  inboxCounts,
  inboxSweep,
  pool,
  reconcile,
  redeliver,
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
  // A connect whose request the loaded emulator dropped is tried again, as the participant
  // would from the account page: up to three times, then the setup stops saying so.
  const connectOnce = async (): Promise<Connected> => {
    for (let tried = 1; ; tried += 1) {
      try {
        return await connectedParticipant(db);
      } catch (error) {
        if (tried >= 3)
          throw new Error(`setup: a Strava connect failed three times`, { cause: error });
      }
    }
  };
  const connect = async (_: unknown, i: number) => {
    const person = await connectOnce();
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
  // Half the faults are a rate limit that asks for a minute (Retry-After: 60): longer than a run
  // waits, so each sends its event to the inbox's backoff and the sweep. The other half are
  // 503s without Retry-After, which the run itself tries again (docs/trackers.md, Processing).
  const rateLimited = Math.ceil(faults / 2);
  await faultHook.set(
    { failNext: { status: 429, count: rateLimited, retryAfterSeconds: 60 } },
    { merge: true },
  );
  const sent: string[] = [];
  let replayed = 0;
  let unanswered = 0;
  const started = Date.now();
  // A request the loaded emulator drops (a timeout, a worker that failed to load) loses only
  // its answer: the stand-in recorded the activity with its delivery first, and the truth
  // below is what the stand-in holds. The athlete's page simply shows no answer.
  const answered = async (request: () => Promise<string | null>) => {
    try {
      if ((await request()) === null) unanswered += 1;
    } catch {
      unanswered += 1;
    }
  };
  // The 503s follow once every 429 was answered (the hook holds one status at a time); the
  // triggers lag the burst on a loaded machine, so a switch at a fixed point of the burst could
  // replace 429s no call had met yet.
  let armed503 = faults - rateLimited === 0;
  const arm503 = async () => {
    if (armed503) return;
    armed503 = await db.runTransaction(async (tx) => {
      const hook = (await tx.get(faultHook)).data()?.failNext as { count?: number } | undefined;
      if ((hook?.count ?? 0) > 0) return false;
      tx.update(faultHook, { failNext: { status: 503, count: faults - rateLimited } });
      return true;
    });
  };
  await pool(Array.from({ length: deliveries }), IN_FLIGHT, async (_, i) => {
    if (i % 10 === 0) await arm503();
    // Every fifth delivery replays one already sent (or, early on, the next one waits its turn).
    if (i % 5 === 4 && sent.length > 0) {
      const id = sent[Math.floor(Math.random() * sent.length)]!;
      replayed += 1;
      await answered(async () => {
        const response = await fetch(`${STAND_IN}/deliveries/${id}/resend`, {
          method: 'POST',
          redirect: 'manual',
        });
        return response.status < 400 ? id : null;
      });
      return;
    }
    const person = people[i % people.length]!;
    await answered(async () => {
      const delivery = await addActivity(person.athleteId, { km: 1 + (i % 9) });
      if (delivery.deliveryId) sent.push(delivery.deliveryId);
      return delivery.deliveryId;
    });
  });
  const burstMs = Date.now() - started;
  // The truth is what the stand-in holds: an activity whose request the loaded emulator timed
  // out still exists there, with its delivery recorded, and must be counted once.
  const athleteIds = people.map((p) => p.athleteId);
  const heldByStandIn = async () => {
    let n = 0;
    for (let i = 0; i < athleteIds.length; i += 30)
      n += (
        await db
          .collection('local_provider/strava/activities')
          .where('athleteId', 'in', athleteIds.slice(i, i + 30))
          .count()
          .get()
      ).data().count;
    return n;
  };
  // Convergence as deployed: the triggers run first; the inbox sweep runs at the time it is,
  // every 15 s (the schedule's 10 minutes, shortened: the backoffs are a minute or two), and
  // Strava's retries resend what our webhook did not answer. A claim unchanged for two minutes
  // belongs to a run the emulator stopped (it gives a function 60 s): deployed, its 10-minute
  // lease would lapse and the sweep take it; here the sweep runs with its clock an hour on.
  // A standings or board trigger run the emulator dropped ("Failed to load function") is not
  // retried by the emulator; deployed, `retry: true` would run it again. Once every activity is
  // in the rows and the standings have stayed behind for a minute, the reconciliation sweep
  // (`npm run reconcile`) plays that part, at most once a minute (docs/reliability.md).
  const EVERY_MS = 15_000;
  const RECONCILE_AFTER_MS = 60_000;
  let behindSince: number | null = null;
  let lastReconcile = 0;
  let reconciles = 0;
  let repairs = 0;
  let retried = 0;
  let sweeps = 0;
  let resent = 0;
  let lastSweep = 0;
  // Stalled: events still pending or claimed, and nothing moved (inbox or rows) for two
  // minutes. A long queue of trigger runs draining slowly is progress, not a stall.
  let lastProgress = '';
  let progressSince = Date.now();
  // The inbox's clock as the sweeps give it. Once a sweep has run with it an hour on, later
  // sweeps keep it there: an event that sweep ran and sent to its backoff (a 429) has its next
  // attempt on that clock, and a clock that went back would leave it waiting an hour of wall
  // time. Deployed there is one clock and it never goes back.
  let clockOn = 0;
  let stalls = 0;
  let last = 'nothing observed yet';
  let waiting = 0;
  const bound = settleBound(deliveries);
  let truth;
  try {
    truth = await until(
      `the activities counted once and the board exact`,
      async () => {
        await arm503();
        const inbox = await inboxCounts(db);
        const stalled = inbox.running > 0 && Date.now() - progressSince > 120_000;
        if (Date.now() - lastSweep >= EVERY_MS) {
          lastSweep = Date.now();
          if (inbox.retry > 0 || stalled) {
            if (stalled) [clockOn, stalls] = [HOUR_ON, stalls + 1];
            retried += await inboxSweep(Date.now() + clockOn);
            sweeps += 1;
            if (stalled) progressSince = Date.now();
          }
          const strava = await redeliver();
          resent += strava.resent;
          if (strava.gaveUp.length > 0)
            throw new Error(
              `Strava's three attempts were not answered for ${strava.gaveUp.length} deliveries (${strava.gaveUp.slice(0, 5).join(', ')}): production would lose them too`,
            );
          waiting = strava.waiting;
        }
        const [t, expected] = await Promise.all([truthOf(db, legId), heldByStandIn()]);
        const progress = `${inbox.running}/${inbox.retry}/${t.entries}`;
        if (progress !== lastProgress) [lastProgress, progressSince] = [progress, Date.now()];
        const rowsDone = inbox.running === 0 && inbox.retry === 0 && t.entries === expected;
        if (!rowsDone || (t.standingsExact && t.boardExact)) behindSince = null;
        else behindSince ??= Date.now();
        if (
          behindSince !== null &&
          Date.now() - behindSince >= RECONCILE_AFTER_MS &&
          Date.now() - lastReconcile >= RECONCILE_AFTER_MS
        ) {
          lastReconcile = Date.now();
          const report = await reconcile();
          reconciles += 1;
          repairs += report.repaired.standingsRows + report.repaired.boards;
        }
        last =
          `${t.entries} of ${expected} activities in the rows, inbox ${inbox.running} running, ${inbox.retry} to retry, ${inbox.failed} failed, ` +
          `${waiting} deliveries unanswered, totals ${t.rowsExact ? 'exact' : 'WRONG'}, standings ${t.standingsExact ? 'exact' : 'behind'}, board ${t.boardExact ? 'exact' : 'behind'}`;
        return (
          inbox.running === 0 &&
          inbox.retry === 0 &&
          t.entries === expected &&
          t.standingsExact &&
          t.boardExact && { ...t, expected, failed: inbox.failed }
        );
      },
      bound,
      2000,
    );
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}; last seen: ${last}; ${retried} events retried by ${sweeps} sweeps (${stalls} after a stall), ${resent} deliveries resent, ${reconciles} reconciliations`,
      { cause: error },
    );
  }
  // Each 429 asked for a minute, longer than a run waits: its event must have been run again
  // after its backoff (a second attempt), which is the path this scenario is here to drive.
  const backedOff = (
    await db.collection('tracker_inbox').where('attempts', '>', 1).count().get()
  ).data().count;
  const hook = (await faultHook.get()).data()?.failNext as { count?: number } | undefined;
  const faultsLeft = armed503 ? (hook?.count ?? 0) : faults - rateLimited + (hook?.count ?? 0);
  return {
    scenario: '2 webhook deliveries',
    size: `${deliveries} deliveries, ${athletes} athletes`,
    ok: truth.rowsExact && truth.failed === 0 && (rateLimited === 0 || backedOff > 0),
    figures:
      `${truth.expected} activities + ${replayed} replays, ${faults} API faults injected (${rateLimited} 429 + Retry-After 60 s, ${faults - rateLimited} 503, ${faultsLeft} never met), ${backedOff} events run again after their backoff; ` +
      `${unanswered} webhook answers lost, ${resent} deliveries resent; ` +
      `${truth.entries} entries (each once), totals ${truth.rowsExact ? 'exact' : 'WRONG'}, ${retried} events retried by ${sweeps} inbox sweeps (${stalls} after a stall, the clock an hour on), ${truth.failed} failed; ${reconciles} reconciliations repaired ${repairs} standings rows and boards; ` +
      `burst ${seconds(burstMs)}, board exact after ${seconds(Date.now() - started)}`,
  };
}
