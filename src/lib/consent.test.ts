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

describe('per person on a shared device', () => {
  const AT = new Date('2026-11-20T10:00:00.000Z');

  it("a signed-in participant's own choice applies, not the device's", async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ choice: 'accepted', at: NOW.toISOString() }));
    const { consentKnown, personConsentRead, personSignedIn, readConsent } = await load();
    personSignedIn('bea');
    expect(consentKnown()).toBe(false);
    expect(readConsent().choice).toBe('unset');
    expect(personConsentRead('bea', { choice: 'declined', at: AT })).toBeNull();
    expect(consentKnown()).toBe(true);
    expect(readConsent()).toEqual({ choice: 'declined', at: AT.toISOString() });
  });

  it('with no choice of her own she is asked: the device’s earlier choice is not hers', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ choice: 'accepted', at: NOW.toISOString() }));
    const { personConsentRead, personSignedIn, readConsent } = await load();
    personSignedIn('bea');
    expect(personConsentRead('bea', null)).toBeNull();
    expect(readConsent()).toEqual({ choice: 'unset', at: null });
  });

  it('a choice she made as a visitor on this page becomes hers, for her profile', async () => {
    const { personConsentRead, personSignedIn, readConsent, saveConsent } = await load();
    saveConsent('declined', NOW);
    personSignedIn('bea');
    expect(personConsentRead('bea', null)).toBe('declined');
    expect(readConsent()).toEqual({ choice: 'declined', at: NOW.toISOString() });
  });

  it('her own stored choice wins over one she made as a visitor on this page', async () => {
    const { personConsentRead, personSignedIn, readConsent, saveConsent } = await load();
    saveConsent('declined', NOW);
    personSignedIn('bea');
    expect(personConsentRead('bea', { choice: 'accepted', at: AT })).toBeNull();
    expect(readConsent().choice).toBe('accepted');
  });

  it('signed in, her choice goes to her profile listeners, never to the device', async () => {
    const { onPersonChoice, personConsentRead, personSignedIn, readConsent, saveConsent } =
      await load();
    const stored: [string, string][] = [];
    onPersonChoice((uid, choice) => stored.push([uid, choice]));
    personSignedIn('bea');
    personConsentRead('bea', null);
    saveConsent('accepted', NOW);
    expect(stored).toEqual([['bea', 'accepted']]);
    expect(readConsent()).toEqual({ choice: 'accepted', at: NOW.toISOString() });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("signed out, the device's (a visitor's) choice applies again", async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ choice: 'declined', at: NOW.toISOString() }));
    const { personConsentRead, personSignedIn, personSignedOut, readConsent } = await load();
    personSignedIn('bea');
    personConsentRead('bea', { choice: 'accepted', at: AT });
    personSignedOut();
    expect(readConsent()).toEqual({ choice: 'declined', at: NOW.toISOString() });
  });

  it('a late read for someone who has since left changes nothing', async () => {
    const { personConsentRead, personSignedIn, readConsent } = await load();
    personSignedIn('ana');
    personSignedIn('bea');
    expect(personConsentRead('ana', { choice: 'accepted', at: AT })).toBeNull();
    expect(readConsent().choice).toBe('unset');
  });

  it('a device with a session waits for her choice; tasks run once it is known', async () => {
    window.localStorage.setItem('signedIn', '1');
    const { consentKnown, personConsentRead, personSignedIn, whenConsentKnown } = await load();
    expect(consentKnown()).toBe(false);
    const task = vi.fn();
    whenConsentKnown(task);
    personSignedIn('bea');
    expect(task).not.toHaveBeenCalled();
    personConsentRead('bea', null);
    expect(task).toHaveBeenCalledTimes(1);
    whenConsentKnown(task);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('the listeners hear who is followed: unset while hers is read, then hers', async () => {
    const { onConsentChange, personConsentRead, personSignedIn } = await load();
    const heard: string[] = [];
    onConsentChange((consent) => heard.push(consent.choice));
    personSignedIn('bea');
    personConsentRead('bea', { choice: 'declined', at: AT });
    expect(heard).toEqual(['unset', 'declined']);
  });
});
