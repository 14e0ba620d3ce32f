/**
 * The registration feature's catalogue reads (docs/product.md §R7) with the real SDK on the seeded
 * emulator: the race by url, its active legs in price order, extras at their cheapest active
 * price, the service fee's highest price, the active charities by order. The rules serve only
 * queries that ask for active == true (docs/security.md item 30): these are the queries the app makes.
 */
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchExtras,
  fetchServiceFee,
  subscribeCharities,
  subscribeLegPrices,
  subscribeRaceByUrl,
} from '../../src/features/registration/api/catalogue';
import { createAccount } from '../../src/features/auth/api/auth-actions';
import { auth } from '../../src/lib/firebase-app';
import { uniqueEmail } from './support/emulator-accounts';
import { firstValue } from './support/first-value';
import { seedCollection, seedDocs, seedProductByUrl } from './support/seed-data';

const [RACE_ID] = seedProductByUrl('thebigcanadarun2025');

const activeSortedPrices = (productId: string) =>
  seedCollection(`products/${productId}/prices`)
    .filter(([, data]) => data.active === true)
    .sort(([a, x], [b, y]) => x.unit_amount - y.unit_amount || a.localeCompare(b));

describe('as a visitor', () => {
  beforeAll(async () => {
    await signOut(auth);
  });

  it('finds an active race by its url, with its metadata', async () => {
    const race = await firstValue(subscribeRaceByUrl('thebigcanadarun2025'));
    expect(race?.id).toBe(RACE_ID);
    expect(race).toMatchObject({
      active: true,
      name: seedDocs.get(`products/${RACE_ID}`)?.name,
      metadata: { type: 'race', url: 'thebigcanadarun2025' },
    });
  });

  it('finds no race for an unknown url, nor for an inactive race', async () => {
    expect(await firstValue(subscribeRaceByUrl('nosuchrace'))).toBeUndefined();
    const [inactiveId, inactive] = seedProductByUrl('oldchallenge2022');
    expect(inactive.active).toBe(false); // the seed still has it, switched off
    expect(inactiveId).toBeTruthy();
    expect(await firstValue(subscribeRaceByUrl('oldchallenge2022'))).toBeUndefined();
  });

  it("lists the race's active legs only, cheapest first", async () => {
    const legs = await firstValue(subscribeLegPrices(RACE_ID));
    const expected = activeSortedPrices(RACE_ID);
    expect(seedCollection(`products/${RACE_ID}/prices`).length).toBeGreaterThan(expected.length); // an inactive leg exists
    expect(legs.map((leg) => leg.id)).toEqual(expected.map(([id]) => id));
    expect(legs.map((leg) => leg.unitAmount)).toEqual(expected.map(([, data]) => data.unit_amount));
    expect(legs.every((leg) => leg.active)).toBe(true);
  });

  it('gives every extra with its cheapest active price (an inactive cheaper one is skipped)', async () => {
    const extras = await fetchExtras();
    const expected = seedCollection('products')
      .filter(([, data]) => data.active === true && data.metadata?.type === 'product')
      .map(([id]) => [id, activeSortedPrices(id)[0]![0]])
      .sort();
    expect(extras.map((extra) => [extra.id, extra.price.id]).sort()).toEqual(expected);
    expect(extras.find((extra) => extra.id === 'prod_socks')?.price).toMatchObject({
      id: 'price_socks_pair',
      unitAmount: 1800,
    });
  });

  it('gives the service fee at its highest active price', async () => {
    const [feeId, fee] = seedCollection('products').find(
      ([, data]) => data.metadata?.type === 'fee',
    )!;
    const highest = activeSortedPrices(feeId).at(-1)!;
    expect(await fetchServiceFee()).toEqual({
      priceId: highest[0],
      baseCents: highest[1].unit_amount,
      name: fee.name,
      description: fee.description,
    });
  });

  it('is refused the charities (signed-in participants only)', async () => {
    await expect(firstValue(subscribeCharities())).rejects.toMatchObject({
      name: 'RegistrationError',
      code: 'permission-denied',
    });
  });
});

describe('as a participant', () => {
  beforeAll(async () => {
    await createAccount(uniqueEmail('catalogue'), 'secret-pass-1');
  });
  afterAll(async () => {
    await signOut(auth);
  });

  it('gets the active charities by their order', async () => {
    const charities = await firstValue(subscribeCharities());
    const seeded = Object.entries(seedDocs.get('options/checkoutCharities') ?? {});
    const expected = seeded
      .filter(([, c]) => c.active === true)
      .sort(([, a], [, b]) => a.order - b.order)
      .map(([id]) => id);
    expect(seeded.length).toBeGreaterThan(expected.length); // an inactive charity exists
    expect(charities.map((charity) => charity.id)).toEqual(expected);
    expect(charities[0]).toMatchObject({
      name: 'Community Food Banks',
      imageUrl: '/images/charity-food-banks.svg',
      order: 1,
    });
  });
});
