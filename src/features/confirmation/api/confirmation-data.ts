/**
 * The confirmation page's reads (docs/product.md §R2.7, §R7): a live listener on users/{uid}, the race
 * product's links (products/{raceId}) and the gift legs' descriptions
 * (products/{raceId}/prices/{legId}). House hook shape; listeners stop on unmount.
 *
 * Catalogue reads are best-effort: rules only serve active products and prices, so a read
 * that fails is reported and the page falls back (links hidden, the leg id shown).
 */
import { useMemo } from 'react';
import { doc, getDoc } from 'firebase/firestore';
import { localized, type ContentLanguage } from '../../../contract/l10n';
import { db } from '../../../lib/firestore';
import { readOnlyConverter } from '../../../lib/read-only-converter';
import { reportError } from '../../../lib/report-error';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';
import {
  NO_RACE_LINKS,
  parseLegLabel,
  parseRaceLinks,
  type LegLabel,
  type RaceLinks,
} from './race-product-models';

const raceLinksConverter = readOnlyConverter('products/{raceId}', parseRaceLinks);
const legLabelConverter = readOnlyConverter('products/{raceId}/prices/{legId}', (data, id) =>
  parseLegLabel(id, data),
);

const raceLinksRef = (raceId: string) =>
  doc(db, 'products', raceId).withConverter(raceLinksConverter);
const legLabelRef = (raceId: string, legId: string) =>
  doc(db, 'products', raceId, 'prices', legId).withConverter(legLabelConverter);

/** A one-shot load as a Subscribe: a result after unmount is dropped. */
function once<T>(load: () => Promise<T>): Subscribe<T> {
  return (next, fail) => {
    let active = true;
    load().then(
      (value) => active && next(value),
      (error: unknown) => active && fail(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      active = false;
    };
  };
}

/** users/{uid}, live (the shared hook). */
export { useUserDoc as useConfirmationUserDoc } from '../../../lib/use-user-doc';

async function loadRaceLinks(raceId: string): Promise<RaceLinks> {
  if (!raceId) return NO_RACE_LINKS;
  try {
    const snapshot = await getDoc(raceLinksRef(raceId));
    return snapshot.data() ?? NO_RACE_LINKS;
  } catch (error) {
    reportError(error, { action: 'loadRaceLinks', raceId });
    return NO_RACE_LINKS;
  }
}

async function loadLegLabel(raceId: string, legId: string): Promise<LegLabel> {
  try {
    const snapshot = await getDoc(legLabelRef(raceId, legId));
    return snapshot.data() ?? { legId, label: legId };
  } catch (error) {
    reportError(error, { action: 'loadGiftLeg', raceId, legId });
    return { legId, label: legId };
  }
}

/** metadata.bib_link and metadata.fb_link of products/{raceId}; both null when unreadable. */
export function useRaceLinks(raceId: string): LiveQuery<RaceLinks> {
  const subscribe = useMemo(() => once(() => loadRaceLinks(raceId)), [raceId]);
  return useSubscription(subscribe);
}

/** legId → description in `language` for each leg (the key is the sorted leg ids joined by ','). */
export function useLegLabels(
  raceId: string,
  legIds: readonly string[],
  language: ContentLanguage,
): LiveQuery<Readonly<Record<string, string>>> {
  const key = legIds.join(',');
  const subscribe = useMemo(
    () =>
      once(async () => {
        const ids = key ? key.split(',') : [];
        const labels = raceId
          ? await Promise.all(ids.map((legId) => loadLegLabel(raceId, legId)))
          : [];
        return Object.fromEntries(
          labels.map((label) => [label.legId, localized(label, 'label', language)]),
        );
      }),
    [raceId, key, language],
  );
  return useSubscription(subscribe);
}
