/**
 * The registration callables as the functions' wrapper takes them (name, signed-out text,
 * parser): their requests, responses and refusals are said in the modules named below, which
 * the browser's api modules import too.
 * - startCheckout: checkout-order.ts (a refusal carries the form step in `details`).
 * - redeemGiftCode: gift-code-redemption.ts.
 * - correctShippingAddress: address-correction.ts (a refusal carries its reason in `details`).
 */
import {
  CORRECT_SHIPPING_ADDRESS_CALLABLE,
  parseCorrectionRequest,
  type AddressCorrectionRequest,
  type CorrectionRefusalReason,
} from '../address-correction';
import {
  parseCheckoutOrder,
  START_CHECKOUT_CALLABLE,
  type CheckoutOrderRequest,
} from '../checkout-order';
import {
  parseRedeemGiftCodeRequest,
  REDEEM_GIFT_CODE_CALLABLE,
  REDEEM_GIFT_CODE_REFUSAL_TEXTS,
  type RedeemGiftCodeInput,
} from '../gift-code-redemption';
import { accept, refuse, type CallableContract, type RefusalCode } from './callable';

export const START_CHECKOUT: CallableContract<CheckoutOrderRequest> = {
  name: START_CHECKOUT_CALLABLE,
  signedOutMessage: 'Sign in to register.',
  parse(raw) {
    const parsed = parseCheckoutOrder(raw);
    return parsed.ok
      ? accept(parsed.value)
      : refuse('invalid-argument', parsed.refusal.message, parsed.refusal);
  },
};

export const REDEEM_GIFT_CODE: CallableContract<RedeemGiftCodeInput> = {
  name: REDEEM_GIFT_CODE_CALLABLE,
  signedOutMessage: REDEEM_GIFT_CODE_REFUSAL_TEXTS.signedOut,
  parse: parseRedeemGiftCodeRequest,
};

/** Each correction refusal's callable error code. */
export const CORRECTION_REFUSAL_CODES: Readonly<Record<CorrectionRefusalReason, RefusalCode>> = {
  invalid: 'invalid-argument',
  'bad-leg': 'invalid-argument',
  'not-registered': 'not-found',
  'no-address': 'failed-precondition',
  'zone-change': 'failed-precondition',
  'medals-shipped': 'failed-precondition',
};

export const CORRECT_SHIPPING_ADDRESS: CallableContract<AddressCorrectionRequest> = {
  name: CORRECT_SHIPPING_ADDRESS_CALLABLE,
  signedOutMessage: 'Sign in to correct your shipping address.',
  parse(raw) {
    const parsed = parseCorrectionRequest(raw);
    return parsed.ok
      ? accept(parsed.value)
      : refuse(
          CORRECTION_REFUSAL_CODES[parsed.refusal.reason],
          parsed.refusal.message,
          parsed.refusal,
        );
  },
};
