/**
 * Every leg (`races/{legId}`), for the console's leg choice: organisers may list them
 * (firestore.rules; docs/organiser-console.md), a participant only reads one by id.
 */
import { useMemo } from 'react';
import { collection, getDocs } from 'firebase/firestore';
import { toDate, toRecord, toText } from '../../../contract/docs/values';
import { db } from '../../../lib/firestore';
import { fromPromise } from '../../../lib/from-promise';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';

export interface LegChoice {
  readonly legId: string;
  readonly name: string;
  readonly legName: string;
  readonly fr?: { readonly name?: string; readonly legName?: string };
  readonly end: Date | null;
}

async function loadLegs(): Promise<readonly LegChoice[]> {
  const snapshot = await getDocs(collection(db, 'races'));
  return snapshot.docs
    .map((doc) => {
      // Its names and end only, read with the shared value readers: the leg parser stays in
      // the participant pages' chunks (docs/performance.md).
      const data = doc.data();
      const fr = toRecord(data.fr);
      return {
        legId: doc.id,
        name: toText(data.name),
        legName: toText(data.legName),
        fr: { name: toText(fr.name), legName: toText(fr.legName) },
        end: toDate(data.raceDateEnd, 'end'),
      };
    })
    .sort(
      (a, b) =>
        (b.end?.getTime() ?? 0) - (a.end?.getTime() ?? 0) ||
        a.name.localeCompare(b.name) ||
        a.legId.localeCompare(b.legId),
    );
}

export function useLegs(): LiveQuery<readonly LegChoice[]> {
  const subscribe = useMemo<Subscribe<readonly LegChoice[]>>(() => fromPromise(loadLegs), []);
  return useSubscription(subscribe);
}
