/**
 * The organisers' audit log, `organiser_log/{id}` (docs/organiser-console.md, "Audit log";
 * docs/security.md item 79): one entry per organiser action or export, written by the server
 * only: who (uid and e-mail from the ID token, never from the request), when (the server's
 * time), what (an action name and the document or registration it touched), the reason the
 * organiser gave, and what changed (before and after) where something did. An action that
 * changes documents writes its entry in the same transaction, so an entry exists exactly when
 * the change does. The rules let organisers read it and nobody write or delete it.
 */
import {
  FieldValue,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { Caller } from '../shared/callable';

export const ORGANISER_LOG = 'organiser_log';

export type OrganiserAction =
  | 'medals.export'
  | 'medals.ship'
  | 'medals.reship'
  | 'participant.lookup'
  | 'news.send'
  | 'news.reach'
  | 'news.test'
  | 'numbers.view'
  | 'numbers.export'
  | 'fairplay.keep'
  | 'fairplay.remove'
  | 'registration.move'
  | 'registration.resendConfirmation'
  | 'registration.end'
  | 'giftcodes.batch'
  | 'registration.team'
  | 'registration.address'
  | 'registration.complimentary'
  | 'race.setup'
  | 'options.update';
// npm run organiser:grant writes 'organiser.grant' and 'organiser.remove' itself
// (scripts/organiser-grant.mjs).

export interface OrganiserLogFacts {
  readonly action: OrganiserAction;
  /** The document, registration or search the action is about. */
  readonly target: string;
  readonly reason?: string;
  readonly before?: DocumentData | null;
  readonly after?: DocumentData | null;
}

/** The entry as stored; `at` is the server's time of the write. */
export function organiserLogEntry(caller: Pick<Caller, 'uid' | 'email'>, facts: OrganiserLogFacts) {
  return {
    at: FieldValue.serverTimestamp(),
    by: { uid: caller.uid, email: caller.email ?? '' },
    action: facts.action,
    target: facts.target,
    reason: facts.reason ?? null,
    before: facts.before ?? null,
    after: facts.after ?? null,
  };
}

/** Writes one entry, alone (an export, a lookup: nothing else changes). */
export async function logOrganiserAction(
  db: Firestore,
  caller: Pick<Caller, 'uid' | 'email'>,
  facts: OrganiserLogFacts,
): Promise<void> {
  await db.collection(ORGANISER_LOG).add(organiserLogEntry(caller, facts));
}

/** Writes one entry inside the transaction that makes the change it records. */
export function logInTransaction(
  db: Firestore,
  tx: Transaction,
  caller: Pick<Caller, 'uid' | 'email'>,
  facts: OrganiserLogFacts,
): void {
  tx.create(db.collection(ORGANISER_LOG).doc(), organiserLogEntry(caller, facts));
}
