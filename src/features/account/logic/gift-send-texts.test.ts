import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  SEND_GIFT_CODE_REFUSAL_TEXTS,
  SEND_GIFT_CODE_REFUSALS,
} from '../../../contract/callables/send-gift-code';
import { GIFT_SEND_REFUSAL_TEXTS } from './gift-send-texts';

describe('sendGiftCode refusals as the account page words them', () => {
  it.each(SEND_GIFT_CODE_REFUSALS)(
    '%s: in English, the contract’s text letter for letter',
    (code) => {
      expect(i18n._(GIFT_SEND_REFUSAL_TEXTS[code])).toBe(SEND_GIFT_CODE_REFUSAL_TEXTS[code]);
    },
  );
});
