/**
 * What the account page shows of each gift code bought (docs/product.md §P2, §P7 read giftcodes/{id}):
 * whether it is used (the rules let the buyer get her own codes; who redeemed one is kept from
 * her, docs/security.md item 62) and its leg's name from the
 * catalogue price. One read per code and per leg; an unreadable one (an inactive leg, a code
 * bought before purchasedBy was stored) stays unknown instead of failing the page.
 */
import { useMemo } from 'react';
import { doc, getDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { fromPromise } from '../../../lib/from-promise';
import { parseGiftCode } from '../../../contract/docs/gift-code';
import { toText } from '../../../contract/docs/values';
import { parseFrench, type Localizable } from '../../../contract/l10n';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';

export interface GiftCodeRef {
  readonly code: string;
  readonly legId: string;
  /** The race product the leg is a price of. */
  readonly raceId: string;
}

export interface GiftCodeDetails {
  readonly usedByCode: Readonly<Record<string, boolean>>;
  /** Each leg's name, with its French (the price's `description` and `fr.description`). */
  readonly legNames: Readonly<Record<string, Localizable<'name'>>>;
}

function isPermissionDenied(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code === 'permission-denied' || code === 'firestore/permission-denied';
}

/** Resolves to undefined when the rules refuse the read; rethrows anything else (network: Retry). */
async function readOrSkip<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (isPermissionDenied(error)) return undefined;
    throw error;
  }
}

async function loadGiftCodeDetails(refs: readonly GiftCodeRef[]): Promise<GiftCodeDetails> {
  const legs = [
    ...new Map(refs.filter((r) => r.raceId !== '').map((r) => [r.legId, r.raceId])).entries(),
  ];
  const [codes, names] = await Promise.all([
    Promise.all(
      refs.map((r) =>
        readOrSkip(() => getDoc(doc(db, 'giftcodes', r.code))).then(
          (snap) => [r.code, snap] as const,
        ),
      ),
    ),
    Promise.all(
      legs.map(([legId, raceId]) =>
        readOrSkip(() => getDoc(doc(db, 'products', raceId, 'prices', legId))).then(
          (snap) => [legId, snap] as const,
        ),
      ),
    ),
  ]);
  const usedByCode: Record<string, boolean> = {};
  for (const [code, snap] of codes)
    if (snap?.exists()) usedByCode[code] = parseGiftCode(snap.data())?.used === true;
  const legNames: Record<string, Localizable<'name'>> = {};
  for (const [legId, snap] of names) {
    const name = snap?.exists() ? toText(snap.get('description')) : '';
    const french = parseFrench<'description'>(snap?.data())?.description;
    if (name) legNames[legId] = { name, fr: french ? { name: french } : undefined };
  }
  return { usedByCode, legNames };
}

/** The details of `refs`, re-read only when the set of codes changes (not on every user-doc snapshot). */
export function useGiftCodeDetails(refs: readonly GiftCodeRef[]): LiveQuery<GiftCodeDetails> {
  const key = JSON.stringify(refs.map((r) => [r.code, r.legId, r.raceId]));
  const subscribe = useMemo<Subscribe<GiftCodeDetails>>(() => {
    const parsed = (JSON.parse(key) as [string, string, string][]).map(([code, legId, raceId]) => ({
      code,
      legId,
      raceId,
    }));
    return fromPromise(() => loadGiftCodeDetails(parsed));
  }, [key]);
  return useSubscription(subscribe);
}
