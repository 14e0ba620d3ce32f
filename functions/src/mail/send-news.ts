/**
 * `sendNews` (callable; the e-mail feature, "News is opt-in"): an organiser, signed in with the
 * custom claim `admin: true`, sends a news e-mail to the participants who opted in
 * (news.ts queueNews). Anyone else is refused before anything is read.
 */
import { getFirestore } from 'firebase-admin/firestore';
import {
  SEND_NEWS,
  SEND_NEWS_REFUSAL_TEXTS,
  type SendNewsResult,
} from '../../../src/contract/callables/send-news';
import { callableFunction, refusalError } from '../shared/callable';
import { queueNews } from './news';
import { unsubscribeSecrets } from './unsubscribe';

export const sendNews = callableFunction(
  SEND_NEWS,
  async (news, { request }): Promise<SendNewsResult> => {
    if (request.auth?.token.admin !== true)
      throw refusalError('permission-denied', 'notAllowed', SEND_NEWS_REFUSAL_TEXTS);
    return queueNews(getFirestore(), news);
  },
  { secrets: unsubscribeSecrets(), timeoutSeconds: 540 },
);
