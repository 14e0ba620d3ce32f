/**
 * A usable Google access token for her Fitbit data: the stored one, or a refreshed one when it
 * expires within TOKEN_REFRESH_MARGIN_MS (src/contract/tracker-activity.ts), stored before use
 * (only while the connection is still the one refreshed: a disconnect in between wins). Google
 * keeps the refresh token across refreshes unless its answer names a new one.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { tokenNeedsRefresh } from '../../../../src/contract/tracker-activity';
import { oauth2Descriptor } from '../oauth2/oauth2-providers';
import { refreshAccessToken, type OAuth2Grant } from '../oauth2/token-endpoint';
import { readTokens, tokensRef, type FitbitTokens } from '../token-store';

/** Google's access tokens last an hour; an answer without expires_in is taken as that. */
const DEFAULT_LIFETIME_MS = 3_600_000;

/** The stored tokens after a refresh. Pure. */
export function refreshedTokens(
  tokens: FitbitTokens,
  grant: OAuth2Grant,
  nowMs: number,
): FitbitTokens {
  return {
    ...tokens,
    accessToken: grant.accessToken,
    refreshToken: grant.refreshToken ?? tokens.refreshToken,
    expiresAtMs: grant.expiresAtMs ?? nowMs + DEFAULT_LIFETIME_MS,
  };
}

function sameConnection(a: FitbitTokens | undefined, b: FitbitTokens): boolean {
  return a?.fitbitUserId === b.fitbitUserId && a.connectedAtMs === b.connectedAtMs;
}

/** Her tokens with a fresh access token; null when she has no Fitbit tokens. */
export async function usableFitbitTokens(
  db: Firestore,
  uid: string,
  nowMs = Date.now(),
): Promise<FitbitTokens | null> {
  const tokens = await readTokens(db, uid, 'fitbit');
  if (!tokens || !tokenNeedsRefresh(tokens.expiresAtMs, nowMs)) return tokens;
  const grant = await refreshAccessToken(oauth2Descriptor('fitbit'), tokens.refreshToken);
  const next = refreshedTokens(tokens, grant, Date.now());
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(tokensRef(db, uid))).data()?.fitbit as FitbitTokens | undefined;
    if (sameConnection(current, tokens)) tx.update(tokensRef(db, uid), { fitbit: next });
  });
  return next;
}
