/**
 * A usable Fitbit access token for a participant: the stored one, or a refreshed one when it
 * expires within TOKEN_REFRESH_MARGIN_MS (src/contract/tracker-activity.ts), stored before use.
 * Fitbit's refresh tokens are single-use: when two runs refresh at once, the one that loses
 * finds the winner's tokens stored and uses them.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { tokenNeedsRefresh } from '../../../../src/contract/tracker-activity';
import type { FitbitConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import { readTokens, tokensRef, type FitbitTokens } from '../token-store';
import { refreshGrant, type FitbitGrant } from './fitbit-api';

/** The stored tokens after a refresh. Pure. */
export function refreshedTokens(tokens: FitbitTokens, grant: FitbitGrant): FitbitTokens {
  return {
    ...tokens,
    accessToken: grant.accessToken,
    refreshToken: grant.refreshToken,
    expiresAtMs: grant.expiresAtMs,
  };
}

function sameConnection(a: FitbitTokens | undefined, b: FitbitTokens): boolean {
  return a?.fitbitUserId === b.fitbitUserId && a.connectedAtMs === b.connectedAtMs;
}

/** The tokens with a fresh access token; null when the participant has no Fitbit tokens. */
export async function usableFitbitTokens(
  db: Firestore,
  config: FitbitConfig,
  uid: string,
  nowMs = Date.now(),
): Promise<FitbitTokens | null> {
  const tokens = await readTokens(db, uid, 'fitbit');
  if (!tokens || !tokenNeedsRefresh(tokens.expiresAtMs, nowMs)) return tokens;
  let next: FitbitTokens;
  try {
    next = refreshedTokens(tokens, await refreshGrant(config, tokens.refreshToken));
  } catch (error) {
    if (!(error instanceof ProviderError) || error instanceof RetryableProviderError) throw error;
    // Refused: another run may have used the refresh token first and stored its result.
    const current = await readTokens(db, uid, 'fitbit');
    if (current && sameConnection(current, tokens) && current.refreshToken !== tokens.refreshToken)
      return current;
    throw error;
  }
  // Only if the connection is still the one refreshed (a disconnect in between wins).
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(tokensRef(db, uid))).data()?.fitbit as FitbitTokens | undefined;
    if (sameConnection(current, tokens)) tx.update(tokensRef(db, uid), { fitbit: next });
  });
  return next;
}
