/**
 * The leg documents of the participant's registrations (`races/{legId}`), one read per leg,
 * for what the account page shows of them: when each leg's medals ship (`medalsShipAt`, set by
 * the organisers; docs/product.md §R9: the shipping address can be corrected until then) and the race's
 * sport (which tracker types count there: the Strava panel). A leg without the document (or
 * one the rules refuse) has neither: corrections stay open and the server decides, and the
 * sport comes from the registration's copy.
 */
import { useMemo } from 'react';
import { doc, getDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { fromPromise } from '../../../lib/from-promise';
import { parseRaceLeg, type RaceLeg } from '../../../contract/docs/race-leg';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';

export type MedalShipDates = Readonly<Record<string, Date | null>>;

export type RegisteredLegs = Readonly<Record<string, RaceLeg | null>>;

async function loadLegs(legIds: readonly string[]): Promise<RegisteredLegs> {
  const entries = await Promise.all(
    legIds.map(async (legId) => {
      const snapshot = await getDoc(doc(db, 'races', legId));
      return [legId, snapshot.exists() ? parseRaceLeg(snapshot.data()) : null] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Re-read only when the set of legs changes (not on every user-doc snapshot). */
export function useRegisteredLegs(legIds: readonly string[]): LiveQuery<RegisteredLegs> {
  const key = JSON.stringify([...legIds].sort());
  const subscribe = useMemo<Subscribe<RegisteredLegs>>(
    () => fromPromise(() => loadLegs(JSON.parse(key) as string[])),
    [key],
  );
  return useSubscription(subscribe);
}

/** Each leg's medal shipping date, as 'Races Registered' reads it. */
export function medalShipDates(legs: LiveQuery<RegisteredLegs>): LiveQuery<MedalShipDates> {
  if (legs.status !== 'success') return legs;
  return {
    ...legs,
    data: Object.fromEntries(
      Object.entries(legs.data).map(([legId, leg]) => [legId, leg?.medalsShipAt ?? null]),
    ),
  };
}
