/**
 * A race's checkout banner and backgrounds, from its product (metadata.url == raceUrl,
 * spec 01 §7). Loaded lazily by use-checkout-look.ts, only under /register/{raceUrl}/, so
 * /signin and /createaccount never pull Firestore.
 */
import { collection, getDocs, limit, query, where } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { DEFAULT_LOOK, lookFromMetadata, type CheckoutLook } from '../checkout-look';

export async function fetchRaceCheckoutLook(raceUrl: string): Promise<CheckoutLook> {
  const products = query(
    collection(db, 'products'),
    where('metadata.url', '==', raceUrl),
    where('active', '==', true),
    limit(1),
  );
  const snapshot = await getDocs(products);
  const product = snapshot.docs[0];
  if (!product) return DEFAULT_LOOK;
  const metadata: unknown = product.get('metadata');
  return lookFromMetadata(typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>) : undefined);
}
