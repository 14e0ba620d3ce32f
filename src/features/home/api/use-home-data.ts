/**
 * The home screen's data: a live listener on users/{uid} and on options/homeBanner
 * (docs/product.md §P2, §P7), in the house hook shape. Unsubscribes on unmount.
 */
import { useMemo } from 'react';
import { doc, onSnapshot } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { readOnlyConverter } from '../../../lib/read-only-converter';
import { parseHomeBanner, type HomeBanner } from '../../../contract/docs/options';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';

const homeBannerConverter = readOnlyConverter('options/homeBanner', parseHomeBanner);

const homeBannerRef = () => doc(db, 'options', 'homeBanner').withConverter(homeBannerConverter);

export { useUserDoc } from '../../../lib/use-user-doc';

/** options/homeBanner, live; data is null when there is no banner. */
export function useHomeBanner(): LiveQuery<HomeBanner | null> {
  const subscribe = useMemo<Subscribe<HomeBanner | null>>(
    () => (next, fail) =>
      onSnapshot(homeBannerRef(), (snapshot) => next(snapshot.data() ?? null), fail),
    [],
  );
  return useSubscription(subscribe);
}
