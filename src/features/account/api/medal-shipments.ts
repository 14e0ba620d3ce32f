/**
 * Her medals' shipments (docs/organiser-console.md, "Medals to ship"): one read per
 * registration of `medal_shipments/{legId}__{uid}`, which the server writes when an organiser
 * imports its tracking number and which only she reads (firestore.rules). Read here, in the
 * account page's chunk, rather than with the user document every signed-in page parses
 * (docs/performance.md). A registration without one has not shipped.
 */
import { useMemo } from 'react';
import { doc, getDoc } from 'firebase/firestore';
import {
  parseMedalShipment,
  registrationIdOf,
  type MedalShipment,
} from '../../../contract/organiser/medal-shipment';
import { toDate } from '../../../contract/docs/values';
import { db } from '../../../lib/firestore';
import { fromPromise } from '../../../lib/from-promise';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';

export type MedalShipments = Readonly<Record<string, MedalShipment | null>>;

async function loadShipments(uid: string, legIds: readonly string[]): Promise<MedalShipments> {
  const entries = await Promise.all(
    legIds.map(async (legId) => {
      const snapshot = await getDoc(doc(db, 'medal_shipments', registrationIdOf(legId, uid)));
      const shipment = snapshot.exists()
        ? parseMedalShipment(snapshot.data(), (value) => toDate(value))
        : null;
      return [legId, shipment] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export function useMedalShipments(
  uid: string,
  legIds: readonly string[],
): LiveQuery<MedalShipments> {
  const key = JSON.stringify([uid, ...[...legIds].sort()]);
  const subscribe = useMemo<Subscribe<MedalShipments>>(
    () =>
      fromPromise(() => {
        const [owner = '', ...legs] = JSON.parse(key) as string[];
        return loadShipments(owner, legs);
      }),
    [key],
  );
  return useSubscription(subscribe);
}
