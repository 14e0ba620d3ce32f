/**
 * Bibs: unique per leg, given in order from races/{legId}/counters/bib (docs/data-model.md), by
 * a registration, the reconciliation sweep's repair and the organisers' move alike.
 */
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';

const FIRST_BIB = 101;

/** The next bib of the leg: the counter, or (first time) one above the highest bib already given. */
export async function nextBib(
  tx: Transaction,
  db: Firestore,
  legId: string,
): Promise<{ bib: number; counter: DocumentReference }> {
  const counter = db.doc(`races/${legId}/counters/bib`);
  const snap = await tx.get(counter);
  const stored = snap.data()?.next;
  if (typeof stored === 'number' && Number.isSafeInteger(stored)) return { bib: stored, counter };
  const highest = await tx.get(
    db.collection(`races/${legId}/subscribedUsers`).orderBy('bibNumber', 'desc').limit(1),
  );
  const top = highest.docs[0]?.data().bibNumber;
  return {
    bib:
      typeof top === 'number' && Number.isSafeInteger(top)
        ? Math.max(top + 1, FIRST_BIB)
        : FIRST_BIB,
    counter,
  };
}
