/**
 * The fair-play review on the emulator suite (docs/organiser-console.md, "Fair-play review"): the
 * activity trigger flags a pace no human manages; an organiser sees the open flag with the
 * activity and her pace history; keep closes it; remove takes the activity out of her row as her
 * own delete does (the total follows), closes the flag, sends her one e-mail saying why, and
 * logs it; a flag reviewed once is not reviewed again. A participant is refused both callables.
 */
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { FairPlayFlag } from '../../src/contract/callables/organiser';
import { activityRemovedMailId } from '../../functions/src/organiser/activity-removed-mail';
import { adminDb, callFunction, signUp, uniqueId, waitFor } from './support/emulators';
import { signInAgain } from './support/file-fixtures';
import { mailTo } from './support/inbox';

const db = adminDb();
const LEG = `price_${uniqueId('itfair')}`;

const entry = (day: string, km: number, minutes: number) => ({
  date: Timestamp.fromDate(new Date(`${day}T12:00:00Z`)),
  distance: km,
  distanceType: 'Km',
  duration: { hours: 0, minutes, seconds: 0 },
});

/** A participant whose row has two steady runs and, once added, one 10 km in 10 minutes. */
async function flaggedRunner(): Promise<{ uid: string; email: string; flagId: string }> {
  const uid = uniqueId('it-fair-');
  const email = `${uid}@example.test`;
  await db.doc(`users/${uid}`).set({
    email,
    createdAt: Timestamp.now(),
    details: { firstName: 'Fair', lastName: 'Play' },
    subscribedRaces: {
      [LEG]: { raceInfo: { name: 'Fair Run', legName: '100 km Leg' }, bibNumber: 7 },
    },
  });
  const rowRef = db.doc(`races/${LEG}/subscribedUsers/${uid}`);
  await rowRef.set({
    firstName: 'Fair',
    lastName: 'Play',
    bibNumber: 7,
    teamName: 'noTeam',
    totalDistance: 13,
    times: {
      '1_2026-11-01': entry('2026-11-01', 5, 30),
      '2_2026-11-02': entry('2026-11-02', 8, 48),
    },
  });
  const key = '3_2026-11-03';
  await rowRef.update({ [`times.${key}`]: entry('2026-11-03', 10, 10), totalDistance: 23 });
  const flagId = `${LEG}__${uid}__${key}`;
  await waitFor(
    'the trigger’s fair-play flag',
    async () => (await db.doc(`fairplay/${flagId}`).get()).exists,
  );
  return { uid, email, flagId };
}

async function organiser(): Promise<{ uid: string; idToken: string }> {
  const { uid, email } = await signUp();
  await getAuth().setCustomUserClaims(uid, { admin: true });
  return { uid, idToken: await signInAgain(email) };
}

describe('the fair-play review', () => {
  it.each(['organiser-fairPlayFlags', 'organiser-reviewFlag'])(
    '78. a participant calling %s is answered permission-denied',
    async (name) => {
      const { idToken } = await signUp();
      const answer = await callFunction(name, { flagId: 'x', decision: 'keep' }, idToken);
      expect(answer.error?.status).toBe('PERMISSION_DENIED');
    },
  );

  it('shows the flag with her pace history; remove takes the activity out, e-mails her once, logs it', async () => {
    const [org, runner] = await Promise.all([organiser(), flaggedRunner()]);
    const listed = await callFunction('organiser-fairPlayFlags', {}, org.idToken);
    const flag = (listed.result?.flags as FairPlayFlag[]).find((f) => f.flagId === runner.flagId);
    expect(flag).toMatchObject({
      uid: runner.uid,
      name: 'Fair Play',
      activity: { key: '3_2026-11-03', distanceKm: 10, secondsPerKm: 60 },
      history: [
        { day: '2026-11-02', distanceKm: 8, secondsPerKm: 360 },
        { day: '2026-11-01', distanceKm: 5, secondsPerKm: 360 },
      ],
    });

    const refused = await callFunction(
      'organiser-reviewFlag',
      { flagId: runner.flagId, decision: 'remove' },
      org.idToken,
    );
    expect(refused.error?.status).toBe('INVALID_ARGUMENT');

    const reason = 'Ten kilometres in ten minutes is not a run.';
    const removed = await callFunction(
      'organiser-reviewFlag',
      { flagId: runner.flagId, decision: 'remove', reason },
      org.idToken,
    );
    expect(removed.result).toEqual({ outcome: 'removed' });
    const row = (await db.doc(`races/${LEG}/subscribedUsers/${runner.uid}`).get()).data();
    expect(Object.keys(row?.times ?? {}).sort()).toEqual(['1_2026-11-01', '2_2026-11-02']);
    expect(row?.totalDistance).toBe(13);
    expect((await db.doc(`fairplay/${runner.flagId}`).get()).get('review.decision')).toBe('remove');

    const mails = await waitFor('her e-mail', async () => {
      const found = await mailTo(runner.email);
      return found.length > 0 && found;
    });
    expect(mails[0]?.subject).toBe(
      'An activity was removed from your challenge: Fair Run – 100 km Leg',
    );
    expect(mails[0]?.text).toContain(reason);

    const again = await callFunction(
      'organiser-reviewFlag',
      { flagId: runner.flagId, decision: 'remove', reason },
      org.idToken,
    );
    expect(again.result).toEqual({ outcome: 'alreadyReviewed' });
    expect((await db.doc(`mail/${activityRemovedMailId(runner.flagId)}`).get()).exists).toBe(true);
    const log = await db.collection('organiser_log').where('by.uid', '==', org.uid).get();
    expect(log.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        action: 'fairplay.remove',
        target: `fairplay/${runner.flagId}`,
        reason,
        before: { key: '3_2026-11-03', day: '2026-11-03', distanceKm: 10, secondsPerKm: 60 },
      }),
    ]);
    const after = await callFunction('organiser-fairPlayFlags', {}, org.idToken);
    expect((after.result?.flags as FairPlayFlag[]).map((f) => f.flagId)).not.toContain(
      runner.flagId,
    );
  });

  it('keep closes the flag and leaves the activity', async () => {
    const [org, runner] = await Promise.all([organiser(), flaggedRunner()]);
    const kept = await callFunction(
      'organiser-reviewFlag',
      { flagId: runner.flagId, decision: 'keep' },
      org.idToken,
    );
    expect(kept.result).toEqual({ outcome: 'kept' });
    const row = (await db.doc(`races/${LEG}/subscribedUsers/${runner.uid}`).get()).data();
    expect(row?.totalDistance).toBe(23);
    expect((await db.doc(`fairplay/${runner.flagId}`).get()).get('review.decision')).toBe('keep');
  });
});
