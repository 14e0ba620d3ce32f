/**
 * The medal page's reads (docs/product.md §P2, §P7): options/cccSpotsLeft (live) and, per tile, its
 * active product by registration url with the active prices (ids for ownership, early-bird
 * and regular prices and the early-bird end for the price line).
 */
import { useMemo } from 'react';
import { collection, doc, getDocs, onSnapshot, query, where } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { fromPromise } from '../../../lib/from-promise';
import { parseSpotsLeft } from '../../../contract/docs/options';
import { parsePrice, parseProduct } from '../../../contract/docs/product';
import { toNumber } from '../../../contract/docs/values';
import type { FrenchTexts } from '../../../contract/l10n';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';
import { MEDAL_TILES } from '../logic/medal-tiles';

export interface TileCatalogue {
  readonly priceIds: readonly string[];
  /** Cents; null when the catalogue has no active price for the tile. */
  readonly earlyPrice: number | null;
  readonly regularPrice: number | null;
  /** 'YYYY-MM-DD' or ''. */
  readonly earlyEnd: string;
  readonly description: string;
  /** The race product's description in French (contract/l10n.ts). */
  readonly fr?: FrenchTexts<'description'>;
}

/** null when options/cccSpotsLeft is missing. */
export function useSpotsLeft(): LiveQuery<number | null> {
  const subscribe = useMemo<Subscribe<number | null>>(
    () => (next, fail) =>
      onSnapshot(
        doc(db, 'options', 'cccSpotsLeft'),
        (snapshot) => next(parseSpotsLeft(snapshot.data())),
        fail,
      ),
    [],
  );
  return useSubscription(subscribe);
}

async function loadTile(raceUrl: string): Promise<TileCatalogue> {
  const products = await getDocs(
    query(
      collection(db, 'products'),
      where('metadata.url', '==', raceUrl),
      where('active', '==', true),
    ),
  );
  const product = products.docs[0];
  if (!product)
    return { priceIds: [], earlyPrice: null, regularPrice: null, earlyEnd: '', description: '' };
  const prices = await getDocs(
    query(collection(db, 'products', product.id, 'prices'), where('active', '==', true)),
  );
  const cheapest = prices.docs
    .map((p) => parsePrice(p.id, p.data()))
    .sort((a, b) => (a.unitAmount ?? 0) - (b.unitAmount ?? 0))[0];
  const { metadata, description, fr } = parseProduct(product.id, product.data());
  return {
    priceIds: prices.docs.map((p) => p.id),
    earlyPrice: cheapest ? toNumber(cheapest.metadata.early_price) : null,
    regularPrice: cheapest
      ? (toNumber(cheapest.metadata.regular_price) ?? cheapest.unitAmount)
      : null,
    earlyEnd: metadata.early_end ?? '',
    description,
    fr,
  };
}

/** Tile letter → its catalogue data. */
async function loadMedalCatalogue(): Promise<Readonly<Record<string, TileCatalogue>>> {
  const entries = await Promise.all(
    MEDAL_TILES.map(async (tile) => [tile.letter, await loadTile(tile.raceUrl)] as const),
  );
  return Object.fromEntries(entries);
}

export function useMedalCatalogue(): LiveQuery<Readonly<Record<string, TileCatalogue>>> {
  return useSubscription(useMemo(() => fromPromise(loadMedalCatalogue), []));
}
