/**
 * `sendNews` (callable; the e-mail feature, "News is opt-in"): an organiser, signed in with the
 * custom claim `admin: true`, sends a news e-mail to the participants who opted in
 * (news.ts queueNews). Anyone else is refused by the organisers' guard before anything is read
 * (organiser/organiser-callable.ts), and each send is written to the audit log
 * (docs/organiser-console.md, "Audit log").
 */
import { getFirestore } from 'firebase-admin/firestore';
import {
  SEND_NEWS,
  SEND_NEWS_REFUSAL_TEXTS,
  type SendNewsResult,
} from '../../../src/contract/callables/send-news';
import { organiserCallable } from '../organiser/organiser-callable';
import { logOrganiserAction } from '../organiser/organiser-log';
import { queueNews } from './news';
import { unsubscribeSecrets } from './unsubscribe';

export const sendNews = organiserCallable(
  SEND_NEWS,
  async (news, caller): Promise<SendNewsResult> => {
    const db = getFirestore();
    const result = await queueNews(db, news);
    await logOrganiserAction(db, caller, {
      action: 'news.send',
      target: `news/${news.newsId}`,
      after: { subject: news.en.subject, ...result },
    });
    return result;
  },
  {
    secrets: unsubscribeSecrets(),
    timeoutSeconds: 540,
    refusedText: SEND_NEWS_REFUSAL_TEXTS.notAllowed,
  },
);
