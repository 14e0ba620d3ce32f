/**
 * Stripe Checkout return addresses (spec 01 §2.3, §7): built from the origin, the race url
 * and the tracking (utm) parameters, through the app's one path helper (config/paths.ts).
 *   success: {origin}/register/{raceUrl}/confirmation?race={legId without price_}&utm_…
 *   cancel:  {origin}/register/{raceUrl}?utm_…
 * Only non-empty utm parameters are added, in the order source, medium, campaign.
 */
import { paths } from '../config/paths';

export interface Tracking {
  readonly utm_source?: string | null;
  readonly utm_medium?: string | null;
  readonly utm_campaign?: string | null;
}

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/**
 * The app's origins: the only places Checkout may send a participant back to (a foreign
 * success_url would hand the payment's return to someone else's page).
 */
const APP_ORIGINS = [
  'http://localhost:5173',
  'http://localhost:4173',
  'https://virtual-challenges-staging.web.app',
  'https://virtual-challenges-staging.firebaseapp.com',
  'https://virtual-challenges-prod.web.app',
  'https://virtual-challenges-prod.firebaseapp.com',
] as const;

export function isAppOrigin(origin: unknown): origin is string {
  return typeof origin === 'string' && (APP_ORIGINS as readonly string[]).includes(origin);
}

/** The non-empty utm parameters, in a fixed order. */
export function trackingParams(tracking: Tracking): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of UTM_KEYS) {
    const value = tracking[name];
    if (value !== undefined && value !== null && value.trim() !== '') params.append(name, value);
  }
  return params;
}

/** Reads the utm parameters from a query string (e.g. the registration route's). */
export function trackingFromSearch(search: string | URLSearchParams): Tracking {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    utm_source: params.get('utm_source'),
    utm_medium: params.get('utm_medium'),
    utm_campaign: params.get('utm_campaign'),
  };
}

function absolute(origin: string, path: string, tracking: Tracking): string {
  const url = new URL(path, origin);
  for (const [name, value] of trackingParams(tracking)) url.searchParams.append(name, value);
  return url.toString();
}

/** Where Stripe sends the participant after paying: the race's confirmation page. */
export function buildSuccessUrl(
  origin: string,
  raceUrl: string,
  legId: string,
  tracking: Tracking,
): string {
  return absolute(origin, paths.confirmation(raceUrl, legId), tracking);
}

/**
 * Where Stripe sends the participant who cancels: back to the registration form.
 * `legId` is not part of this address; it is accepted so both builders share one call shape.
 */
export function buildCancelUrl(
  origin: string,
  raceUrl: string,
  _legId: string,
  tracking: Tracking,
): string {
  return absolute(origin, paths.register(raceUrl), tracking);
}
