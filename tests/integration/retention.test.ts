/**
 * The records that hold personal data carry `expireAt`, the field the production TTL policies
 * delete them by (functions/src/shared/retention.ts; docs/privacy.md, "How long we keep it"):
 * a queued mail 90 days after it was queued, a tracker inbox event 30 days after it arrived, a
 * reconciliation run 90 days after it ran. Each is written here by the code path that writes it.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '../../functions/src/shared/retention';
import { adminDb, callFunction, newParticipant, uniqueId } from './support/emulators';
import { reconcileNow } from './support/reconcile';
import { addActivity, connectedParticipant, processed } from './support/strava';
import { testRaceBeforeAll } from './support/file-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const millis = (value: unknown) => (value as Timestamp).toMillis();

const db = adminDb();
const fx = testRaceBeforeAll(db);

describe('expireAt, the field the TTL policies read', () => {
  it('a gift e-mail: 90 days after it was queued, naming its buyer in mentions', async () => {
    const buyer = await newParticipant(db, 'Retained');
    const code = uniqueId('IT-TTL-');
    await db
      .doc(`giftcodes/${code}`)
      .set({ used: false, legId: fx.legB, purchasedBy: buyer.uid, createdAt: new Date() });
    const answer = await callFunction(
      'sendGiftCode',
      { code, email: `${uniqueId('friend-')}@example.test`, message: '' },
      buyer.idToken,
    );
    expect(answer.status).toBe(200);
    const mails = await db.collection('mail').where('cause', '==', `giftcodes/${code}`).get();
    expect(mails.size).toBe(1);
    const mail = mails.docs[0]!.data();
    expect(mail.mentions).toEqual([buyer.uid]);
    expect(millis(mail.expireAt) - millis(mail.createdAt)).toBe(RETENTION_DAYS.mail * DAY_MS);
  });

  it('a tracker inbox event: 30 days after it arrived', async () => {
    const her = await connectedParticipant(db);
    const { activityId } = await addActivity(her.athleteId, { km: 3 });
    const event = await processed(db, activityId, 'create');
    expect(millis(event.expireAt) - millis(event.receivedAt)).toBe(
      RETENTION_DAYS.trackerInbox * DAY_MS,
    );
  });

  it('a reconciliation run: 90 days after it ran', async () => {
    const { runId } = await reconcileNow();
    const run = (await db.doc(`reconcile_runs/${runId}`).get()).data();
    expect(millis(run?.expireAt) - millis(run?.startedAt)).toBe(
      RETENTION_DAYS.reconcileRuns * DAY_MS,
    );
  });
});
