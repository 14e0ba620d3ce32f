import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type AnalyticsModule = typeof import('./analytics');
type ConsentModule = typeof import('./consent');

interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: unknown;
}

const ID = 'G-TEST123';
const SCRIPT_SRC = `https://www.googletagmanager.com/gtag/js?id=${ID}`;

/** A fresh module per test: a page load (the in-page guard starts empty). */
async function loadAnalytics(): Promise<AnalyticsModule> {
  vi.resetModules();
  return import('./analytics');
}

/** The consent module the analytics module of this page load shares. */
const consentModule = (): Promise<ConsentModule> => import('./consent');

/** The participant's choice, as the banner stores it on the device. */
function storeChoice(choice: 'accepted' | 'declined') {
  window.localStorage.setItem(
    'vc.analyticsConsent',
    JSON.stringify({ choice, at: '2026-11-24T15:00:00.000Z' }),
  );
}

const win = () => window as unknown as GtagWindow;
const gtagScripts = () =>
  [...document.querySelectorAll('script')].filter((s) =>
    s.src.startsWith('https://www.googletagmanager.com/'),
  );
/** The data layer as arrays (gtag pushes Arguments objects). */
const layer = () => (win().dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const purchases = () => layer().filter((entry) => entry[0] === 'event' && entry[1] === 'purchase');

beforeEach(() => {
  window.localStorage.clear();
  delete win().dataLayer;
  delete win().gtag;
  gtagScripts().forEach((script) => script.remove());
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('trackPurchase with consent', () => {
  beforeEach(() => storeChoice('accepted'));

  it.each([
    ['not configured (null)', null],
    ['not configured (empty)', ''],
    ['not configured (blank)', '   '],
  ])('is a no-op when %s', async (_name, measurementId) => {
    const { trackPurchase } = await loadAnalytics();
    expect(trackPurchase({ uid: 'u1', legId: 'price_a' }, measurementId)).toBe(false);
    expect(gtagScripts()).toHaveLength(0);
    expect(win().dataLayer).toBeUndefined();
    expect(win().gtag).toBeUndefined();
  });

  it('reads the measurement id from the config: none in the emulator env, so a no-op', async () => {
    const { trackPurchase } = await loadAnalytics();
    expect(trackPurchase({ uid: 'u1', legId: 'price_a' })).toBe(false);
    expect(gtagScripts()).toHaveLength(0);
  });

  it.each([
    ['no uid', { uid: '', legId: 'price_a' }],
    ['no leg', { uid: 'u1', legId: '' }],
  ])('is a no-op with %s', async (_name, purchase) => {
    const { trackPurchase } = await loadAnalytics();
    expect(trackPurchase(purchase, ID)).toBe(false);
    expect(gtagScripts()).toHaveLength(0);
  });

  it('injects gtag.js once, lazily, and pushes purchase 71 CAD with uid:legId', async () => {
    const { trackPurchase } = await loadAnalytics();
    expect(gtagScripts()).toHaveLength(0);
    expect(trackPurchase({ uid: 'u1', legId: 'price_a' }, ID)).toBe(true);

    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(SCRIPT_SRC);
    expect(scripts[0]?.async).toBe(true);
    expect(scripts[0]?.parentElement).toBe(document.head);

    const entries = layer();
    expect(entries[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(entries[1]?.[0]).toBe('js');
    expect(entries[1]?.[1]).toBeInstanceOf(Date);
    expect(entries[2]).toEqual(['config', ID, { send_page_view: false }]);
    expect(purchases()).toEqual([
      ['event', 'purchase', { value: 71, currency: 'CAD', transaction_id: 'u1:price_a' }],
    ]);
    // gtag.js only reads Arguments objects, not arrays.
    expect(Array.isArray(win().dataLayer?.[3])).toBe(false);
  });

  it('counts a uid + leg once within the page', async () => {
    const { trackPurchase } = await loadAnalytics();
    expect(trackPurchase({ uid: 'u1', legId: 'price_a' }, ID)).toBe(true);
    expect(trackPurchase({ uid: 'u1', legId: 'price_a' }, ID)).toBe(false);
    expect(purchases()).toHaveLength(1);
  });

  it('does not count a reload again (localStorage)', async () => {
    const first = await loadAnalytics();
    expect(first.trackPurchase({ uid: 'u1', legId: 'price_a' }, ID)).toBe(true);
    const reloaded = await loadAnalytics();
    expect(reloaded.trackPurchase({ uid: 'u1', legId: 'price_a' }, ID)).toBe(false);
    expect(purchases()).toHaveLength(1);
  });

  it('counts another leg or another user, without a second script or config', async () => {
    const { trackPurchase } = await loadAnalytics();
    expect(trackPurchase({ uid: 'u1', legId: 'price_a' }, ID)).toBe(true);
    expect(trackPurchase({ uid: 'u1', legId: 'price_b' }, ID)).toBe(true);
    expect(trackPurchase({ uid: 'u2', legId: 'price_a' }, ID)).toBe(true);
    expect(gtagScripts()).toHaveLength(1);
    expect(layer().filter((entry) => entry[0] === 'config')).toHaveLength(1);
    expect(
      purchases().map((entry) => (entry[2] as { transaction_id: string }).transaction_id),
    ).toEqual(['u1:price_a', 'u1:price_b', 'u2:price_a']);
  });

  it('reuses a gtag.js script already on the page', async () => {
    const existing = document.createElement('script');
    existing.src = SCRIPT_SRC;
    document.head.appendChild(existing);
    const { trackPurchase } = await loadAnalytics();
    expect(trackPurchase({ uid: 'u1', legId: 'price_a' }, ID)).toBe(true);
    expect(gtagScripts()).toHaveLength(1);
  });

  it('still sends once per page when storage is unavailable', async () => {
    const getItem = Storage.prototype.getItem;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key) {
      if (key === 'vc.analyticsConsent') return getItem.call(this, key);
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { trackPurchase } = await loadAnalytics();
    expect(trackPurchase({ uid: 'u1', legId: 'price_a' }, ID)).toBe(true);
    expect(trackPurchase({ uid: 'u1', legId: 'price_a' }, ID)).toBe(false);
    expect(purchases()).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
  });
});

describe('trackPurchase without consent', () => {
  it.each([
    ['before any choice', null],
    ['after declining', 'declined' as const],
  ])('%s: no script, no gtag, no event', async (_name, choice) => {
    if (choice) storeChoice(choice);
    const { trackPurchase } = await loadAnalytics();
    expect(trackPurchase({ uid: 'u1', legId: 'price_a' }, ID)).toBe(false);
    expect(gtagScripts()).toHaveLength(0);
    expect(win().dataLayer).toBeUndefined();
    expect(win().gtag).toBeUndefined();
  });

  it('does not replay a purchase shown before consent once she accepts, even after a reload', async () => {
    const { trackPurchase } = await loadAnalytics();
    expect(trackPurchase({ uid: 'u1', legId: 'price_a' }, ID)).toBe(false);
    (await consentModule()).saveConsent('accepted');
    expect(gtagScripts()).toHaveLength(0);
    expect(trackPurchase({ uid: 'u1', legId: 'price_a' }, ID)).toBe(false);
    const reloaded = await loadAnalytics();
    expect(reloaded.trackPurchase({ uid: 'u1', legId: 'price_a' }, ID)).toBe(false);
    expect(gtagScripts()).toHaveLength(0);
    // The next purchase, made with consent, is counted.
    expect(reloaded.trackPurchase({ uid: 'u1', legId: 'price_b' }, ID)).toBe(true);
    expect(gtagScripts()).toHaveLength(1);
    expect(purchases()).toHaveLength(1);
  });

  it('stops at once when she declines after accepting: Consent Mode denied, cookies gone, no more events', async () => {
    storeChoice('accepted');
    const { trackPurchase } = await loadAnalytics();
    expect(trackPurchase({ uid: 'u1', legId: 'price_a' }, ID)).toBe(true);
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_TEST123=GS1.1.789; path=/';
    document.cookie = 'other=kept; path=/';
    const { saveConsent } = await consentModule();

    saveConsent('declined');
    expect(layer().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(document.cookie).toBe('other=kept');
    expect(trackPurchase({ uid: 'u1', legId: 'price_b' }, ID)).toBe(false);
    expect(purchases()).toHaveLength(1);

    saveConsent('accepted');
    expect(layer().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(trackPurchase({ uid: 'u1', legId: 'price_c' }, ID)).toBe(true);
    expect(purchases()).toHaveLength(2);
    expect(gtagScripts()).toHaveLength(1);
    document.cookie = 'other=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('tells gtag nothing about a choice made before it loaded', async () => {
    await loadAnalytics();
    (await consentModule()).saveConsent('declined');
    expect(win().gtag).toBeUndefined();
    expect(win().dataLayer).toBeUndefined();
  });
});

describe('trackPurchase for a signed-in participant', () => {
  it("waits for her own choice (her profile's), then follows it, not the device's", async () => {
    storeChoice('declined'); // the device's: a visitor's, maybe someone else's
    const { trackPurchase } = await loadAnalytics();
    const consent = await consentModule();
    consent.personSignedIn('bea');
    expect(trackPurchase({ uid: 'bea', legId: 'price_a' }, ID)).toBe(false);
    expect(purchases()).toEqual([]);
    consent.personConsentRead('bea', { choice: 'accepted', at: new Date() });
    expect(purchases()).toEqual([
      ['event', 'purchase', { value: 71, currency: 'CAD', transaction_id: 'bea:price_a' }],
    ]);
  });

  it("sends nothing when her own choice is to decline, whatever the device's", async () => {
    storeChoice('accepted');
    const { trackPurchase } = await loadAnalytics();
    const consent = await consentModule();
    consent.personSignedIn('bea');
    trackPurchase({ uid: 'bea', legId: 'price_a' }, ID);
    consent.personConsentRead('bea', { choice: 'declined', at: new Date() });
    expect(purchases()).toEqual([]);
    expect(gtagScripts()).toEqual([]);
  });
});
