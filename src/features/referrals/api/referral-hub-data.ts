/**
 * The referral hub's data (docs/product.md §P2 Referral hub, §P7): the count from referrals/{uid}
 * (live) and, for a participant without a link, the createReferralLink callable (the server
 * picks the id and writes referral_links/{id} and users/{uid}.referral_link).
 */
import { useMemo } from 'react';
import { doc, onSnapshot } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import {
  CREATE_REFERRAL_LINK,
  type CreateReferralLinkResponse,
} from '../../../contract/callables/referral-link';
import { callable } from '../../../lib/functions';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';
import { referralCount } from '../logic/referral-count';

/** The referral count of `uid`: 0 while referrals/{uid} does not exist. */
export function useReferralCount(uid: string): LiveQuery<number> {
  const subscribe = useMemo<Subscribe<number>>(
    () => (next, fail) =>
      onSnapshot(
        doc(db, 'referrals', uid),
        (snapshot) => next(referralCount(snapshot.exists() ? snapshot.data() : null)),
        fail,
      ),
    [uid],
  );
  return useSubscription(subscribe);
}

export async function createReferralLink(): Promise<string> {
  const result = await callable<Record<string, never>, Partial<CreateReferralLinkResponse>>(
    CREATE_REFERRAL_LINK.name,
  )({});
  if (typeof result.data.id !== 'string' || result.data.id === '')
    throw new Error('createReferralLink returned no id.');
  return result.data.id;
}
