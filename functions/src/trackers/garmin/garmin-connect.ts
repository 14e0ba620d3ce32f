/**
 * The Garmin connect's checks that need no provider (spec 02 §2 garminAuth, §5, §7). Pure.
 */
import { isAppOrigin } from '../../../../src/contract/checkout-urls';
import { paths } from '../../../../src/config/paths';

/** Where Garmin returns the participant (oauth_callback): the calling app's origin + /garminAuth. */
export function callbackOf(origin: unknown): string | null {
  return isAppOrigin(origin) ? `${origin}${paths.garminReturn()}` : null;
}

/** How long a request token waits for its confirmation. */
export const REQUEST_TOKEN_LIFETIME_MS = 60 * 60_000;

/** Whether a pending request token is still good. */
export function requestTokenFresh(createdAtMs: number, nowMs: number): boolean {
  return nowMs - createdAtMs <= REQUEST_TOKEN_LIFETIME_MS;
}
