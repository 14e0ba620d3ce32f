import { describe, expect, it } from 'vitest';
import { mailDocument, mailIdFor } from './outbox';
import { SENDER } from './sender';

describe('mail ids from their cause', () => {
  it('joins plain ids, always the same for the same cause', () => {
    expect(mailIdFor('registration-confirmed', 'pi_123')).toBe('registration-confirmed__pi_123');
    expect(mailIdFor('registration-confirmed', 'pi_123')).toBe(
      mailIdFor('registration-confirmed', 'pi_123'),
    );
  });

  it('hashes parts a document id cannot hold, distinct causes giving distinct ids', () => {
    const id = mailIdFor('x', 'a/b');
    expect(id).toMatch(/^x__[0-9a-f]{40}$/);
    expect(id).toBe(mailIdFor('x', 'a/b'));
    expect(id).not.toBe(mailIdFor('x', 'a/c'));
  });

  it('refuses a kind that is not a plain id', () => {
    expect(() => mailIdFor('a/b', 'c')).toThrow();
  });
});

describe('the mail document', () => {
  it('has the extension shape: to, from, replyTo, message, headers', () => {
    const doc = mailDocument(
      'a@example.test',
      { message: { subject: 'S', text: 'T', html: 'H' }, headers: { 'X-A': '1' } },
      'test',
    );
    expect(doc).toMatchObject({
      to: 'a@example.test',
      from: `${SENDER.name} <${SENDER.address}>`,
      replyTo: SENDER.supportAddress,
      message: { subject: 'S', text: 'T', html: 'H' },
      headers: { 'X-A': '1' },
      cause: 'test',
    });
  });
});
