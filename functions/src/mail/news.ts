/**
 * News about challenges (the e-mail feature, "News is opt-in"; CASL): marketing, so sent only to
 * a participant whose users/{uid}.mailPreferences.news is a stored yes (given at sign-up or on
 * her account page) that the owner of the address confirmed, for that very address (a verified
 * sign-in or the confirmation e-mail's link, request-news-confirmation.ts; docs/privacy.md,
 * "News consent"): a yes typed in for someone else's address sends nothing. Each one carries her one-click unsubscribe (unsubscribe.ts) in the
 * footer and in the RFC 8058 headers. One mail document per participant, id derived from the
 * news id and her uid, created only if absent: sending the same news again sends nobody a
 * second copy. `renderNewsMail` is pure; `queueNews` reads the opted-in users and queues.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { newsConfirmedFor, parseNewsConfirmation } from '../../../src/contract/news-confirmation';
import {
  newsParagraphs,
  type NewsText,
  type SendNewsRequest,
  type SendNewsResult,
} from '../../../src/contract/callables/send-news';
import { composeMail, escapeHtml, paragraphOf, type FooterTexts } from './html';
import { mailLanguageOf, type MailLanguage } from './language';
import { mailIdFor, queueMail, type RenderedMail } from './outbox';
import { recipientOf } from './recipient';
import { unsubscribeHeaders, unsubscribeLink, unsubscribeUrl } from './unsubscribe';

const FOOTER: Readonly<Record<MailLanguage, FooterTexts>> = {
  en: {
    why: 'You receive this e-mail because you asked for news about Canada Virtual Challenges.',
  },
  fr: {
    why: 'Vous recevez ce courriel parce que vous avez demandé des nouvelles de Canada Virtual Challenges.',
  },
};

/** mail/news__{newsId}__{uid}: one copy of a news per participant, ever. */
export const newsMailId = (newsId: string, uid: string): string => mailIdFor('news', newsId, uid);

/** The news in her language (English when it has no French), with her unsubscribe link. */
export function renderNewsMail(
  news: SendNewsRequest,
  wanted: MailLanguage,
  unsubscribeAt: string,
): RenderedMail {
  const language: MailLanguage = wanted === 'fr' && news.fr ? 'fr' : 'en';
  const { subject, text }: NewsText = language === 'fr' && news.fr ? news.fr : news.en;
  const footer = FOOTER[language];
  const unsubscribe = unsubscribeLink(unsubscribeAt, 'news', language);
  // The console's preview sets the same paragraphs (newsParagraphs).
  const paragraphs = newsParagraphs(text);
  // The organiser's text is escaped like anything typed; line breaks kept.
  return composeMail({
    language,
    subject,
    preheader: paragraphs[0] ?? subject,
    body: paragraphs.map((p) => paragraphOf(escapeHtml(p).replace(/\n/g, '<br>'))),
    text: [paragraphs.join('\n\n')],
    footer,
    unsubscribe,
    headers: unsubscribeHeaders(unsubscribeAt),
  });
}

/** Queues the news for every participant whose confirmed yes is for her address, and nobody else. */
export async function queueNews(db: Firestore, news: SendNewsRequest): Promise<SendNewsResult> {
  const optedIn = await db
    .collection('users')
    .where('mailPreferences.news.consent', '==', true)
    .get();
  let queued = 0;
  let alreadyQueued = 0;
  let noRecipient = 0;
  for (const doc of optedIn.docs) {
    const user = doc.data();
    // A yes still waiting for its confirmation is no consent (nor is a malformed record).
    if (!parseNewsConfirmation(user.mailPreferences)) continue;
    const to = await recipientOf(doc.id, user);
    if (to === null) {
      noRecipient += 1;
      continue;
    }
    // Confirmed by the owner of the address the news would go to, not of another one.
    if (!newsConfirmedFor(user.mailPreferences, to)) continue;
    const outcome = await queueMail(
      db,
      newsMailId(news.newsId, doc.id),
      to,
      renderNewsMail(news, mailLanguageOf(user), unsubscribeUrl(doc.id, 'news')),
      `news/${news.newsId}`,
    );
    if (outcome === 'queued') queued += 1;
    else alreadyQueued += 1;
  }
  return { queued, alreadyQueued, noRecipient };
}
