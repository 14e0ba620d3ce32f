/**
 * Purchase tracking (docs/product.md §R2.7, §R9): one `purchase` event worth 71 CAD when the
 * registration-confirmation content shows. Only when analytics is configured
 * (VITE_GA_MEASUREMENT_ID) and the participant accepted analytics (consent.ts: hers once signed
 * in, docs/privacy.md); otherwise every call is a no-op: no script, no request. gtag.js is
 * injected lazily on the first event sent, so no analytics code loads for anyone else. Each
 * uid + leg is handled once: localStorage remembers it across reloads, a module-level set
 * within the page. A purchase shown before consent is handled too, unsent: accepting later
 * never replays it (she did not agree to be counted when she bought).
 */
import { getConfig } from '../config/env';
import {
  consentKnown,
  onConsentChange,
  readConsent,
  whenConsentKnown,
  type Consent,
} from './consent';

export const PURCHASE_VALUE = 71;
export const PURCHASE_CURRENCY = 'CAD';
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
const TRACKED_KEY_PREFIX = 'vc.purchaseTracked.';

type Gtag = (...args: unknown[]) => void;

interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

export interface Purchase {
  readonly uid: string;
  readonly legId: string;
}

const configuredIds = new Set<string>();
const trackedThisPage = new Set<string>();

function configuredMeasurementId(): string | null {
  return getConfig().gaMeasurementId;
}

function injectScript(measurementId: string) {
  const src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
  if ([...document.scripts].some((script) => script.src === src)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  // Blocked by an ad blocker more often than not: worth a console line, not an error report.
  script.addEventListener('error', () =>
    console.warn(`Analytics script did not load (${measurementId}).`),
  );
  document.head.appendChild(script);
}

/** window.gtag, defined with the standard stub and configured for `measurementId` once. */
function gtagFor(measurementId: string): Gtag {
  const target = window as unknown as GtagWindow;
  target.dataLayer ??= [];
  target.gtag ??= function gtag() {
    // gtag.js reads Arguments objects from the data layer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    (target.dataLayer ??= []).push(arguments);
  };
  if (!configuredIds.has(measurementId)) {
    configuredIds.add(measurementId);
    injectScript(measurementId);
    // Analytics only, never advertising (Consent Mode): she agreed to be counted, not profiled.
    target.gtag('consent', 'default', {
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    target.gtag('js', new Date());
    target.gtag('config', measurementId, { send_page_view: false });
  }
  return target.gtag;
}

function storedAsTracked(key: string): boolean {
  try {
    return window.localStorage.getItem(TRACKED_KEY_PREFIX + key) !== null;
  } catch {
    return false; // Storage unavailable (privacy mode, blocked): the in-page set still dedupes.
  }
}

function rememberTracked(key: string) {
  trackedThisPage.add(key);
  try {
    window.localStorage.setItem(TRACKED_KEY_PREFIX + key, new Date().toISOString());
  } catch (error) {
    console.warn('Could not remember a tracked purchase; a reload may count it again.', error);
  }
}

/** Google's analytics cookies (`_ga`, `_ga_<id>`), on this host and its parent domain. */
function removeAnalyticsCookies() {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  const host = window.location.hostname;
  const domains = ['', `; domain=${host}`, `; domain=.${host.split('.').slice(-2).join('.')}`];
  for (const name of names)
    for (const domain of domains)
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
}

/**
 * A change of mind once gtag.js is on the page: declining stops it storing or sending anything
 * more (Consent Mode `denied`; trackPurchase sends nothing either) and removes its cookies;
 * accepting again grants it back. Before gtag.js loads there is nothing to tell.
 */
function applyConsentToGtag(consent: Consent) {
  const gtag = (window as unknown as GtagWindow).gtag;
  if (configuredIds.size === 0 || !gtag) return;
  const granted = consent.choice === 'accepted';
  gtag('consent', 'update', { analytics_storage: granted ? 'granted' : 'denied' });
  if (!granted) removeAnalyticsCookies();
}

onConsentChange(applyConsentToGtag);

/**
 * Sends `purchase {value: 71, currency: 'CAD', transaction_id: 'uid:legId'}` once per
 * uid + leg, with consent only. Returns whether an event was sent.
 */
export function trackPurchase(
  purchase: Purchase,
  measurementId: string | null = configuredMeasurementId(),
): boolean {
  const id = measurementId?.trim();
  const { uid, legId } = purchase;
  if (!id || !uid || !legId || typeof window === 'undefined') return false;
  const key = `${uid}:${legId}`;
  if (trackedThisPage.has(key) || storedAsTracked(key)) return false;
  // Her own choice (on her profile) is still being read: decide once it is known.
  if (!consentKnown()) {
    whenConsentKnown(() => void trackPurchase(purchase, measurementId));
    return false;
  }
  rememberTracked(key);
  if (readConsent().choice !== 'accepted') return false;
  gtagFor(id)('event', 'purchase', {
    value: PURCHASE_VALUE,
    currency: PURCHASE_CURRENCY,
    transaction_id: key,
  });
  return true;
}
