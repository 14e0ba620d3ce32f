/**
 * `organiser-newsTest` (docs/organiser-console.md, "News"): the news e-mail as `sendNews` renders
 * it (mail/news.ts renderNewsMail, her unsubscribe link included), in the language she picks,
 * sent to the signed-in organiser alone: the address her ID token carries, never one from the
 * request. Each test is a new e-mail (`mail/news-test__{uid}__{random}`), queued in the same
 * transaction as its log entry (`news.test`). Organisers only (organiser-callable.ts).
 */
import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { ORGANISER_REFUSAL_TEXTS } from '../../../src/contract/callables/organiser';
import { NEWS_TEST, type NewsTestResult } from '../../../src/contract/callables/organiser-news';
import { renderNewsMail } from '../mail/news';
import { mailDocument, mailIdFor, mailPath } from '../mail/outbox';
import { unsubscribeSecrets, unsubscribeUrl } from '../mail/unsubscribe';
import { refusalError } from '../shared/callable';
import { organiserCallable } from './organiser-callable';
import { logInTransaction } from './organiser-log';

export const newsTest = organiserCallable(
  NEWS_TEST,
  async ({ en, fr, language }, caller): Promise<NewsTestResult> => {
    const to = caller.email;
    // Every organiser signs in with an e-mail address; a token without one has nowhere to send.
    if (!to) throw refusalError('failed-precondition', 'noEmail', ORGANISER_REFUSAL_TEXTS);
    const db = getFirestore();
    const mailId = mailIdFor('news-test', caller.uid, randomUUID());
    const mail = renderNewsMail(
      { newsId: 'test', en, fr },
      language,
      unsubscribeUrl(caller.uid, 'news'),
    );
    await db.runTransaction(async (tx) => {
      tx.create(db.doc(mailPath(mailId)), mailDocument(to, mail, `news-test/${caller.uid}`));
      logInTransaction(db, tx, caller, {
        action: 'news.test',
        target: mailPath(mailId),
        after: { language, subject: language === 'fr' ? fr.subject : en.subject, to },
      });
    });
    return { to, mailId };
  },
  { secrets: unsubscribeSecrets() },
);
