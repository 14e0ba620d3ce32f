/**
 * Callable createReferralLink {} → {id}: the caller's personal referral link (docs/product.md §P2
 * Referral hub). The uid comes from auth only, never from the request. An existing link is returned,
 * once it says no more than she chose (referral-link-store.ts); otherwise the first free id
 * (her name as shown, or a neutral random one: never from her e-mail) is claimed in a transaction that writes
 * referral_links/{id} {name, owner} and users/{uid}.referral_link together, so two calls at
 * once still leave one link. Clients never write either document (docs/security.md items 48, 54).
 */
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import {
  CREATE_REFERRAL_LINK,
  CREATE_REFERRAL_LINK_REFUSAL_TEXTS,
  type CreateReferralLinkResponse,
} from '../../../src/contract/callables/referral-link';
import { callableFunction, refusalError } from '../shared/callable';
import { userPath } from '../shared/paths';
import { followReferralLink, newReferralLink } from './referral-link-store';

export const createReferralLink = callableFunction(
  CREATE_REFERRAL_LINK,
  async (_none, caller): Promise<CreateReferralLinkResponse> => {
    const { uid } = caller;
    const email = caller.email ?? undefined;
    const db = getFirestore();
    const userRef = db.doc(userPath(uid));

    return db.runTransaction(async (tx) => {
      const user = await tx.get(userRef);
      // Her link, brought in line with her choice first (a link made from an e-mail, or with
      // her name before she chose hidden, is reissued neutral): referral-link-store.ts.
      const existing = await followReferralLink(db, tx, uid, user);
      const id = existing ?? (await newReferralLink(db, tx, uid, user));
      if (id === 'noFreeId')
        throw refusalError('resource-exhausted', 'noFreeId', CREATE_REFERRAL_LINK_REFUSAL_TEXTS);
      if (existing !== null) return { id };
      // A user document always starts as {email, createdAt} (first sign-in); keep that shape if the
      // hub is reached before it exists, so the owner's later details merge still passes the rules.
      const base = user.exists
        ? {}
        : { email: email ?? '', createdAt: FieldValue.serverTimestamp() };
      tx.set(userRef, { ...base, referral_link: id }, { merge: true });
      return { id };
    });
  },
);
