import { describe, expect, it } from 'vitest';
import { isSafeDocId, parseCheckoutMetadata, parseTeamChoice } from './checkout-metadata';

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
      },
    });
  });

  it('defaults missing optional keys', () => {
    const parsed = parseCheckoutMetadata(base);
    expect(parsed.ok && parsed.value).toMatchObject({ teamChoice: 'noTeam', gifts: {}, products: {}, donationDollars: 0, referralLink: '' });
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
