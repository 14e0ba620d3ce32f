/**
 * The registration callables as the functions' wrapper takes them (name, signed-out text,
 * parser): their requests, responses and refusals are said in the modules named below, which
 * the browser's api modules import too.
 * - startCheckout: checkout-order.ts (a refusal's code, step and field in `details`).
 * - redeemGiftCode: gift-code-redemption.ts.
 * - correctShippingAddress: address-correction.ts (a refusal's code and field in `details`).
 */
import {
  CORRECT_SHIPPING_ADDRESS_CALLABLE,
  CORRECT_SHIPPING_ADDRESS_REFUSAL_TEXTS,
  correctionRefusalDetails,
  parseCorrectionRequest,
  type AddressCorrectionRequest,
  type CorrectionRefusalCode,
} from '../address-correction';
import {
  orderRefusalDetails,
  parseCheckoutOrder,
  START_CHECKOUT_CALLABLE,
  START_CHECKOUT_REFUSAL_TEXTS,
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
  signedOutMessage: START_CHECKOUT_REFUSAL_TEXTS.signedOut,
  parse(raw) {
    const parsed = parseCheckoutOrder(raw);
    return parsed.ok
      ? accept(parsed.value)
      : refuse('invalid-argument', parsed.refusal.message, orderRefusalDetails(parsed.refusal));
  },
};

export const REDEEM_GIFT_CODE: CallableContract<RedeemGiftCodeInput> = {
  name: REDEEM_GIFT_CODE_CALLABLE,
  signedOutMessage: REDEEM_GIFT_CODE_REFUSAL_TEXTS.signedOut,
  parse: parseRedeemGiftCodeRequest,
};

/** Each correction refusal's callable error code (an address problem is invalid-argument). */
export function correctionErrorCode(code: CorrectionRefusalCode): RefusalCode {
  if (code === 'notRegistered') return 'not-found';
  if (code === 'noAddress' || code === 'zoneChange' || code === 'medalsShipped')
    return 'failed-precondition';
  return 'invalid-argument';
}

export const CORRECT_SHIPPING_ADDRESS: CallableContract<AddressCorrectionRequest> = {
  name: CORRECT_SHIPPING_ADDRESS_CALLABLE,
  signedOutMessage: CORRECT_SHIPPING_ADDRESS_REFUSAL_TEXTS.signedOut,
  parse(raw) {
    const parsed = parseCorrectionRequest(raw);
    return parsed.ok
      ? accept(parsed.value)
      : refuse(
          correctionErrorCode(parsed.refusal.code),
          CORRECT_SHIPPING_ADDRESS_REFUSAL_TEXTS[parsed.refusal.code],
          correctionRefusalDetails(parsed.refusal),
        );
  },
};
