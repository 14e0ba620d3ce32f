/**
 * When each registered leg's medals ship (`races/{legId}.medalsShipAt`, set by the organisers;
 * spec 01 §9): the account page offers a shipping address correction until then. One read per
 * leg; a leg without the date (or a document the rules refuse) has none, so corrections stay
 * open and the server decides.
 */
import { useMemo } from 'react';
import { doc, getDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { fromPromise } from '../../../lib/from-promise';
import { parseRaceLeg } from '../../../contract/docs/race-leg';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';

export type MedalShipDates = Readonly<Record<string, Date | null>>;

async function loadMedalShipDates(legIds: readonly string[]): Promise<MedalShipDates> {
  const entries = await Promise.all(
    legIds.map(async (legId) => {
      const snapshot = await getDoc(doc(db, 'races', legId));
      return [
        legId,
        snapshot.exists() ? parseRaceLeg(snapshot.data()).medalsShipAt : null,
      ] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Re-read only when the set of legs changes (not on every user-doc snapshot). */
export function useMedalShipDates(legIds: readonly string[]): LiveQuery<MedalShipDates> {
  const key = JSON.stringify([...legIds].sort());
  const subscribe = useMemo<Subscribe<MedalShipDates>>(
    () => fromPromise(() => loadMedalShipDates(JSON.parse(key) as string[])),
    [key],
  );
  return useSubscription(subscribe);
}
