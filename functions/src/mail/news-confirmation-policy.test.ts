import { describe, expect, it } from 'vitest';
import { nextConfirmationStep, type ConfirmationInput } from './news-confirmation-policy';

const now = Date.parse('2026-11-28T12:00:00Z');
const at = new Date(now - 3_600_000);
const ADDRESS = 'ann@example.test';
const yes = { news: { consent: true, at, source: 'signup' } };
const confirmed = (email: string) => ({
  news: {
    consent: true,
    at,
    source: 'signup',
    confirmedBy: 'link',
    confirmedAt: at,
    confirmedEmail: email,
  },
});
const unverified = { email: ADDRESS, emailVerified: false };
const base: ConfirmationInput = {
  mailPreferences: yes,
  address: ADDRESS,
  token: unverified,
  slotsTaken: [],
  now,
};
const ago = (ms: number) => new Date(now - ms);
/** Her current yes, with the time its confirmation e-mail was last sent. */
const yesSent = (sentAt: Date) => ({
  news: { consent: true, at, source: 'signup', confirmationSentAt: sentAt },
});

describe('the next step for her yes to news', () => {
  it.each<[string, Partial<ConfirmationInput>, string, number?]>([
    ['no answer', { mailPreferences: {} }, 'noRequest'],
    ['a no', { mailPreferences: { news: { consent: false, at, source: 'account' } } }, 'noRequest'],
    ['no address', { address: null }, 'noRequest'],
    ['confirmed for this address', { mailPreferences: confirmed('Ann@Example.test') }, 'confirmed'],
    [
      'confirmed for another address',
      { mailPreferences: confirmed('other@example.test') },
      'send',
      1,
    ],
    [
      'a verified sign-in with this address',
      { token: { email: ADDRESS, emailVerified: true } },
      'confirmBySignIn',
    ],
    [
      'a verified sign-in with another address',
      { token: { email: 'x@example.test', emailVerified: true } },
      'send',
      1,
    ],
    ['an unverified sign-in, nothing sent today', {}, 'send', 1],
    ['one sent an hour ago', { slotsTaken: [true] }, 'send', 2],
    [
      'one sent 30 s ago for this answer',
      { mailPreferences: yesSent(ago(30_000)), slotsTaken: [true] },
      'alreadySent',
    ],
    [
      'one sent 30 s ago for an earlier answer (this one is new)',
      { slotsTaken: [true] },
      'send',
      2,
    ],
    [
      'one sent 2 min ago for this answer',
      { mailPreferences: yesSent(ago(120_000)), slotsTaken: [true] },
      'send',
      2,
    ],
    ['two sent', { slotsTaken: [true, true] }, 'send', 3],
    ['three sent', { slotsTaken: [true, true, true] }, 'tooMany'],
  ])('%s: %s', (_, input, kind, slot) => {
    const step = nextConfirmationStep({ ...base, ...input });
    expect(step.kind).toBe(kind);
    if (slot !== undefined) expect(step).toEqual({ kind: 'send', slot });
  });
});
