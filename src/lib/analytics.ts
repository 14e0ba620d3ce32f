/**
 * Purchase tracking (spec 01 §2.7, §9): one `purchase` event worth 71 CAD when the
 * registration-confirmation content shows. Only when analytics is configured
 * (VITE_GA_MEASUREMENT_ID); otherwise every call is a no-op. gtag.js is injected lazily
 * on first use, so no analytics code loads for anyone else. Each uid + leg is counted
 * once: localStorage remembers it across reloads, a module-level set within the page.
 */
import { getConfig } from '../config/env';

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

/**
 * Sends `purchase {value: 71, currency: 'CAD', transaction_id: 'uid:legId'}` once per
 * uid + leg. Returns whether an event was sent.
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
  rememberTracked(key);
  gtagFor(id)('event', 'purchase', {
    value: PURCHASE_VALUE,
    currency: PURCHASE_CURRENCY,
    transaction_id: key,
  });
  return true;
}
