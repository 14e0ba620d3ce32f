/**
 * Analytics consent (docs/privacy.md): Google Analytics runs only after the participant accepts
 * the consent banner. A signed-out visitor's choice is remembered on the device (localStorage),
 * with when she made it; a signed-in participant's is hers, on her profile (the app's
 * profile-consent sync reads and writes it, features/consent), so the next person on a shared
 * computer never inherits it. No choice yet is `unset`, and then nothing analytics loads; while
 * a signed-in participant's choice is being read it is not known yet (consentKnown), and the
 * banner waits. Pure reading and writing, plus tiny event channels: a change of choice
 * (analytics.ts follows it), her choice to store on her profile, and the footer's "Cookie
 * preferences" link asking for the banner again (src/app/consent-host.tsx shows it).
 */
import { hasSignedInHint } from './session-hint';

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

/**
 * The signed-in participant whose choice applies, with her choice (null while it is read); null
 * for a visitor. A device with a session starts waiting for hers (uid not known yet).
 */
let person: { readonly uid: string | null; readonly consent: Consent | null } | null =
  hasSignedInHint() ? { uid: null, consent: null } : null;
/** A visitor's choice made on this page (the sign-in or sign-up screen she signs in from). */
let visitorChoiceThisPage: Consent | null = null;

/** Whether the choice that applies is known (a signed-in participant's is read first). */
export function consentKnown(): boolean {
  return person === null || person.consent !== null;
}

export function readConsent(): Consent {
  if (person) return person.consent ?? UNSET;
  if (inPage) return inPage;
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_KEY));
  } catch {
    return UNSET;
  }
}

type Listener = (consent: Consent) => void;
const changeListeners = new Set<Listener>();
const personChoiceListeners = new Set<(uid: string, choice: ConsentChoice) => void>();
const knownWaiters = new Set<() => void>();

function tellListeners() {
  const consent = readConsent();
  for (const listener of changeListeners) listener(consent);
  if (!consentKnown()) return;
  const waiters = [...knownWaiters];
  knownWaiters.clear();
  for (const waiter of waiters) waiter();
}

/**
 * Records the choice: a signed-in participant's on her profile (the listeners of
 * onPersonChoice store it), a visitor's on this device; tells the listeners.
 */
export function saveConsent(choice: ConsentChoice, now = new Date()): Consent {
  const raw = serializeConsent(choice, now);
  const consent = parseConsent(raw);
  if (person?.uid) {
    const { uid } = person;
    person = { uid, consent };
    for (const listener of personChoiceListeners) listener(uid, choice);
    tellListeners();
    return consent;
  }
  visitorChoiceThisPage = consent;
  try {
    window.localStorage.setItem(CONSENT_KEY, raw);
    inPage = null;
  } catch (error) {
    inPage = consent;
    console.warn('Could not remember the analytics choice on this device.', error);
  }
  tellListeners();
  return consent;
}

/** Calls `listener` with each choice a signed-in participant makes (to store on her profile). */
export function onPersonChoice(listener: (uid: string, choice: ConsentChoice) => void): () => void {
  personChoiceListeners.add(listener);
  return () => personChoiceListeners.delete(listener);
}

/** `uid` has signed in: her choice applies once read (personConsentRead); until then none. */
export function personSignedIn(uid: string): void {
  if (person?.uid === uid) return;
  person = { uid, consent: null };
  tellListeners();
}

/**
 * Her profile's choice, read (null: she has none). With none, a choice she made as a visitor
 * on this very page (the screen she signed in from) becomes hers: returned, for her profile.
 * A choice the device kept from before this page (someone else's, maybe) never does.
 */
export function personConsentRead(
  uid: string,
  stored: { readonly choice: ConsentChoice; readonly at: Date | null } | null,
): ConsentChoice | null {
  if (person?.uid !== uid) return null;
  const carried = stored ? null : visitorChoiceThisPage;
  const consent = stored
    ? { choice: stored.choice, at: (stored.at ?? new Date()).toISOString() }
    : (carried ?? UNSET);
  person = { uid, consent };
  tellListeners();
  return carried?.choice === 'accepted' || carried?.choice === 'declined' ? carried.choice : null;
}

/** Nobody is signed in: the device's (a visitor's) choice applies. */
export function personSignedOut(): void {
  if (person === null) return;
  person = null;
  tellListeners();
}

/** Runs `task` once the choice that applies is known (at once if it is). */
export function whenConsentKnown(task: () => void): void {
  if (consentKnown()) task();
  else knownWaiters.add(task);
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
