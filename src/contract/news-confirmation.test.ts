import { describe, expect, it } from 'vitest';
import {
  confirmationSentAtOf,
  newsAwaitsConfirmation,
  newsConfirmedFor,
  parseNewsConfirmation,
} from './news-confirmation';

const at = new Date('2026-01-02T03:04:05Z');
const prefs = (extra: Record<string, unknown>, consent = true) => ({
  news: { consent, at, source: 'account', ...extra },
});
const confirmed = (by: unknown, email: unknown) =>
  prefs({ confirmedBy: by, confirmedAt: at, confirmedEmail: email });

describe('the confirmation of her yes to news', () => {
  it('is read from the record the server completed', () => {
    expect(parseNewsConfirmation(confirmed('link', 'ann@example.test'))).toEqual({
      by: 'link',
      email: 'ann@example.test',
    });
    expect(confirmationSentAtOf(prefs({ confirmationSentAt: at }))).toEqual(at);
    expect(confirmationSentAtOf(prefs({ confirmationSentAt: { toDate: () => at } }))).toEqual(at);
    expect(confirmationSentAtOf(prefs({}))).toBeNull();
    expect(confirmationSentAtOf(undefined)).toBeNull();
  });
  it.each([
    ['a yes not confirmed yet', prefs({}), false, true],
    [
      'a yes confirmed by link for this address',
      confirmed('link', 'ann@example.test'),
      true,
      false,
    ],
    [
      'the same address in other case',
      confirmed('verifiedSignIn', 'Ann@Example.TEST'),
      true,
      false,
    ],
    ['a yes confirmed for another address', confirmed('link', 'bob@example.test'), false, false],
    ['an unknown way of confirming', confirmed('admin', 'ann@example.test'), false, true],
    ['a confirmation without an address', confirmed('link', undefined), false, true],
    [
      'a no, once confirmed',
      prefs({ confirmedBy: 'link', confirmedEmail: 'ann@example.test' }, false),
      false,
      false,
    ],
    ['no answer', {}, false, false],
    ['nothing stored', undefined, false, false],
  ])('%s: news to ann %s, awaits confirmation %s', (_, stored, send, awaits) => {
    expect(newsConfirmedFor(stored, 'ann@example.test')).toBe(send);
    expect(newsAwaitsConfirmation(stored)).toBe(awaits);
  });
});
