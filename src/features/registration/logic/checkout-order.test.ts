import { describe, expect, it } from 'vitest';
import { parseCheckoutOrder } from '../../../contract/checkout-order';
import { buildCheckoutOrder, type OrderContext } from './checkout-order';

const context: OrderContext = {
  origin: 'http://localhost:5173',
  raceId: 'prod_tbcr25',
  teamsEnabled: true,
  tracking: { utm_source: 'mail', utm_medium: null, utm_campaign: '' },
  promoCode: 'RUNCANADA',
  referralLink: 'avery-tremblay',
};

const data = {
  distanceId: 'price_tbcr25_250km',
  firstName: 'Avery',
  lastName: 'Tremblay',
  address: ' 12 Main St ',
  country: 'CA',
  state: 'ON',
  city: 'Ottawa',
  postalCode: 'K1A 0B1',
  phoneNumber: '613-555-0100',
  teamChoice: 'newTeam',
  teamName: '  Maple Striders ',
  teamCode: 'maple',
  giftCode_price_tbcr25_1000km: '2',
  giftCode_price_tbcr25_250km: '0',
  giftCode: 'GIFT-DEMO-1',
  product_prod_socks: 'price_socks',
  product_prod_toque: '',
  donation: '25',
  foundation: 'food-banks',
};

describe('buildCheckoutOrder', () => {
  it('sends what was chosen, no amounts, in the shape the callable accepts', () => {
    const order = buildCheckoutOrder(data, context);
    expect(order).toEqual({
      raceId: 'prod_tbcr25',
      legId: 'price_tbcr25_250km',
      gifts: { price_tbcr25_1000km: 2 },
      extras: { prod_socks: 'price_socks' },
      donation: { dollars: 25, foundation: 'food-banks' },
      team: { choice: 'newTeam', name: 'Maple Striders', code: 'maple' },
      promoCode: 'RUNCANADA',
      referralLink: 'avery-tremblay',
      shipping: {
        firstName: 'Avery',
        lastName: 'Tremblay',
        address: '12 Main St',
        country: 'CA',
        state: 'ON',
        city: 'Ottawa',
        postalCode: 'K1A 0B1',
        phoneNumber: '613-555-0100',
      },
      tracking: { utm_source: 'mail' },
      origin: 'http://localhost:5173',
    });
    expect(parseCheckoutOrder(order)).toEqual({ ok: true, value: order });
  });

  it('drops the team on a race without teams', () => {
    expect(buildCheckoutOrder(data, { ...context, teamsEnabled: false }).team).toEqual({
      choice: 'noTeam',
      name: '',
      code: '',
    });
  });
});
