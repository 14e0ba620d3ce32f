/**
 * The buyer's message as a gift e-mail quotes it (README, "E-mail": gift e-mails cannot be used
 * for phishing). Her words stay hers, but nothing in them can act as ours:
 * - no link a mail client would make clickable: a scheme loses its `://` (`https[:]//`) and a dot
 *   between a name and a letter becomes `[.]` (`example[.]com`, `www[.]…`, an address's domain),
 *   as does every dot of an IPv4 address; decimals such as 3.5 stay as written. Mail clients
 *   link such text themselves, in the HTML part as in the text part, whatever our markup says;
 * - no control or invisible direction characters (a right-to-left override can disguise a
 *   name); line breaks kept, at most one empty line in a row, a tab read as a space.
 * The length is the contract's (GIFT_MESSAGE_MAX_LENGTH, checked before this). Pure.
 */

/** C0/C1 controls but the line break, bidi embeddings, overrides and isolates, zero widths. */
const INVISIBLE = /(?!\n)[\p{Cc}\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/gu;
const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//giu;
/** A dot (or a full-width or ideographic one, which some clients read as a dot) before a letter. */
const NAME_DOT = /(?<=[\p{L}\p{N}_-])[.\u3002\uFF0E\uFF61](?=[\p{L}_-])/gu;
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/gu;

export function giftMessageText(message: string): string {
  return message
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(INVISIBLE, '')
    .replace(SCHEME, '$1[:]//')
    .replace(IPV4, (address) => address.replace(/\./g, '[.]'))
    .replace(NAME_DOT, '[.]')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
