import { describe, expect, it } from 'vitest';
import { GIFT_REDEMPTION_REFUSALS, giftRedemptionRefusalOf } from './gift-code-redemption';
import { ALREADY_REGISTERED_MESSAGE } from './registration-refusals';

describe('giftRedemptionRefusalOf', () => {
  it.each([
    ['not-found', 'invalid'],
    ['functions/not-found', 'invalid'],
    ['failed-precondition', 'wrongDistance'],
    ['functions/failed-precondition', 'wrongDistance'],
    ['already-exists', 'alreadyRegistered'],
    ['functions/already-exists', 'alreadyRegistered'],
    ['unavailable', null],
    ['functions/internal', null],
    ['invalid-argument', null],
    ['', null],
  ])('%s → %s', (code, reason) => {
    expect(giftRedemptionRefusalOf(code)).toBe(reason);
  });
});

describe('GIFT_REDEMPTION_REFUSALS', () => {
  it('says each refusal in the spec text (docs/product.md §R8)', () => {
    expect(GIFT_REDEMPTION_REFUSALS.invalid.message).toBe(
      'Invalid Code. Codes are case-sensitive.',
    );
    expect(GIFT_REDEMPTION_REFUSALS.wrongDistance.message).toBe(
      'This coupon is not valid for this distance.',
    );
    expect(GIFT_REDEMPTION_REFUSALS.alreadyRegistered.message).toBe(ALREADY_REGISTERED_MESSAGE);
  });
});
