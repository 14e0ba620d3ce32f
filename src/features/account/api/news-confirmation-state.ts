/**
 * Whether her yes to news waits for the address's owner to confirm it (docs/privacy.md, "News
 * consent"; contract/news-confirmation.ts), live: the server's confirmation fields read from her
 * user document. A listener of its own on the same document (the SDK shares one watch), so the
 * confirmation's parser rides in the account page's chunk, not in every screen's user document.
 */
import { onSnapshot } from 'firebase/firestore';
import { useMemo } from 'react';
import { newsAwaitsConfirmation } from '../../../contract/news-confirmation';
import { rawUserDocRef } from '../../../lib/user-doc';
import { useSubscription, type Subscribe } from '../../../lib/use-subscription';

export function useNewsAwaitsConfirmation(uid: string): boolean {
  const subscribe = useMemo<Subscribe<boolean>>(
    () => (next, fail) =>
      onSnapshot(
        rawUserDocRef(uid),
        (snap) => next(newsAwaitsConfirmation(snap.data()?.mailPreferences)),
        fail,
      ),
    [uid],
  );
  const state = useSubscription(subscribe);
  return state.status === 'success' && state.data;
}
