/**
 * How mail leaves on the emulator suite: a mail/{id} document (the "Trigger Email from Firestore"
 * extension's shape, functions/src/mail/outbox.ts) is sent once over SMTP to the local mail
 * server by the emulator-only sender, which records the extension's delivery states.
 */
import { describe, expect, it } from 'vitest';
import { mailIdFor, queueMail } from '../../functions/src/mail/outbox';
import { adminDb, uniqueId } from './support/emulators';
import { deliveryOf, MAIL_CHAIN_MS, mailTo } from './support/inbox';

const db = adminDb();

describe('the local mail sender', () => {
  it(
    'sends a queued mail once and records SUCCESS with one attempt; queueing the same cause again writes nothing',
    async () => {
      const to = `${uniqueId('it-mail-')}@example.test`;
      const id = mailIdFor('it-test', uniqueId(''));
      const mail = {
        message: { subject: 'Local mail test', text: 'Plain text part', html: '<p>HTML part</p>' },
        headers: { 'X-Test-Cause': id },
      };
      expect(await queueMail(db, id, to, mail, 'integration test')).toBe('queued');
      const delivery = await deliveryOf(db, id);
      expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
      expect((delivery.info as { accepted: string[] }).accepted).toEqual([to]);
      expect(await queueMail(db, id, to, mail, 'integration test')).toBe('already-queued');
      const received = await mailTo(to);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        subject: 'Local mail test',
        text: 'Plain text part',
        html: '<p>HTML part</p>',
      });
      expect(received[0]!.from).toContain('Canada Virtual Challenges');
      expect(received[0]!.headers['x-test-cause']).toBe(id);
    },
    MAIL_CHAIN_MS + 30_000,
  );

  it(
    'records ERROR with the reason when a document has no recipient',
    async () => {
      const id = mailIdFor('it-test', uniqueId(''));
      await db.doc(`mail/${id}`).set({ message: { subject: 'No one', text: 'x', html: 'x' } });
      const delivery = await deliveryOf(db, id);
      expect(delivery.state).toBe('ERROR');
      expect(delivery.error).toMatch(/recipient/);
    },
    MAIL_CHAIN_MS + 30_000,
  );
});
