/**
 * A participant without a referral link gets one from the server once (docs/product.md §P2 Referral
 * hub); the live user document then shows it. A failure offers Retry.
 */
import { useMemo } from 'react';
import { fromPromise } from '../../../lib/from-promise';
import { useSubscription, type LiveQuery } from '../../../lib/use-subscription';
import { createReferralLink } from './referral-hub-data';

export function useEnsureReferralLink(needsLink: boolean): LiveQuery<string> {
  return useSubscription(
    useMemo(() => (needsLink ? fromPromise(createReferralLink) : null), [needsLink]),
  );
}
