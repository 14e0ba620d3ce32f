/**
 * A usable Strava access token for a participant: the stored one, or a refreshed one when it
 * expires within TOKEN_REFRESH_MARGIN_MS (src/contract/tracker-activity.ts), stored again
 * before use (docs/trackers.md: tokens refreshed before expiry).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { tokenNeedsRefresh } from '../../../../src/contract/tracker-activity';
import type { StravaConfig } from '../provider-config';
import { readTokens, tokensRef, type StravaTokens } from '../token-store';
import { refreshGrant, type TokenGrant } from './strava-api';

/** The stored tokens after a refresh. Pure. */
export function refreshedTokens(tokens: StravaTokens, grant: TokenGrant): StravaTokens {
  return {
    ...tokens,
    accessToken: grant.accessToken,
    refreshToken: grant.refreshToken,
    expiresAtMs: grant.expiresAtMs,
  };
}

export type AccessPlan = { readonly use: string } | { readonly refresh: string };

/** Use the access token as it is, or refresh first. Pure. */
export function accessPlan(tokens: StravaTokens, nowMs: number): AccessPlan {
  return tokenNeedsRefresh(tokens.expiresAtMs, nowMs)
    ? { refresh: tokens.refreshToken }
    : { use: tokens.accessToken };
}

/** The tokens with a fresh access token; null when the participant has no Strava tokens. */
export async function usableTokens(
  db: Firestore,
  config: StravaConfig,
  uid: string,
  nowMs = Date.now(),
): Promise<StravaTokens | null> {
  const tokens = await readTokens(db, uid, 'strava');
  if (!tokens) return null;
  const plan = accessPlan(tokens, nowMs);
  if ('use' in plan) return tokens;
  const next = refreshedTokens(tokens, await refreshGrant(config, plan.refresh));
  // Only if the connection is still the one refreshed (a disconnect in between wins).
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(tokensRef(db, uid))).data()?.strava as StravaTokens | undefined;
    if (current?.athleteId === tokens.athleteId && current.connectedAtMs === tokens.connectedAtMs) {
      tx.update(tokensRef(db, uid), { strava: next });
    }
  });
  return next;
}
