/**
 * What `requestNewsConfirmation` does for her yes to news (docs/privacy.md, "News consent"):
 * nothing to confirm without a yes or an address; nothing more once the owner of that address
 * confirmed it; confirmed at once when her ID token says the address is verified and is the
 * same; else one confirmation e-mail, in the first free slot of the day's
 * NEWS_CONFIRMATIONS_PER_DAY, and none within a minute of the last one sent for this same answer
 * (a new answer supersedes the older links, so it gets its own e-mail at once). Pure.
 */
import { NEWS_CONFIRMATIONS_PER_DAY } from '../../../src/contract/callables/request-news-confirmation';
import { parseMailPreferences, wantsNews } from '../../../src/contract/mail-preferences';
import { confirmationSentAtOf, newsConfirmedFor } from '../../../src/contract/news-confirmation';

/** Asking again within this long sends nothing (a double click, a reload). */
export const RESEND_AFTER_MS = 60_000;

export type ConfirmationStep =
  | { readonly kind: 'noRequest' }
  | { readonly kind: 'confirmed' }
  | { readonly kind: 'confirmBySignIn' }
  | { readonly kind: 'alreadySent' }
  | { readonly kind: 'tooMany' }
  | { readonly kind: 'send'; readonly slot: number };

export interface ConfirmationInput {
  /** users/{uid}.mailPreferences as stored. */
  readonly mailPreferences: unknown;
  /** The address news would go to (users/{uid}.email). */
  readonly address: string | null;
  /** Her ID token's e-mail and email_verified. */
  readonly token: { readonly email: string | null; readonly emailVerified: boolean };
  /** Today's confirmation e-mail slots (slot 1 first): whether each is already used. */
  readonly slotsTaken: readonly boolean[];
  readonly now: number;
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export function nextConfirmationStep(input: ConfirmationInput): ConfirmationStep {
  const { mailPreferences, address, token, slotsTaken, now } = input;
  if (!wantsNews(parseMailPreferences(mailPreferences)) || address === null)
    return { kind: 'noRequest' };
  if (newsConfirmedFor(mailPreferences, address)) return { kind: 'confirmed' };
  if (token.emailVerified && token.email !== null && same(token.email, address))
    return { kind: 'confirmBySignIn' };
  const lastSent = confirmationSentAtOf(mailPreferences);
  if (lastSent && now - lastSent.getTime() < RESEND_AFTER_MS) return { kind: 'alreadySent' };
  for (let slot = 1; slot <= NEWS_CONFIRMATIONS_PER_DAY; slot += 1)
    if (slotsTaken[slot - 1] !== true) return { kind: 'send', slot };
  return { kind: 'tooMany' };
}
