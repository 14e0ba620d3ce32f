/**
 * How a participant's Garmin requests are authorised (docs/trackers-fitbit-garmin.md,
 * "Garmin"): her OAuth 2.0 access token, refreshed first when it expires within
 * TOKEN_REFRESH_MARGIN_MS (src/contract/tracker-activity.ts) and stored before use; a link not
 * yet moved from OAuth 1.0a signs with its token pair. The refresh is stored only while the
 * connection is still the one refreshed (a disconnect in between wins).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { tokenNeedsRefresh } from '../../../../src/contract/tracker-activity';
import { isOAuth1, readTokens, tokensRef, type GarminOAuth2Tokens } from '../token-store';
import type { GarminAuth } from './garmin-api';
import { refreshGrant } from './garmin-grants';
import type { GarminGrant } from './garmin-grant';

/** The stored tokens after a refresh or an exchange. Pure. */
export function withGrant<
  T extends { readonly garminUserId: string; readonly connectedAtMs: number },
>(tokens: T, grant: GarminGrant): GarminOAuth2Tokens {
  const { garminUserId, connectedAtMs } = tokens;
  const kept = tokens as Partial<GarminOAuth2Tokens>;
  return {
    garminUserId,
    connectedAtMs,
    ...(kept.activityWithdrawn ? { activityWithdrawn: true } : {}),
    ...(kept.movedFromOAuth1AtMs ? { movedFromOAuth1AtMs: kept.movedFromOAuth1AtMs } : {}),
    accessToken: grant.accessToken,
    refreshToken: grant.refreshToken,
    expiresAtMs: grant.expiresAtMs,
    refreshExpiresAtMs: grant.refreshExpiresAtMs,
  };
}

/** Her request authorisation; null when she has no Garmin tokens. */
export async function usableGarminAuth(
  db: Firestore,
  uid: string,
  nowMs = Date.now(),
): Promise<GarminAuth | null> {
  const tokens = await readTokens(db, uid, 'garmin');
  if (!tokens) return null;
  if (isOAuth1(tokens)) return { token: tokens.token, tokenSecret: tokens.tokenSecret };
  if (!tokenNeedsRefresh(tokens.expiresAtMs, nowMs)) return { accessToken: tokens.accessToken };
  const next = withGrant(tokens, await refreshGrant(tokens.refreshToken));
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(tokensRef(db, uid))).data()?.garmin as
      GarminOAuth2Tokens | undefined;
    if (
      current?.garminUserId === tokens.garminUserId &&
      current.connectedAtMs === tokens.connectedAtMs
    )
      tx.update(tokensRef(db, uid), { garmin: next });
  });
  return { accessToken: next.accessToken };
}
