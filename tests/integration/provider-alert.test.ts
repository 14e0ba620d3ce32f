/**
 * A tracker provider failing for everyone reaches the organisers (docs/reliability.md,
 * "Alerts"): inbox runs that end on Strava's errors count against the provider, whoever the
 * participant, on ops_alerts/provider-failing__strava; the organisers' e-mail goes out once they
 * pile up with no success between, once; a run Strava answers starts the count again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { alertMailId } from '../../functions/src/ops/alert-mail';
import { ALERT_RULES } from '../../functions/src/ops/alert-policy';
import { adminDb, FUNCTIONS_ORIGIN, PROJECT_ID, waitFor } from './support/emulators';
import { deliveryOf } from './support/inbox';
import {
  addActivity,
  clearFaults,
  connectedParticipant,
  failNext,
  processed,
  registerOnNewLeg,
} from './support/strava';

const db = adminDb();
const ID = 'provider-failing__strava';
const CHAIN_MS = 240_000;

afterEach(async () => {
  await clearFaults(db);
});

const alert = async () => (await db.doc(`ops_alerts/${ID}`).get()).data();

describe('a provider failing for everyone', () => {
  it(
    'counts per provider across participants, e-mails once at the threshold, and a success starts the count again',
    async () => {
      await clearFaults(db);
      const [ana, ben] = [await connectedParticipant(db), await connectedParticipant(db)];
      await registerOnNewLeg(db, ana.uid);
      await registerOnNewLeg(db, ben.uid);
      // A run Strava answers first: whatever earlier tests left, the count starts from nothing.
      const ok = await addActivity(ana.athleteId, { km: 1 });
      expect((await processed(db, ok.activityId, 'create')).status).toBe('done');
      const before = await alert();
      expect(before?.windowCount ?? 0).toBe(0);

      const { threshold } = ALERT_RULES['provider-failing'];
      await failNext(db, 500, 1000);
      const sent = [];
      for (let i = 0; i < threshold; i += 1)
        sent.push(await addActivity((i % 2 === 0 ? ana : ben).athleteId, { km: 2 }));
      for (const { activityId } of sent)
        expect((await processed(db, activityId, 'create', ['retry'])).lastError).toMatch(/500/);
      const failing = await waitFor(
        'every failed run counted',
        async () => {
          const data = await alert();
          return data && data.windowCount >= threshold ? data : undefined;
        },
        CHAIN_MS,
      );
      expect(failing.windowCount).toBe(threshold);
      expect(failing.count).toBe((before?.count ?? 0) + threshold);
      const mails = (before?.mailCount ?? 0) + 1;
      expect(failing.mailCount).toBe(mails);
      expect((await deliveryOf(db, alertMailId(ID, mails), CHAIN_MS)).state).toBe('SUCCESS');

      // One more failure counts without a second e-mail.
      const more = await addActivity(ben.athleteId, { km: 2 });
      await processed(db, more.activityId, 'create', ['retry']);
      const repeated = await waitFor('the repeat counted', async () => {
        const data = await alert();
        return data && data.windowCount === threshold + 1 ? data : undefined;
      });
      expect(repeated.mailCount).toBe(mails);
      expect((await db.doc(`mail/${alertMailId(ID, mails + 1)}`).get()).exists).toBe(false);

      // Strava answers again: the count starts over.
      await clearFaults(db);
      const back = await addActivity(ana.athleteId, { km: 3 });
      expect((await processed(db, back.activityId, 'create')).status).toBe('done');
      await waitFor('the count to start again', async () => (await alert())?.windowCount === 0);

      // The failed runs are not lost: once due, the inbox's sweep imports every one of them (and
      // leaves no due event in the way of later tests' sweeps). A sweep's own run can end in a
      // retry too (a stand-in call that timed out on a loaded machine), due later again: the
      // clock given to the sweep moves on to each retry's time, as the scheduled sweep's would,
      // a bounded number of times (a run that keeps failing fails the test with its error).
      const left = [...sent, more];
      let waiting: Awaited<ReturnType<typeof processed>>[];
      for (let pass = 0; ; pass += 1) {
        // (A later run may have taken some already: the trigger of each new event sweeps too.)
        const states = await Promise.all(
          left.map(({ activityId }) => processed(db, activityId, 'create', ['retry', 'done'])),
        );
        waiting = states.filter((event) => event.status !== 'done');
        if (waiting.length === 0 || pass === 4) break;
        const dueBy = Math.max(
          Date.now(),
          ...waiting.map((event) => Number(event.nextAttemptAt ?? 0)),
        );
        for (let swept = -1; swept !== 0;) {
          const answer = await fetch(
            `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localProvider/sweep?now=${String(dueBy)}`,
            { method: 'POST' },
          );
          swept = ((await answer.json()) as { processed: number }).processed;
        }
      }
      expect(waiting.map((event) => event.lastError)).toEqual([]);
    },
    CHAIN_MS * 3,
  );
});
