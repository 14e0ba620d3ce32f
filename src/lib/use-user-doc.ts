/** users/{uid}, live, in the house hook shape (home, confirmation). Unsubscribes on unmount. */
import { useMemo } from 'react';
import { onSnapshot } from 'firebase/firestore';
import { useSubscription, type LiveQuery, type Subscribe } from './use-subscription';
import { userDocRef } from './user-doc';
import type { UserDoc } from '../contract/docs/user';

/** data is null while the document does not exist yet; no listener while uid is null. */
export function useUserDoc(uid: string | null): LiveQuery<UserDoc | null> {
  const subscribe = useMemo<Subscribe<UserDoc | null> | null>(
    () =>
      uid
        ? (next, fail) =>
            onSnapshot(
              userDocRef(uid),
              (snapshot) => next(snapshot.exists() ? snapshot.data() : null),
              fail,
            )
        : null,
    [uid],
  );
  return useSubscription(subscribe);
}
