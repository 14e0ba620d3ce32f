/**
 * Forgetting a tracker connection (docs/trackers.md: disconnect, Strava deauthorization): the
 * provider's tokens, its tracker_links entry and the user's account field
 * (users/{uid}.stravaAccount | fitbitAccount | garminAccount), in one transaction.
 * Activities already imported stay in the rows.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { TrackerProvider } from '../../../src/contract/tracker-activity';
import {
  deleteTokens,
  linkRef,
  providerUserIdOf,
  readTokens,
  unlinkOwner,
  type ProviderTokens,
} from './token-store';
import { userPath } from '../shared/paths';

/** The user document's field for each provider (docs/product.md §P3). */
export const ACCOUNT_FIELD: Readonly<Record<TrackerProvider, string>> = {
  strava: 'stravaAccount',
  fitbit: 'fitbitAccount',
  garmin: 'garminAccount',
};

/** The provider account id the user document names, for a user whose tokens are gone already. */
function accountIdOf(
  user: Readonly<Record<string, unknown>> | undefined,
  provider: TrackerProvider,
): string | null {
  const account = user?.[ACCOUNT_FIELD[provider]];
  const id =
    account !== null && typeof account === 'object'
      ? (account as Record<string, unknown>).id
      : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * Clears the connection. With `onlyProviderUserId`, only when the stored tokens belong to
 * that provider account (a late event about an earlier account changes nothing).
 * Resolves to whether anything was cleared.
 */
export async function clearConnection(
  db: Firestore,
  uid: string,
  provider: TrackerProvider,
  onlyProviderUserId?: string,
): Promise<boolean> {
  const userRef = db.doc(userPath(uid));
  return db.runTransaction(async (tx) => {
    const tokens: ProviderTokens[TrackerProvider] | null = await readTokens(db, uid, provider, tx);
    const user = await tx.get(userRef);
    const providerUserId = tokens
      ? providerUserIdOf(provider, tokens)
      : accountIdOf(user.data(), provider);
    if (onlyProviderUserId !== undefined && providerUserId !== onlyProviderUserId) return false;
    const hasAccount = user.data()?.[ACCOUNT_FIELD[provider]] !== undefined;
    if (!tokens && !hasAccount) return false;
    // Reads before writes (a transaction's rule): the link goes only while it names this participant.
    const link = providerUserId ? await tx.get(linkRef(db, provider, providerUserId)) : null;
    if (tokens) await deleteTokens(db, uid, provider, tx);
    if (hasAccount) tx.update(userRef, { [ACCOUNT_FIELD[provider]]: FieldValue.delete() });
    if (providerUserId && link?.data()?.uid === uid)
      await unlinkOwner(db, provider, providerUserId, tx);
    return true;
  });
}
