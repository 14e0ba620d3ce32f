/**
 * The buyer's name as a gift e-mail shows it (README, "E-mail": gift e-mails cannot be used for
 * phishing): the first word of her first name, and only when it reads as a name: letters (any
 * script, with their accents), an inner apostrophe or hyphen, at most GIFT_SENDER_NAME_MAX
 * characters. Anything else (a link, an address, digits, punctuation, a sentence typed as a
 * first name) gives '' and the e-mail names no sender. Never her last name: the subject and the
 * intro carry no text a buyer typed beyond this. Pure.
 */

export const GIFT_SENDER_NAME_MAX = 20;

/** Letters and marks, joined by at most one apostrophe or hyphen at a time. */
const NAME_WORD = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;

export function giftSenderName(firstName: unknown): string {
  if (typeof firstName !== 'string') return '';
  const [word = ''] = firstName.normalize('NFC').trim().split(/\s+/u);
  if (word.length > GIFT_SENDER_NAME_MAX || !NAME_WORD.test(word)) return '';
  return word;
}
