import { describe, expect, it } from 'vitest';
import { giftCodePath, legPath, paymentPath, rowPath, rowsPath, teamPath, userPath } from './paths';

describe('Firestore paths', () => {
  it.each([
    ['user', userPath('u1'), 'users/u1'],
    ['leg', legPath('price_1'), 'races/price_1'],
    ['rows', rowsPath('price_1'), 'races/price_1/subscribedUsers'],
    ['row', rowPath('price_1', 'u1'), 'races/price_1/subscribedUsers/u1'],
    ['team', teamPath('price_1', 'Maple'), 'races/price_1/teams/Maple'],
    ['payment', paymentPath('u1', 'pi_1'), 'stripe_customers/u1/payments/pi_1'],
    ['gift code', giftCodePath('GIFT-1'), 'giftcodes/GIFT-1'],
  ])('%s', (_label, path, expected) => {
    expect(path).toBe(expected);
  });
});
