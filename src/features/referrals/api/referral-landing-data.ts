/**
 * The referral landing's reads (docs/product.md §P7): referral_links/{id} by id, the two coupon codes
 * in options/referralCoupons, and the active products flagged for the referral page
 * (stripe_metadata_referralPage equal to the text 'true', active only). All open to visitors.
 */
import { useMemo } from 'react';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { isSafeDocId } from '../../../contract/document-id';
import { parseReferralLink } from '../../../contract/docs/referral-link';
import { db } from '../../../lib/firestore';
import { fromPromise } from '../../../lib/from-promise';
import { parseProduct } from '../../../contract/docs/product';
import type { FrenchTexts } from '../../../contract/l10n';
import { useSubscription, type LiveQuery } from '../../../lib/use-subscription';
import { parseReferralCoupons, type ReferralCoupons } from '../../../contract/docs/options';

export interface ReferralProduct {
  readonly id: string;
  readonly name: string;
  readonly image: string;
  /** The registration path segment (metadata.url); '' for a product without its own registration. */
  readonly raceUrl: string;
  /** The product's name in French (contract/l10n.ts). */
  readonly fr?: FrenchTexts<'name'>;
}

/** An id Firestore could not take (src/contract/document-id.ts) is an unknown link, not an error. */
async function loadReferralLink(id: string): Promise<{ name: string } | null> {
  if (!isSafeDocId(id)) return null;
  const snapshot = await getDoc(doc(db, 'referral_links', id));
  const link = parseReferralLink(snapshot.data());
  return link && { name: link.name };
}

async function loadReferralCoupons(): Promise<ReferralCoupons | null> {
  return parseReferralCoupons((await getDoc(doc(db, 'options', 'referralCoupons'))).data());
}

function parseReferralProduct(id: string, data: unknown): ReferralProduct {
  const product = parseProduct(id, data);
  return {
    id,
    name: product.name,
    image: product.images[0] ?? '',
    raceUrl: product.metadata.url ?? '',
    fr: product.fr,
  };
}

async function loadReferralProducts(): Promise<ReferralProduct[]> {
  const snapshot = await getDocs(
    query(
      collection(db, 'products'),
      where('stripe_metadata_referralPage', '==', 'true'),
      where('active', '==', true),
    ),
  );
  return snapshot.docs
    .map((d) => parseReferralProduct(d.id, d.data()))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function useReferralLink(id: string): LiveQuery<{ name: string } | null> {
  return useSubscription(useMemo(() => fromPromise(() => loadReferralLink(id)), [id]));
}

export function useReferralCoupons(): LiveQuery<ReferralCoupons | null> {
  return useSubscription(useMemo(() => fromPromise(loadReferralCoupons), []));
}

export function useReferralProducts(): LiveQuery<ReferralProduct[]> {
  return useSubscription(useMemo(() => fromPromise(loadReferralProducts), []));
}
