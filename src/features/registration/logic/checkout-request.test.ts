import { describe, expect, it } from 'vitest';
import { buildCheckoutRequest, type CheckoutContext } from './checkout-request';

const context: CheckoutContext = {
  uid: 'u1',
  origin: 'http://localhost:5173',
  raceId: 'prod_race',
  raceUrl: 'race2025',
  teamsEnabled: true,
  catalogue: {
    priceCents: (id) => ({ price_a: 5000, price_b: 8000, price_x: 1800 })[id],
    raceProductId: 'prod_race',
    serviceFee: { baseCents: 300 },
  },
  tracking: { utm_campaign: 'spring' },
  promo: null,
  referralLink: null,
};

describe('buildCheckoutRequest', () => {
  it('builds line items, string metadata and return urls', () => {
    const request = buildCheckoutRequest(
      { distanceId: 'price_a', country: 'US', giftCode_price_b: '2', product_prod_x: 'price_x', teamChoice: 'newTeam', teamName: ' T1 ', teamCode: 'C' },
      { ...context, promo: { code: 'RUN', promotionId: 'promo_1' }, referralLink: 'ref-1' },
    );
    expect(request.line_items).toEqual([
      { price_data: { currency: 'cad', unit_amount: 5000, tax_behavior: 'exclusive', product: 'prod_race' }, quantity: 1 },
      { price_data: { currency: 'cad', unit_amount: 8000, tax_behavior: 'exclusive', product: 'prod_race' }, quantity: 2 },
      { price: 'price_x', quantity: 1 },
      expect.objectContaining({ price_data: expect.objectContaining({ unit_amount: 600 }) }),
      expect.objectContaining({ price_data: expect.objectContaining({ unit_amount: 1500 }) }),
    ]);
    expect(request.metadata).toEqual({
      uid: 'u1', legId: 'price_a', raceId: 'prod_race', raceUrl: 'race2025', teamChoice: 'newTeam', teamName: 'T1', teamCode: 'C',
      gifts: '{"price_b":2}', products: '{"prod_x":"price_x"}', donation: '0', referral_link: 'ref-1', promo_code: 'RUN', utm_campaign: 'spring',
    });
    expect(Object.values(request.metadata).every((value) => typeof value === 'string' && value.length <= 500)).toBe(true);
    expect(request.promotion_code).toBe('promo_1');
    expect(request.success_url).toBe('http://localhost:5173/register/race2025/confirmation?race=a&utm_campaign=spring');
    expect(request.cancel_url).toBe('http://localhost:5173/register/race2025?utm_campaign=spring');
  });

  it('leaves the team name and code out without a team, and promotion_code without a promo', () => {
    const request = buildCheckoutRequest({ distanceId: 'price_a', country: 'CA', teamChoice: 'noTeam', teamName: 'x', teamCode: 'y' }, context);
    expect(request.metadata).not.toHaveProperty('teamName');
    expect(request.metadata).not.toHaveProperty('teamCode');
    expect(request).not.toHaveProperty('promotion_code');
    expect(request.allow_promotion_codes).toBe(true);
  });
});
