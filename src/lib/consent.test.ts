import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type ConsentModule = typeof import('./consent');

/** A fresh module per test: a page load. */
async function load(): Promise<ConsentModule> {
  vi.resetModules();
  return import('./consent');
}

const KEY = 'vc.analyticsConsent';
const NOW = new Date('2026-11-24T15:30:00.000Z');

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('parseConsent', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', 'yes'],
    ['not an object', '"accepted"'],
    ['null', 'null'],
    ['an unknown choice', '{"choice":"maybe","at":"2026-11-24T15:30:00.000Z"}'],
    ['no time', '{"choice":"accepted"}'],
    ['a time that is not one', '{"choice":"accepted","at":"soon"}'],
  ])('reads %s as unset', async (_name, raw) => {
    const { parseConsent } = await load();
    expect(parseConsent(raw)).toEqual({ choice: 'unset', at: null });
  });

  it.each(['accepted', 'declined'] as const)('reads %s with its time', async (choice) => {
    const { parseConsent, serializeConsent } = await load();
    expect(parseConsent(serializeConsent(choice, NOW))).toEqual({
      choice,
      at: '2026-11-24T15:30:00.000Z',
    });
  });
});

describe('the device store', () => {
  it('is unset on a new device', async () => {
    const { readConsent } = await load();
    expect(readConsent()).toEqual({ choice: 'unset', at: null });
  });

  it('remembers a choice and when it was made across page loads', async () => {
    const first = await load();
    expect(first.saveConsent('declined', NOW)).toEqual({
      choice: 'declined',
      at: NOW.toISOString(),
    });
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '')).toEqual({
      choice: 'declined',
      at: NOW.toISOString(),
    });
    const reloaded = await load();
    expect(reloaded.readConsent()).toEqual({ choice: 'declined', at: NOW.toISOString() });
    reloaded.saveConsent('accepted', new Date('2026-11-25T08:00:00.000Z'));
    expect(reloaded.readConsent()).toEqual({
      choice: 'accepted',
      at: '2026-11-25T08:00:00.000Z',
    });
  });

  it('tells its listeners of each choice until they unsubscribe', async () => {
    const { onConsentChange, saveConsent } = await load();
    const heard: string[] = [];
    const stop = onConsentChange((consent) => heard.push(consent.choice));
    saveConsent('accepted', NOW);
    saveConsent('declined', NOW);
    stop();
    saveConsent('accepted', NOW);
    expect(heard).toEqual(['accepted', 'declined']);
  });

  it('holds the choice for the page when storage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { readConsent, saveConsent } = await load();
    saveConsent('accepted', NOW);
    expect(readConsent()).toEqual({ choice: 'accepted', at: NOW.toISOString() });
    expect(warn).toHaveBeenCalled();
  });

  it('reads unset when storage cannot be read', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ choice: 'accepted', at: NOW.toISOString() }));
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const { readConsent } = await load();
    expect(readConsent().choice).toBe('unset');
  });
});

describe('asking for the banner again', () => {
  it('reaches the listeners, and one that subscribes after an early request', async () => {
    const { onConsentBannerRequest, requestConsentBanner } = await load();
    requestConsentBanner(); // the footer link clicked before the banner could load
    const late = vi.fn();
    const stopLate = onConsentBannerRequest(late);
    expect(late).toHaveBeenCalledTimes(1);
    requestConsentBanner();
    expect(late).toHaveBeenCalledTimes(2);
    stopLate();
    requestConsentBanner();
    expect(late).toHaveBeenCalledTimes(2);
    const next = vi.fn();
    onConsentBannerRequest(next);
    expect(next).toHaveBeenCalledTimes(1); // the request made with nobody listening
  });
});
