/**
 * Callable createReferralLink {} → {id}: the caller's personal referral link (spec 02 §2
 * Referral hub). The uid comes from auth only (checklist 59). An existing link is returned as
 * is; otherwise the first free readable id is claimed in a transaction that writes
 * referral_links/{id} {name, owner} and users/{uid}.referral_link together, so two calls at
 * once still leave one link. Clients never write either document (checklist 48, 54).
 */
import { randomBytes } from 'node:crypto';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import {
  CREATE_REFERRAL_LINK,
  CREATE_REFERRAL_LINK_REFUSAL_TEXTS,
  type CreateReferralLinkResponse,
} from '../../../src/contract/callables/referral-link';
import { callableFunction, refusalError } from '../shared/callable';
import { userPath } from '../shared/paths';
import { parseReferralLink } from '../../../src/contract/docs/referral-link';
import { candidateIds, displayName } from './referral-link-id';

export const createReferralLink = callableFunction(
  CREATE_REFERRAL_LINK,
  async (_none, caller): Promise<CreateReferralLinkResponse> => {
    const { uid } = caller;
    const email = caller.email ?? undefined;
    const db = getFirestore();
    const userRef = db.doc(userPath(uid));

    return db.runTransaction(async (tx) => {
      const user = await tx.get(userRef);
      const existing = user.get('referral_link');
      if (typeof existing === 'string' && existing !== '') {
        const link = await tx.get(db.collection('referral_links').doc(existing));
        if (parseReferralLink(link.data())?.owner === uid) return { id: existing };
      }
      const name = displayName(
        user.get('details') as Record<string, unknown> | undefined,
        email ?? user.get('email'),
      );
      const candidates = candidateIds(name, () => randomBytes(3).toString('hex'));
      const snapshots = await tx.getAll(
        ...candidates.map((id) => db.collection('referral_links').doc(id)),
      );
      const free = snapshots.find((snapshot) => !snapshot.exists);
      if (!free)
        throw refusalError('resource-exhausted', 'noFreeId', CREATE_REFERRAL_LINK_REFUSAL_TEXTS);
      tx.create(free.ref, { name, owner: uid });
      // A user document always starts as {email, createdAt} (first sign-in); keep that shape if the
      // hub is reached before it exists, so the owner's later details merge still passes the rules.
      const base = user.exists
        ? {}
        : { email: email ?? '', createdAt: FieldValue.serverTimestamp() };
      tx.set(userRef, { ...base, referral_link: free.id }, { merge: true });
      return { id: free.id };
    });
  },
);
