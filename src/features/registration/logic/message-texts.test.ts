import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { orderRefusal, START_CHECKOUT_REFUSALS } from '../../../contract/checkout-order';
import { REDEEM_GIFT_CODE_REFUSAL_TEXTS } from '../../../contract/gift-code-redemption';
import { ADDRESS_PROBLEM_TEXTS } from '../../../contract/shipping-address';
import { donationButtonLabel } from '../../../contract/donation';
import { DETAILS_MESSAGES } from './details-validation';
import {
  CHECKOUT_WRITE_FAILED,
  DONATION_MESSAGES,
  GIFT_QUANTITY_MESSAGE,
  GIFT_TOTAL_MESSAGE,
} from './step-messages';
import {
  GIFT_NETWORK_MESSAGE,
  GIFT_OTHER_MESSAGE,
  GIFT_SIGNED_OUT_MESSAGE,
} from './gift-redemption-messages';
import { GIFT_FIELD_TEXTS, messageEntry, worded, wordedRefusal } from './message-texts';

/** Every English text the registration shows from the checks and the servers' tables. */
const SHOWN: readonly string[] = [
  ...Object.values(DETAILS_MESSAGES),
  ...Object.values(ADDRESS_PROBLEM_TEXTS),
  ...START_CHECKOUT_REFUSALS.filter((code) => code !== 'promoGone').map(
    (code) => orderRefusal(code).message,
  ),
  ...Object.values(REDEEM_GIFT_CODE_REFUSAL_TEXTS),
  GIFT_NETWORK_MESSAGE,
  GIFT_OTHER_MESSAGE,
  GIFT_SIGNED_OUT_MESSAGE,
  ...Object.values(GIFT_FIELD_TEXTS),
  GIFT_QUANTITY_MESSAGE,
  GIFT_TOTAL_MESSAGE,
  ...Object.values(DONATION_MESSAGES),
  CHECKOUT_WRITE_FAILED,
  donationButtonLabel(0),
  donationButtonLabel(1),
];

describe('the registration’s messages, worded from the catalogues', () => {
  it.each([...new Set(SHOWN)])(
    'has an entry for “%s”, the same letter for letter in English',
    (text) => {
      const entry = messageEntry(text);
      expect(entry).not.toBeNull();
      expect(i18n._(entry!)).toBe(text);
      expect(worded(i18n, text)).toBe(text);
    },
  );

  it('shows a text it does not know as it is', () => {
    expect(messageEntry('Something new.')).toBeNull();
    expect(worded(i18n, 'Something new.')).toBe('Something new.');
  });

  it('names the order’s promo code when it is gone', () => {
    const refusal = orderRefusal('promoGone', { promoCode: 'SPRING' });
    expect(wordedRefusal(i18n, refusal, 'SPRING')).toBe(refusal.message);
    expect(refusal.message).toBe('The promo code SPRING is not valid any more.');
  });
});
