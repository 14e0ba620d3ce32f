import { describe, expect, it } from 'vitest';
import {
  isUnsubscribeList,
  newsAwaitsConfirmation,
  newsConfirmedFor,
  parseMailPreferences,
  wantsNews,
} from './mail-preferences';

describe('parseMailPreferences', () => {
  it('keeps postcards off when she turned them off', () => {
    expect(parseMailPreferences({ postcards: false })).toEqual({ postcards: false });
  });
  it('has postcards on otherwise', () => {
    for (const value of [undefined, null, {}, { postcards: true }, { postcards: 'no' }, 'off', 0])
      expect(parseMailPreferences(value)).toEqual({ postcards: true });
  });
});

describe('news consent', () => {
  const at = new Date('2026-01-02T03:04:05Z');
  it('keeps her stored answer, its time and where she gave it', () => {
    const prefs = parseMailPreferences({ news: { consent: true, at, source: 'signup' } });
    expect(prefs).toEqual({ postcards: true, news: { consent: true, at, source: 'signup' } });
    expect(wantsNews(prefs)).toBe(true);
    const stamp = { toDate: () => at };
    expect(
      parseMailPreferences({ news: { consent: false, at: stamp, source: 'unsubscribe' } }).news,
    ).toEqual({ consent: false, at, source: 'unsubscribe' });
  });
  it('sends no news without a readable yes', () => {
    for (const news of [
      undefined,
      true,
      { consent: 'yes', at, source: 'account' },
      { consent: true, at, source: 'import' },
      { consent: false, at, source: 'account' },
    ])
      expect(wantsNews(parseMailPreferences({ news }))).toBe(false);
  });
  it('keeps the confirmation the server recorded, and when it sent the e-mail', () => {
    const stored = {
      consent: true,
      at,
      source: 'signup',
      confirmedBy: 'link',
      confirmedAt: at,
      confirmedEmail: 'ann@example.test',
      confirmationSentAt: at,
    };
    expect(parseMailPreferences({ news: stored }).news).toEqual({
      consent: true,
      at,
      source: 'signup',
      confirmation: { by: 'link', at, email: 'ann@example.test' },
      confirmationSentAt: at,
    });
  });
  const record = (extra: Record<string, unknown>, consent = true) =>
    parseMailPreferences({ news: { consent, at, source: 'account', ...extra } });
  const confirmed = (by: unknown, email: unknown) =>
    record({ confirmedBy: by, confirmedAt: at, confirmedEmail: email });
  it.each([
    ['a yes not confirmed yet', record({}), false, true],
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
      record({ confirmedBy: 'link', confirmedEmail: 'ann@example.test' }, false),
      false,
      false,
    ],
  ])('%s: news to ann %s, awaits confirmation %s', (_, prefs, send, awaits) => {
    expect(newsConfirmedFor(prefs, 'ann@example.test')).toBe(send);
    expect(newsAwaitsConfirmation(prefs)).toBe(awaits);
  });
  it('knows the lists a link can unsubscribe from', () => {
    expect(isUnsubscribeList('news')).toBe(true);
    expect(isUnsubscribeList('postcards')).toBe(true);
    expect(isUnsubscribeList('receipts')).toBe(false);
  });
});
