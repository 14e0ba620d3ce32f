/**
 * sendGiftCode's refusals in the participant's language (docs/i18n.md): the server sends a code
 * (contract/callables/send-gift-code.ts), the account page words it from this table. English is
 * the contract's table letter for letter (a unit test compares them); French is in the catalogue.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_SENDS_PER_DAY,
  type SendGiftCodeRefusal,
} from '../../../contract/callables/send-gift-code';

const max = GIFT_MESSAGE_MAX_LENGTH;
const perDay = GIFT_SENDS_PER_DAY;

export const GIFT_SEND_REFUSAL_TEXTS: Readonly<Record<SendGiftCodeRefusal, MessageDescriptor>> = {
  signedOut: msg`Sign in to send a gift code.`,
  badRequest: msg`A gift code and an e-mail address are required.`,
  badEmail: msg`Enter a valid e-mail address.`,
  messageTooLong: msg`Your message can be at most ${max} characters.`,
  notYours: msg`This gift code is not one you bought.`,
  used: msg`This gift code has already been used.`,
  dailyLimit: msg`You can send at most ${perDay} gift e-mails a day. Please try again tomorrow.`,
  blocked: msg`Gift e-mails from your account are stopped: one was reported by its recipient or could not be delivered. You can still give your friend the code yourself.`,
};

export const GIFT_SEND_FAILED = msg`We couldn't send the e-mail. Check your connection and press Retry.`;
