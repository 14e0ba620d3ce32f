/**
 * The News section's calls (docs/organiser-console.md, "News"): the reach count and the test to
 * herself (src/contract/callables/organiser-news.ts), and the send itself, the existing
 * `sendNews` (src/contract/callables/send-news.ts). The server checks the organiser's claim on
 * each (docs/security.md item 78).
 */
import {
  NEWS_REACH,
  NEWS_TEST,
  type NewsReachResult,
  type NewsTestRequest,
  type NewsTestResult,
} from '../../../contract/callables/organiser-news';
import {
  SEND_NEWS,
  type SendNewsRequest,
  type SendNewsResult,
} from '../../../contract/callables/send-news';
import { callOrganiser } from './organiser-calls';

export const newsReach = () =>
  callOrganiser<Record<string, never>, NewsReachResult>(NEWS_REACH, {});

export const newsTest = (request: NewsTestRequest) =>
  callOrganiser<NewsTestRequest, NewsTestResult>(NEWS_TEST, request);

export const sendNews = (request: SendNewsRequest) =>
  callOrganiser<SendNewsRequest, SendNewsResult>(SEND_NEWS, request);
