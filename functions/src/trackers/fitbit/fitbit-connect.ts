/**
 * The Fitbit connect's checks that need no provider (spec 02 §2 fitbitAuth, §7). Pure.
 */
import { isAppOrigin } from '../../../../src/contract/checkout-urls';
import { paths } from '../../../../src/config/paths';

/**
 * The page Fitbit sent the participant back to: the calling app's origin + /fitbitAuth, the
 * redirect_uri the browser's authorize redirect named (Fitbit wants it again, the same); null
 * for a page that is not the app's.
 */
export function redirectUriOf(origin: unknown): string | null {
  return isAppOrigin(origin) ? `${origin}${paths.fitbitReturn()}` : null;
}

/** Whether a grant lets us read activities (the user may untick the activity scope). */
export function grantsActivity(scope: string): boolean {
  return scope.split(/[\s,]+/).includes('activity');
}
