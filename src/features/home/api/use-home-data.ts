/**
 * The home screen's data: a live listener on users/{uid} and on options/homeBanner
 * (spec 02 §2, §7), in the house hook shape. Unsubscribes on unmount.
 */
import { useMemo } from 'react';
import {
  doc,
  onSnapshot,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { toText } from '../../../contract/docs/values';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';

export interface HomeBanner {
  readonly imageUrl: string;
  readonly imageAlt: string;
  readonly imageLink: string;
}

function parseHomeBanner(data: Readonly<Record<string, unknown>>): HomeBanner {
  return {
    imageUrl: toText(data.image_url),
    imageAlt: toText(data.image_alt),
    imageLink: toText(data.image_link),
  };
}

const homeBannerConverter: FirestoreDataConverter<HomeBanner, DocumentData> = {
  toFirestore(): DocumentData {
    throw new Error('options/homeBanner is written by the server only.');
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot<DocumentData>) =>
    parseHomeBanner(snapshot.data()),
};

const homeBannerRef = () => doc(db, 'options', 'homeBanner').withConverter(homeBannerConverter);

export { useUserDoc } from '../../../lib/use-user-doc';

/** options/homeBanner, live; data is null when there is no banner. */
export function useHomeBanner(): LiveQuery<HomeBanner | null> {
  const subscribe = useMemo<Subscribe<HomeBanner | null>>(
    () => (next, fail) =>
      onSnapshot(
        homeBannerRef(),
        (snapshot) => next(snapshot.exists() ? snapshot.data() : null),
        fail,
      ),
    [],
  );
  return useSubscription(subscribe);
}
