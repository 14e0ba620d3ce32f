/**
 * Asks the server to confirm her yes to news (the `requestNewsConfirmation` callable;
 * docs/privacy.md, "News consent"): confirmed at once for a verified sign-in, else a
 * confirmation e-mail to her address. Used by sign-up (auth) and the account page (account),
 * so it lives here rather than in one feature. A refusal comes back as its code; anything else
 * is a failure to retry.
 */
import { refusalCodeOf } from '../contract/callables/callable';
import {
  REQUEST_NEWS_CONFIRMATION,
  REQUEST_NEWS_CONFIRMATION_REFUSALS,
  type RequestNewsConfirmationRefusal,
  type RequestNewsConfirmationResult,
} from '../contract/callables/request-news-confirmation';
import { callable } from './functions';

export type NewsConfirmationOutcome =
  | { readonly ok: true; readonly status: RequestNewsConfirmationResult['status'] }
  | { readonly ok: false; readonly refusal: RequestNewsConfirmationRefusal | null };

export async function requestNewsConfirmation(): Promise<NewsConfirmationOutcome> {
  try {
    const answer = await callable<Record<string, never>, RequestNewsConfirmationResult>(
      REQUEST_NEWS_CONFIRMATION.name,
    )({});
    return { ok: true, status: answer.data.status };
  } catch (error) {
    const refusal = refusalCodeOf(error, REQUEST_NEWS_CONFIRMATION_REFUSALS);
    if (!refusal) throw error;
    return { ok: false, refusal };
  }
}
