import { describe, expect, it } from 'vitest';
import { currentPriceCents, isRegistrableRace, toExtra } from './catalogue-models';
import { parsePrice, parseProduct } from '../../../contract/docs/product';

describe('catalogue models', () => {
  it('recognises an active race only', () => {
    const race = parseProduct('p', {
      active: true,
      name: 'R',
      metadata: { type: 'race', url: 'r' },
    });
    expect(isRegistrableRace(race)).toBe(true);
    expect(isRegistrableRace({ ...race, active: false })).toBe(false);
    expect(isRegistrableRace({ ...race, type: 'product' })).toBe(false);
    expect(isRegistrableRace(undefined)).toBe(false);
  });

  it('prices a leg early bird until the day after early_end 07:00 UTC', () => {
    const leg = parsePrice('price_a', {
      active: true,
      unit_amount: 5900,
      description: '250 km Leg',
      metadata: { early_price: '4900', regular_price: '5900' },
    });
    expect(currentPriceCents(leg, '2025-06-30', new Date('2025-07-01T06:59:59Z'))).toBe(4900);
    expect(currentPriceCents(leg, '2025-06-30', new Date('2025-07-01T07:00:00Z'))).toBe(5900);
  });

  it('gives an extra its cheapest active price, or none', () => {
    const product = parseProduct('prod_x', {
      active: true,
      name: 'X',
      description: 'd',
      metadata: { type: 'product', cta: 'Go' },
    });
    const prices = [
      parsePrice('p2', { active: true, unit_amount: 4500 }),
      parsePrice('p1', { active: true, unit_amount: 1800 }),
      parsePrice('p0', { active: false, unit_amount: 1200 }),
      parsePrice('p3', { active: true }),
    ];
    expect(toExtra(product, prices)?.price.id).toBe('p1');
    expect(toExtra(product, [])).toBeNull();
  });
});
