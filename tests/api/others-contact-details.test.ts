/**
 * docs/security.md item 62 and the walk behind it: signed in as a demo participant, read every
 * document the app reads or may read, with the real SDK on the seeded emulator, and find no
 * other participant's e-mail, phone number or street address in anything she is served.
 *
 * "Every document": each seeded document by id (what the rules refuse is skipped: that is the
 * rules' answer), the standings and boards the seed builds, and the lists the rules allow
 * (active products and prices, a leg's teams, her own payments and checkout sessions). The
 * demo runner bought GIFT-USED-1, which demo-p61 redeemed: the one document that used to name
 * someone else to her (giftcodes/{code}.usedBy).
 */
import { signOut } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  where,
  type DocumentData,
  type Query,
} from 'firebase/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../../src/features/auth/api/auth-actions';
import { auth } from '../../src/lib/firebase-app';
import { db } from '../../src/lib/firestore';
import {
  allPeople,
  DEMO_PASSWORD,
  DEMO_RUNNER_UID,
  DEMO_TEAMMATE_UID,
  GIFT_CODES,
  GIFT_REDEEMER_UID,
} from '../../scripts/seed/people.mjs';
import { seedDocs } from './support/seed-data';

const PEOPLE = allPeople();

afterEach(async () => {
  await signOut(auth);
});

function isPermissionDenied(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'permission-denied'
  );
}

/** The document's data, or null when the rules refuse it (or it does not exist). */
async function served(path: string): Promise<DocumentData | null> {
  try {
    return (await getDoc(doc(db, path))).data() ?? null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

async function servedList(path: string, q: Query): Promise<[string, DocumentData][]> {
  try {
    return (await getDocs(q)).docs.map((d) => [`${path}/${d.id}`, d.data()]);
  } catch (error) {
    if (isPermissionDenied(error)) return [];
    throw error;
  }
}

/** Every string in a document: values and map keys, at any depth. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [key, ...strings(item)]);
  return [];
}

const LEGS = [
  ...new Set(
    [...seedDocs.keys()]
      .map((path) => /^races\/([^/]+)\/subscribedUsers\//.exec(path)?.[1])
      .filter((id) => id !== undefined),
  ),
];
const PRODUCTS = [...seedDocs.keys()]
  .filter((path) => /^products\/[^/]+$/.test(path))
  .map((path) => path.split('/')[1]!);

/** Everything `uid` is served: seeded documents by id, derived documents, and the lists the rules allow. */
async function everythingServedTo(uid: string): Promise<Map<string, DocumentData>> {
  const byId = await Promise.all(
    [...seedDocs.keys(), ...LEGS.map((leg) => `races/${leg}/board/current`)].map(
      async (path) => [path, await served(path)] as const,
    ),
  );
  const lists = await Promise.all([
    servedList('products', query(collection(db, 'products'), where('active', '==', true))),
    ...PRODUCTS.map((id) =>
      servedList(
        `products/${id}/prices`,
        query(collection(db, 'products', id, 'prices'), where('active', '==', true)),
      ),
    ),
    ...LEGS.map((leg) =>
      servedList(`races/${leg}/teams`, query(collection(db, 'races', leg, 'teams'))),
    ),
    ...LEGS.map((leg) =>
      servedList(
        `races/${leg}/standings`,
        query(collection(db, 'races', leg, 'standings'), limit(16)),
      ),
    ),
    servedList(
      `stripe_customers/${uid}/payments`,
      query(collection(db, 'stripe_customers', uid, 'payments')),
    ),
    servedList(
      `stripe_customers/${uid}/checkout_sessions`,
      query(collection(db, 'stripe_customers', uid, 'checkout_sessions')),
    ),
  ]);
  const all = new Map<string, DocumentData>();
  for (const [path, data] of [...byId, ...lists.flat()]) if (data) all.set(path, data);
  return all;
}

/** Other people's e-mails, phones and street addresses (a value she shares with someone is hers too). */
function othersContactDetails(uid: string) {
  const me = PEOPLE.find((p) => p.uid === uid)!;
  const mine = new Set([me.email, me.phoneNumber, me.address]);
  const others = PEOPLE.filter((p) => p.uid !== uid);
  const keep = (values: string[]) => [...new Set(values)].filter((v) => !mine.has(v));
  return {
    emails: keep(others.map((p) => p.email)),
    phones: keep(others.map((p) => p.phoneNumber)),
    addresses: keep(others.map((p) => p.address)),
  };
}

/** 'path: value' for each contact detail of someone else found in a served document. */
function leaks(served: Map<string, DocumentData>, uid: string): string[] {
  const { emails, phones, addresses } = othersContactDetails(uid);
  const found: string[] = [];
  for (const [path, data] of served) {
    for (const text of strings(data)) {
      for (const hit of [...emails, ...phones].filter((v) => text.includes(v)))
        found.push(`${path}: ${hit}`);
      if (addresses.includes(text)) found.push(`${path}: ${text}`);
    }
  }
  return found;
}

async function signInAs(uid: string) {
  const person = PEOPLE.find((p) => p.uid === uid)!;
  await signIn(person.email, DEMO_PASSWORD);
  return person;
}

describe("another participant's contact details", () => {
  it("62. the demo runner (bought GIFT-USED-1) reads its used mark, and no one else's e-mail, phone or address anywhere", async () => {
    const me = await signInAs(DEMO_RUNNER_UID);
    const all = await everythingServedTo(me.uid);
    expect(leaks(all, me.uid)).toEqual([]);

    // What makes the walk worth something: she is served her used code, her own document (in
    // which the search finds her own e-mail), the catalogue, teams, standings and boards.
    expect(all.get(`giftcodes/${GIFT_CODES.used250}`)).toMatchObject({
      used: true,
      purchasedBy: me.uid,
    });
    expect(all.get(`giftcodes/${GIFT_CODES.used250}`)?.usedAt).toBeDefined();
    expect(strings(all.get(`users/${me.uid}`))).toContain(me.email);
    for (const prefix of [
      'products/',
      'races/price_tbcr25_1000km/teams/',
      'races/price_tbcr25_1000km/standings/',
      'races/price_tbcr25_1000km/board/',
    ]) {
      expect(
        [...all.keys()].some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    expect(all.size).toBeGreaterThan(60);
  });

  it.each([
    ['the redeemer of GIFT-USED-1', GIFT_REDEEMER_UID],
    ['the teammate', DEMO_TEAMMATE_UID],
  ])("62. %s reads no one else's e-mail, phone or address anywhere", async (_label, uid) => {
    const me = await signInAs(uid);
    const all = await everythingServedTo(me.uid);
    expect(strings(all.get(`users/${me.uid}`))).toContain(me.email);
    expect(leaks(all, me.uid)).toEqual([]);
  });

  it("62. the redemption record (the redeemer's e-mail and uid) is served to nobody: buyer, redeemer, anyone", async () => {
    const path = `giftcode_redemptions/${GIFT_CODES.used250}`;
    expect(seedDocs.get(path)?.usedBy).toMatchObject({ id: GIFT_REDEEMER_UID });
    for (const uid of [DEMO_RUNNER_UID, GIFT_REDEEMER_UID]) {
      await signInAs(uid);
      await expect(getDoc(doc(db, path))).rejects.toMatchObject({ code: 'permission-denied' });
      await signOut(auth);
    }
    await expect(getDoc(doc(db, path))).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
