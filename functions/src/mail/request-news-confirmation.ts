/**
 * `requestNewsConfirmation` (callable; the e-mail feature, "News is opt-in"; docs/privacy.md,
 * "News consent"): her yes to news becomes a consent only once the owner of the address
 * confirms it. With a verified sign-in for that address (email_verified in her ID token) the
 * server records `confirmedBy: 'verifiedSignIn'` at once; otherwise it queues the confirmation
 * e-mail (news-confirmation-mail.ts) with a signed link for this answer
 * (news-confirmation-link.ts). The decision is news-confirmation-policy.ts; the day's e-mails
 * are mail/news_confirm__{uid}__{day}__{slot}, created in the same transaction that read them,
 * so the daily cap holds under concurrent calls.
 */
import { getFirestore, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  REQUEST_NEWS_CONFIRMATION,
  REQUEST_NEWS_CONFIRMATION_REFUSAL_TEXTS,
  NEWS_CONFIRMATIONS_PER_DAY,
  type RequestNewsConfirmationResult,
} from '../../../src/contract/callables/request-news-confirmation';
import { parseMailPreferences } from '../../../src/contract/mail-preferences';
import { callableFunction, refusalError } from '../shared/callable';
import { userPath } from '../shared/paths';
import { mailLanguageOf } from './language';
import { newsConfirmationUrl } from './news-confirmation-link';
import { renderNewsConfirmationMail } from './news-confirmation-mail';
import { nextConfirmationStep } from './news-confirmation-policy';
import {
  confirmationSentUpdate,
  confirmationUpdate,
  consentVersion,
} from './news-confirmation-record';
import { mailDocument, mailIdFor, mailPath } from './outbox';
import { unsubscribeSecrets } from './unsubscribe';

/** mail/news_confirm__{uid}__{day}__{slot}: the day's confirmation e-mails, one per slot. */
export const newsConfirmationMailId = (uid: string, day: string, slot: number): string =>
  mailIdFor('news_confirm', uid, day, String(slot));

export const requestNewsConfirmation = callableFunction(
  REQUEST_NEWS_CONFIRMATION,
  async (_request, { uid, request }): Promise<RequestNewsConfirmationResult> => {
    const db = getFirestore();
    const now = Date.now();
    const day = new Date(now).toISOString().slice(0, 10);
    const slots: DocumentReference[] = Array.from({ length: NEWS_CONFIRMATIONS_PER_DAY }, (_, i) =>
      db.doc(mailPath(newsConfirmationMailId(uid, day, i + 1))),
    );
    const token = request.auth?.token;
    const step = await db.runTransaction(async (transaction) => {
      const ref = db.doc(userPath(uid));
      const [user, ...mails] = await transaction.getAll(ref, ...slots);
      const data = user?.data();
      const address =
        typeof data?.email === 'string' && data.email.includes('@') ? data.email : null;
      const next = nextConfirmationStep({
        mailPreferences: data?.mailPreferences,
        address,
        token: {
          email: typeof token?.email === 'string' ? token.email : null,
          emailVerified: token?.email_verified === true,
        },
        slotsTaken: mails.map((mail) => mail.exists),
        now,
      });
      const version = consentVersion(parseMailPreferences(data?.mailPreferences).news);
      if (next.kind === 'confirmBySignIn' && address !== null)
        transaction.update(ref, confirmationUpdate('verifiedSignIn', address));
      if (next.kind === 'send' && address !== null && version !== null) {
        const mail = renderNewsConfirmationMail(
          mailLanguageOf(data),
          newsConfirmationUrl(uid, version),
        );
        transaction.create(
          slots[next.slot - 1]!,
          mailDocument(address, mail, `news-confirm/${uid}`),
        );
        transaction.update(ref, confirmationSentUpdate());
      }
      return next;
    });
    logger.info('requestNewsConfirmation', { uid, step: step.kind });
    switch (step.kind) {
      case 'noRequest':
        throw refusalError(
          'failed-precondition',
          'noRequest',
          REQUEST_NEWS_CONFIRMATION_REFUSAL_TEXTS,
        );
      case 'tooMany':
        throw refusalError(
          'resource-exhausted',
          'tooMany',
          REQUEST_NEWS_CONFIRMATION_REFUSAL_TEXTS,
        );
      case 'confirmed':
      case 'confirmBySignIn':
        return { status: 'confirmed' };
      case 'alreadySent':
        return { status: 'alreadySent' };
      case 'send':
        return { status: 'sent' };
    }
  },
  { secrets: unsubscribeSecrets() },
);
