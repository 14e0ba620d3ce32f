/**
 * Analytics consent (docs/privacy.md): Google Analytics runs only after the participant accepts
 * the consent banner. Her choice is remembered on the device (localStorage), with when she made
 * it; no choice yet is `unset`, and then nothing analytics loads. Pure reading and writing, plus
 * two tiny event channels: a change of choice (analytics.ts follows it) and the footer's
 * "Cookie preferences" link asking for the banner again (src/app/consent-host.tsx shows it).
 */
export const CONSENT_KEY = 'vc.analyticsConsent';

export type ConsentChoice = 'accepted' | 'declined';

export interface Consent {
  readonly choice: ConsentChoice | 'unset';
  /** ISO time the choice was made; null while unset. */
  readonly at: string | null;
}

export const UNSET: Consent = { choice: 'unset', at: null };

/** A stored value, checked: anything but a well-formed choice with its time counts as unset. */
export function parseConsent(raw: string | null): Consent {
  if (raw === null) return UNSET;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return UNSET;
  }
  if (typeof value !== 'object' || value === null) return UNSET;
  const { choice, at } = value as { choice?: unknown; at?: unknown };
  if (choice !== 'accepted' && choice !== 'declined') return UNSET;
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return UNSET;
  return { choice, at };
}

export function serializeConsent(choice: ConsentChoice, now: Date): string {
  return JSON.stringify({ choice, at: now.toISOString() });
}

// Storage can be unavailable (privacy mode, blocked): the choice then holds for this page only.
let inPage: Consent | null = null;

export function readConsent(): Consent {
  if (inPage) return inPage;
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_KEY));
  } catch {
    return UNSET;
  }
}

type Listener = (consent: Consent) => void;
const changeListeners = new Set<Listener>();

/** Records the participant's choice on this device and tells the listeners. */
export function saveConsent(choice: ConsentChoice, now = new Date()): Consent {
  const raw = serializeConsent(choice, now);
  const consent = parseConsent(raw);
  try {
    window.localStorage.setItem(CONSENT_KEY, raw);
    inPage = null;
  } catch (error) {
    inPage = consent;
    console.warn('Could not remember the analytics choice on this device.', error);
  }
  for (const listener of changeListeners) listener(consent);
  return consent;
}

/** Calls `listener` on every later choice; returns the unsubscribe. */
export function onConsentChange(listener: Listener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

const bannerListeners = new Set<() => void>();
let bannerRequested = false;

/** The footer's "Cookie preferences": shows the banner again (at once, or once it can load). */
export function requestConsentBanner(): void {
  if (bannerListeners.size === 0) bannerRequested = true;
  for (const listener of bannerListeners) listener();
}

/** Calls `listener` on every request for the banner, including one made before subscribing. */
export function onConsentBannerRequest(listener: () => void): () => void {
  bannerListeners.add(listener);
  if (bannerRequested) {
    bannerRequested = false;
    listener();
  }
  return () => bannerListeners.delete(listener);
}
