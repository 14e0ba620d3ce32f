import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  CORRECT_SHIPPING_ADDRESS_REFUSAL_TEXTS,
  CORRECT_SHIPPING_ADDRESS_REFUSALS,
} from '../../../contract/address-correction';
import { correctionRefusalText } from './correction-refusal-texts';

describe('correctShippingAddress refusals as the account page words them', () => {
  it.each(CORRECT_SHIPPING_ADDRESS_REFUSALS)(
    '%s: in English, the contract’s text letter for letter',
    (code) => {
      expect(i18n._(correctionRefusalText(code))).toBe(
        CORRECT_SHIPPING_ADDRESS_REFUSAL_TEXTS[code],
      );
    },
  );
});
