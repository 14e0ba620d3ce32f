/**
 * Stripe Checkout return addresses (docs/product.md §R2.3, §R7): built from the origin, the race url
 * and the tracking (utm) parameters, through the app's one path helper (config/paths.ts).
 *   success: {origin}/register/{raceUrl}/confirmation?race={legId without price_}&utm_…
 *   cancel:  {origin}/register/{raceUrl}?utm_…
 * Only non-empty utm parameters are added, in the order source, medium, campaign.
 */
import { paths } from '../config/paths';
import { servesOrigin, type Deployment } from '../config/deployment';
import { deploymentHere } from '../config/deployment-here';

export interface Tracking {
  readonly utm_source?: string | null;
  readonly utm_medium?: string | null;
  readonly utm_campaign?: string | null;
}

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/**
 * Whether `origin` is one the app is served from in this deployment: the only places Checkout
 * may send a participant back to and tracker connects may redirect to (a foreign success_url or
 * redirect_uri would hand the return to someone else's page). The origins are the deployment's
 * `appOrigins` (deployments.json, docs/deploy.md): its hosting domains and any custom domain.
 */
export function isAppOrigin(
  origin: unknown,
  deployment: Deployment = deploymentHere(),
): origin is string {
  return servesOrigin(deployment, origin);
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
