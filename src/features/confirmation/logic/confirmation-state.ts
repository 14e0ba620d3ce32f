/**
 * Which screen the confirmation page shows (docs/product.md §R2.7): a bad link, the wait for the
 * registration (provisioned a few seconds after payment), a load error, or the content.
 * Pure, table-tested.
 */
import { legIdFromRaceId, raceIdFromLegId } from '../../../config/paths';
import type { SubscribedRace, UserDoc } from '../../../contract/docs/user';

/** How long before the wait adds a "this can take a minute" note. */
export const SLOW_CONFIRMATION_MS = 45_000;

const RACE_PARAM = /^[A-Za-z0-9_-]{1,200}$/;

/** ?race={legId without price_} → 'price_…'; null when missing or not a leg id. */
export function legIdFromRaceParam(race: string | null | undefined): string | null {
  const value = (race ?? '').trim();
  if (!RACE_PARAM.test(value)) return null;
  const legId = legIdFromRaceId(value);
  return raceIdFromLegId(legId) === '' ? null : legId;
}

export type ConfirmationView =
  | { readonly kind: 'invalidLink' }
  | { readonly kind: 'error' }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'ready'; readonly entry: SubscribedRace; readonly firstName: string };

export interface UserDocState {
  readonly status: 'loading' | 'error' | 'success';
  readonly data: UserDoc | null | undefined;
}

export function confirmationView(legId: string | null, user: UserDocState): ConfirmationView {
  if (!legId) return { kind: 'invalidLink' };
  if (user.status === 'error') return { kind: 'error' };
  const doc = user.status === 'success' ? user.data : null;
  const entry =
    doc && Object.hasOwn(doc.subscribedRaces, legId) ? doc.subscribedRaces[legId] : undefined;
  return entry
    ? { kind: 'ready', entry, firstName: doc?.details?.firstName ?? '' }
    : { kind: 'waiting' };
}
