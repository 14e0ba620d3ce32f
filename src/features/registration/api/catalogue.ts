/**
 * Catalogue reads for registration (docs/product.md §R7): the race by its url, its active legs,
 * the extras, the service fee and the charities. Typed refs with withConverter; rules
 * only allow queries that ask for active == true (firestore.rules, docs/security.md item 30).
 */
import { collection, doc, getDocs, onSnapshot, query, where } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { readOnlyConverter } from '../../../lib/read-only-converter';
import type { Subscribe } from '../../../lib/use-subscription';
import { parsePrice, parseProduct } from '../../../contract/docs/product';
import {
  byUnitAmount,
  toExtra,
  type ExtraProduct,
  type LegPrice,
  type RaceProduct,
  type ServiceFee,
} from './catalogue-models';
import { parseCharities, type Charity } from '../../../contract/docs/charities';
import { toRegistrationError } from './registration-error';

const productConverter = readOnlyConverter('products/{id}', (data, id) => parseProduct(id, data));
const priceConverter = readOnlyConverter('products/{id}/prices/{priceId}', (data, id) =>
  parsePrice(id, data),
);
const charitiesConverter = readOnlyConverter('options/checkoutCharities', parseCharities);

const productsRef = () => collection(db, 'products').withConverter(productConverter);
const pricesRef = (productId: string) =>
  collection(db, 'products', productId, 'prices').withConverter(priceConverter);

function activeProductsWhere(field: string, value: string) {
  return query(productsRef(), where(field, '==', value), where('active', '==', true));
}

function activePrices(productId: string) {
  return query(pricesRef(productId), where('active', '==', true));
}

/** The active product whose metadata.url is `raceUrl` (undefined when none). */
export function subscribeRaceByUrl(raceUrl: string): Subscribe<RaceProduct | undefined> {
  return (next, fail) =>
    onSnapshot(
      activeProductsWhere('metadata.url', raceUrl),
      (snapshot) => next(snapshot.docs[0]?.data()),
      (error) => fail(toRegistrationError(error)),
    );
}

/** The race's active legs ordered by unit_amount (sorted here: no composite index needed). */
export function subscribeLegPrices(productId: string): Subscribe<readonly LegPrice[]> {
  return (next, fail) =>
    onSnapshot(
      activePrices(productId),
      (snapshot) => next(snapshot.docs.map((d) => d.data()).sort(byUnitAmount)),
      (error) => fail(toRegistrationError(error)),
    );
}

/** Extras: active products of type 'product', each with its cheapest active price. */
export async function fetchExtras(): Promise<readonly ExtraProduct[]> {
  try {
    const products = await getDocs(activeProductsWhere('metadata.type', 'product'));
    const extras = await Promise.all(
      products.docs.map(async (snapshot) => {
        const prices = await getDocs(activePrices(snapshot.id));
        return toExtra(
          snapshot.data(),
          prices.docs.map((d) => d.data()),
        );
      }),
    );
    return extras.filter((extra): extra is ExtraProduct => extra !== null);
  } catch (error) {
    throw toRegistrationError(error);
  }
}

/** The Service Fee product (metadata type 'fee') and its highest-priced active price. */
export async function fetchServiceFee(): Promise<ServiceFee> {
  try {
    const products = await getDocs(activeProductsWhere('metadata.type', 'fee'));
    const product = products.docs[0];
    if (!product) return { priceId: '', baseCents: 0, name: 'Service Fee', description: '' };
    const prices = (await getDocs(activePrices(product.id))).docs
      .map((d) => d.data())
      .sort(byUnitAmount);
    const highest = prices[prices.length - 1];
    return {
      priceId: highest?.id ?? '',
      baseCents: highest?.unitAmount ?? 0,
      name: product.data().name || 'Service Fee',
      description: product.data().description,
    };
  } catch (error) {
    throw toRegistrationError(error);
  }
}

/** options/checkoutCharities: the active ones, by order. */
export function subscribeCharities(): Subscribe<readonly Charity[]> {
  return (next, fail) =>
    onSnapshot(
      doc(db, 'options', 'checkoutCharities').withConverter(charitiesConverter),
      (snapshot) => next(snapshot.data() ?? []),
      (error) => fail(toRegistrationError(error)),
    );
}
