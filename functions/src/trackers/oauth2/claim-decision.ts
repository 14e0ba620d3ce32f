/**
 * Whether a return from the provider may use the pending authorization its `state` names
 * (docs/trackers.md, "Connecting Fitbit and Garmin"): only she who started it, for the
 * provider she started it for, within its 15 minutes. Pure.
 */
import type { OAuth2Provider } from '../../../../src/contract/callables/tracker-authorization';
import type { TrackerConnectRefusal } from '../../../../src/contract/callables/tracker-connect';

/** oauth_pending/{state} (server only): what startAuthorization keeps while she is away. */
export interface PendingAuthorization {
  readonly uid: string;
  readonly provider: OAuth2Provider;
  readonly codeVerifier: string;
  readonly redirectUri: string;
  readonly createdAt: Date;
  /** createdAt + 15 minutes (shared/retention.ts): the TTL policy deletes it after. */
  readonly expireAt: Date;
}

export type ClaimRefusal = Extract<
  TrackerConnectRefusal,
  | 'authorizationUnknown'
  | 'authorizationExpired'
  | 'authorizationNotYours'
  | 'authorizationOtherProvider'
>;

/**
 * Null when the claim stands; else the refusal. Another participant's state is refused before
 * anything else is said about it (its provider or age are hers, not the caller's).
 */
export function claimRefusal(
  pending: PendingAuthorization | null,
  uid: string,
  provider: OAuth2Provider,
  now: Date,
): ClaimRefusal | null {
  if (pending === null) return 'authorizationUnknown';
  if (pending.uid !== uid) return 'authorizationNotYours';
  if (pending.provider !== provider) return 'authorizationOtherProvider';
  // The TTL policy deletes within a day of expireAt, not at it: the age is checked here.
  if (now.getTime() >= pending.expireAt.getTime()) return 'authorizationExpired';
  return null;
}
