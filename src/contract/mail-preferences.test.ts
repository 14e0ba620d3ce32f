import { describe, expect, it } from 'vitest';
import { isUnsubscribeList, parseMailPreferences, wantsNews } from './mail-preferences';

describe('parseMailPreferences', () => {
  it('keeps postcards off when she turned them off', () => {
    expect(parseMailPreferences({ postcards: false })).toEqual({
      postcards: false,
      postcardsWithPush: false,
      finishWithPush: false,
      trackersWithPush: false,
    });
  });
  it('has postcards on otherwise', () => {
    for (const value of [undefined, null, {}, { postcards: true }, { postcards: 'no' }, 'off', 0])
      expect(parseMailPreferences(value)).toEqual({
        postcards: true,
        postcardsWithPush: false,
        finishWithPush: false,
        trackersWithPush: false,
      });
  });
  it('keeps postcards by e-mail too while pushes are on only when she ticked it (docs/push.md)', () => {
    expect(parseMailPreferences({ postcardsWithPush: true }).postcardsWithPush).toBe(true);
    for (const value of [undefined, false, 'yes', 1])
      expect(parseMailPreferences({ postcardsWithPush: value }).postcardsWithPush).toBe(false);
  });
});

describe('news consent', () => {
  const at = new Date('2026-01-02T03:04:05Z');
  it('keeps her stored answer, its time and where she gave it', () => {
    const prefs = parseMailPreferences({ news: { consent: true, at, source: 'signup' } });
    expect(prefs).toEqual({
      postcards: true,
      postcardsWithPush: false,
      finishWithPush: false,
      trackersWithPush: false,
      news: { consent: true, at, source: 'signup' },
    });
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
  it('knows the lists a link can unsubscribe from', () => {
    expect(isUnsubscribeList('news')).toBe(true);
    expect(isUnsubscribeList('postcards')).toBe(true);
    expect(isUnsubscribeList('receipts')).toBe(false);
  });
});
