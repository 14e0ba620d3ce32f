import { describe, expect, it } from 'vitest';
import { buildCheckoutMetadata, parseCheckoutMetadata } from './checkout-metadata';
import { isSafeDocId } from './checkout-order';
import { parseTeamChoice } from './team-rules';
import { VALID_ORDER } from './test-support/order-fixture';

const base = { uid: 'u1', legId: 'price_tbcr25_250km', raceId: 'prod_tbcr2025' };

describe('parseCheckoutMetadata', () => {
  it('reads a full metadata map', () => {
    const parsed = parseCheckoutMetadata({
      ...base,
      raceUrl: 'thebigcanadarun2025',
      teamChoice: 'newTeam',
      teamName: ' Maple ',
      teamCode: 'X1',
      gifts: JSON.stringify({ price_tbcr25_250km: 2, price_tbcr25_7000km: 0 }),
      products: JSON.stringify({ prod_socks: 'price_socks_pair', prod_toque: '' }),
      donation: '25',
      foundation: 'trails',
      referral_link: 'avery-tremblay',
      promo_code: 'RUNCANADA',
      shipping_country: 'US',
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        ...base,
        raceUrl: 'thebigcanadarun2025',
        teamChoice: 'newTeam',
        teamName: 'Maple',
        teamCode: 'X1',
        gifts: { price_tbcr25_250km: 2 },
        products: { prod_socks: 'price_socks_pair' },
        donationDollars: 25,
        foundation: 'trails',
        referralLink: 'avery-tremblay',
        promoCode: 'RUNCANADA',
        shippingCountry: 'US',
        // A country alone (a session opened before orders carried their address): no address.
        shippingAddress: null,
      },
    });
  });

  it('defaults missing optional keys', () => {
    const parsed = parseCheckoutMetadata(base);
    expect(parsed.ok && parsed.value).toMatchObject({
      teamChoice: 'noTeam',
      gifts: {},
      products: {},
      donationDollars: 0,
      referralLink: '',
    });
  });

  it.each([
    ['no metadata', null],
    ['no uid', { ...base, uid: '' }],
    ['leg without price_', { ...base, legId: 'tbcr' }],
    ['leg with a slash', { ...base, legId: 'price_a/b' }],
    ['no race', { ...base, raceId: undefined }],
    ['gifts not JSON', { ...base, gifts: '{' }],
    ['gifts an array', { ...base, gifts: '[1]' }],
    ['negative gift', { ...base, gifts: '{"price_a":-1}' }],
    ['fractional gift', { ...base, gifts: '{"price_a":1.5}' }],
    ['too many gifts', { ...base, gifts: '{"price_a":51}' }],
    ['extra price not a string', { ...base, products: '{"prod_socks":3}' }],
    ['donation not whole', { ...base, donation: '2.5' }],
    ['negative donation', { ...base, donation: '-5' }],
  ])('refuses %s', (_label, raw) => {
    expect(parseCheckoutMetadata(raw).ok).toBe(false);
  });
});

describe('helpers', () => {
  it.each([
    ['newTeam', 'newTeam'],
    ['existingTeam', 'existingTeam'],
    ['other', 'noTeam'],
    [undefined, 'noTeam'],
  ])('parseTeamChoice(%j) → %s', (raw, expected) => {
    expect(parseTeamChoice(raw)).toBe(expected);
  });

  it.each([
    ['price_a', true],
    ['', false],
    ['a/b', false],
    ['..', false],
    ['__x__', false],
    [3, false],
  ])('isSafeDocId(%j) → %s', (raw, expected) => {
    expect(isSafeDocId(raw)).toBe(expected);
  });
});

describe('buildCheckoutMetadata', () => {
  const order = {
    ...VALID_ORDER,
    gifts: { price_tbcr25_1000km: 2 },
    donation: { dollars: 25, foundation: 'trails' },
    team: { choice: 'newTeam', name: 'Maple', code: 'maple' },
    referralLink: null,
    shipping: {
      ...VALID_ORDER.shipping,
      country: 'US',
      state: 'NY',
      city: 'New York',
      postalCode: '10118',
    },
  } as const;

  it('round-trips through parseCheckoutMetadata', () => {
    const metadata = buildCheckoutMetadata('u1', order, 'thebigcanadarun2025');
    expect(metadata).not.toHaveProperty('referral_link');
    expect(metadata.utm_source).toBe('mail');
    expect(parseCheckoutMetadata(metadata)).toEqual({
      ok: true,
      value: {
        uid: 'u1',
        legId: 'price_tbcr25_250km',
        raceId: 'prod_tbcr25',
        raceUrl: 'thebigcanadarun2025',
        teamChoice: 'newTeam',
        teamName: 'Maple',
        teamCode: 'maple',
        gifts: { price_tbcr25_1000km: 2 },
        products: { prod_socks: 'price_socks_pair' },
        donationDollars: 25,
        foundation: 'trails',
        referralLink: '',
        promoCode: 'RUNCANADA',
        shippingCountry: 'US',
        shippingAddress: order.shipping,
      },
    });
  });

  it("63. carries the whole shipping address, each field under its own key, within Stripe's limits", () => {
    const longest = {
      ...order,
      shipping: {
        ...order.shipping,
        firstName: 'f'.repeat(100),
        lastName: 'l'.repeat(100),
        address: 'a'.repeat(200),
        city: 'c'.repeat(100),
      },
      referralLink: 'r'.repeat(200),
      tracking: {
        utm_source: 's'.repeat(200),
        utm_medium: 'm'.repeat(200),
        utm_campaign: 'c'.repeat(200),
      },
    };
    const metadata = buildCheckoutMetadata('u1', longest, 'thebigcanadarun2025');
    expect(metadata).toMatchObject({
      shipping_first_name: 'f'.repeat(100),
      shipping_address: 'a'.repeat(200),
      shipping_city: 'c'.repeat(100),
      shipping_state: 'NY',
      shipping_postal_code: '10118',
      shipping_country: 'US',
      shipping_phone: '613-555-0100',
    });
    expect(Object.keys(metadata).length).toBeLessThanOrEqual(50);
    for (const [key, value] of Object.entries(metadata)) {
      expect(key.length, key).toBeLessThanOrEqual(40);
      expect(value.length, key).toBeLessThanOrEqual(500);
    }
  });

  it('63. reads no address from metadata whose address is partial or invalid (shipping is still charged from the country)', () => {
    const metadata = buildCheckoutMetadata('u1', order, 'r');
    const { shipping_city: _city, ...partial } = metadata;
    expect(parseCheckoutMetadata(partial)).toMatchObject({
      ok: true,
      value: { shippingCountry: 'US', shippingAddress: null },
    });
    expect(parseCheckoutMetadata({ ...metadata, shipping_postal_code: 'K1A 0B1' })).toMatchObject({
      ok: true,
      value: { shippingAddress: null },
    });
  });

  it('keeps the longest team name whole (no cut at 500 characters)', () => {
    const name = 'a'.repeat(100);
    expect(
      buildCheckoutMetadata('u1', { ...order, team: { ...order.team, name } }, 'r').teamName,
    ).toBe(name);
  });
});
