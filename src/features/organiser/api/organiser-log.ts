/**
 * The audit log's newest entries, live (`organiser_log`, written by the server only; organisers
 * read it, docs/security.md item 79). A page of 50: the rules refuse a list of more than 100.
 */
import { useMemo } from 'react';
import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';
import { parseLogEntry, type LogEntry } from '../logic/log-entry';

const PAGE = 50;

export function useOrganiserLog(): LiveQuery<readonly LogEntry[]> {
  const subscribe = useMemo<Subscribe<readonly LogEntry[]>>(
    () => (next, fail) =>
      onSnapshot(
        query(collection(db, 'organiser_log'), orderBy('at', 'desc'), limit(PAGE)),
        (snapshot) => next(snapshot.docs.map((doc) => parseLogEntry(doc.id, doc.data()))),
        fail,
      ),
    [],
  );
  return useSubscription(subscribe);
}
