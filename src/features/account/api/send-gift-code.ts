/**
 * "Send to a friend" on a gift coupon through the `sendGiftCode` callable: the server checks the
 * code is hers and unused and counts the day's sends. A refusal comes back as its code (worded
 * by the page in her language, logic/gift-send-texts.ts); anything else is a failure to retry.
 */
import { refusalCodeOf } from '../../../contract/callables/callable';
import {
  SEND_GIFT_CODE,
  SEND_GIFT_CODE_REFUSALS,
  type SendGiftCodeRefusal,
  type SendGiftCodeRequest,
  type SendGiftCodeResponse,
} from '../../../contract/callables/send-gift-code';
import { callable } from '../../../lib/functions';

export type GiftSendOutcome =
  | ({ readonly ok: true } & SendGiftCodeResponse)
  | { readonly ok: false; readonly refusal: SendGiftCodeRefusal }
  | { readonly ok: false; readonly refusal: null; readonly error: unknown };

export async function sendGiftCode(request: SendGiftCodeRequest): Promise<GiftSendOutcome> {
  try {
    const answer = await callable<SendGiftCodeRequest, SendGiftCodeResponse>(SEND_GIFT_CODE.name)(
      request,
    );
    return { ok: true, ...answer.data };
  } catch (error) {
    const refusal = refusalCodeOf(error, SEND_GIFT_CODE_REFUSALS);
    return refusal ? { ok: false, refusal } : { ok: false, refusal: null, error };
  }
}
