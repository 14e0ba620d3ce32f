import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { mailToSend, nextDeliveryStep } from './mail-delivery';

describe('the extension delivery states', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('a new document, a PENDING and a RETRY one are claimed and sent', () => {
    expect(nextDeliveryStep(undefined, now)).toBe('claim-new');
    expect(nextDeliveryStep({ state: 'PENDING', attempts: 0 }, now)).toBe('claim-and-send');
    expect(nextDeliveryStep({ state: 'RETRY', attempts: 1 }, now)).toBe('claim-and-send');
  });

  it('a claim under its lease, SUCCESS and ERROR are left alone; an expired lease ends in ERROR', () => {
    const lease = (ms: number) => ({
      state: 'PROCESSING',
      leaseExpireTime: Timestamp.fromMillis(ms),
    });
    expect(nextDeliveryStep(lease(now + 1000), now)).toBe('none');
    expect(nextDeliveryStep(lease(now - 1000), now)).toBe('expire-lease');
    expect(nextDeliveryStep({ state: 'SUCCESS' }, now)).toBe('none');
    expect(nextDeliveryStep({ state: 'ERROR' }, now)).toBe('none');
  });
});

describe('the message sent from a mail document', () => {
  it('takes to, from, replyTo, the message and string headers', () => {
    expect(
      mailToSend(
        {
          to: 'a@example.test',
          replyTo: 'support@example.test',
          message: { subject: 'S', text: 'T', html: '<p>H</p>' },
          headers: { 'X-Cause': 'c', bad: 3 },
        },
        'Default <d@example.test>',
      ),
    ).toEqual({
      ok: true,
      mail: {
        to: 'a@example.test',
        from: 'Default <d@example.test>',
        replyTo: 'support@example.test',
        subject: 'S',
        text: 'T',
        html: '<p>H</p>',
        headers: { 'X-Cause': 'c' },
      },
    });
  });

  it('refuses a document without a recipient', () => {
    expect(mailToSend({ message: { subject: 'S' } }, 'd@example.test').ok).toBe(false);
  });
});
