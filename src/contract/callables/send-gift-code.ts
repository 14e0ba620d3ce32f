/**
 * The `sendGiftCode` callable (the account page's "Send to a friend" on a gift registration
 * coupon she bought and nobody used yet): the friend's e-mail, an optional short message, and
 * an e-mail to the friend with the code and a link that opens registration for its leg. At most
 * GIFT_SENDS_PER_DAY such e-mails per buyer per day (Toronto's day, as the standings count
 * days): a buyer's account cannot be used to send mail to strangers in bulk. Her message is
 * short (GIFT_MESSAGE_MAX_LENGTH, the form counts it down) and the e-mail shows it as a quote
 * from her; a buyer one of whose gift e-mails was reported by its recipient or bounced sends no
 * more ('blocked'; README, "E-mail").
 */
import { isSafeDocId } from '../document-id';
import {
  accept,
  refuseWith,
  requestFields,
  type CallableContract,
  type RefusalTexts,
  type RequestCheck,
} from './callable';

export const GIFT_SENDS_PER_DAY = 10;
/** A note, not a letter: the longer a stranger's text in our e-mail, the better it phishes. */
export const GIFT_MESSAGE_MAX_LENGTH = 300;
const EMAIL_MAX_LENGTH = 254;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const SEND_GIFT_CODE_REFUSALS = [
  'signedOut',
  'badRequest',
  'badEmail',
  'messageTooLong',
  'notYours',
  'used',
  'dailyLimit',
  'blocked',
] as const;

export type SendGiftCodeRefusal = (typeof SEND_GIFT_CODE_REFUSALS)[number];

export const SEND_GIFT_CODE_REFUSAL_TEXTS: RefusalTexts<SendGiftCodeRefusal> = {
  signedOut: 'Sign in to send a gift code.',
  badRequest: 'A gift code and an e-mail address are required.',
  badEmail: 'Enter a valid e-mail address.',
  messageTooLong: `Your message can be at most ${GIFT_MESSAGE_MAX_LENGTH} characters.`,
  notYours: 'This gift code is not one you bought.',
  used: 'This gift code has already been used.',
  dailyLimit: `You can send at most ${GIFT_SENDS_PER_DAY} gift e-mails a day. Please try again tomorrow.`,
  blocked:
    'Gift e-mails from your account are stopped: one was reported by its recipient or could not be delivered. You can still give your friend the code yourself.',
};

/** Which field of the form a refusal belongs to (the rest are shown above the buttons). */
export const SEND_GIFT_CODE_REFUSAL_FIELD: Partial<
  Record<SendGiftCodeRefusal, 'email' | 'message'>
> = { badEmail: 'email', messageTooLong: 'message' };

export interface SendGiftCodeRequest {
  readonly code: string;
  /** Trimmed; compared and stored in lower case. */
  readonly email: string;
  /** Trimmed; '' when she wrote none. */
  readonly message: string;
}

export interface SendGiftCodeResponse {
  /** 'already-sent': this code went to this friend today already; nothing more was sent. */
  readonly status: 'sent' | 'already-sent';
  /** Gift e-mails she sent today, this one included. */
  readonly sentToday: number;
}

/** Whether `value` reads as one e-mail address (the browser checks it at the field too). */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value);
}

export function parseSendGiftCodeRequest(raw: unknown): RequestCheck<SendGiftCodeRequest> {
  const { code, email, message } = requestFields(raw);
  const refuse = (refusal: SendGiftCodeRefusal) =>
    refuseWith('invalid-argument', refusal, SEND_GIFT_CODE_REFUSAL_TEXTS);
  if (!isSafeDocId(code) || typeof email !== 'string') return refuse('badRequest');
  if (message !== undefined && typeof message !== 'string') return refuse('badRequest');
  const address = email.trim().toLowerCase();
  if (!isEmailAddress(address)) return refuse('badEmail');
  const note = (message ?? '').trim();
  if (note.length > GIFT_MESSAGE_MAX_LENGTH) return refuse('messageTooLong');
  return accept({ code, email: address, message: note });
}

export const SEND_GIFT_CODE: CallableContract<SendGiftCodeRequest> = {
  name: 'sendGiftCode',
  signedOutMessage: SEND_GIFT_CODE_REFUSAL_TEXTS.signedOut,
  parse: parseSendGiftCodeRequest,
};
