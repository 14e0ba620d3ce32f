/**
 * HTTP `reportGiftMail`: "Report this e-mail" in a gift e-mail (README, "E-mail"). Works signed
 * out: the link's HMAC (gift-report-link.ts) is the proof that it came in that e-mail.
 * `?m={mailId}&l={en|fr}&s={signature}`:
 * - GET shows a page with a button and changes nothing (mail scanners open every link);
 * - POST (the button) records the report and stops the buyer's gift e-mails
 *   (gift-sender-block.ts), then says it is done; again, it records nothing more. A mail whose
 *   document is gone (deleted with its recipient's account, or by a TTL) has no buyer to find:
 *   the page says nothing could be done and points to support;
 * - a bad or missing signature, or an id that is not a gift mail's: 403, nothing read or written.
 * The same shape as the one-click unsubscribe's page (mail/unsubscribe-endpoint.ts).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { unsubscribeSecret, unsubscribeSecrets } from '../mail/unsubscribe';
import { startLinkAnswer } from '../mail/link-answer';
import { singleParam } from '../mail/signed-link';
import { validGiftReportLink } from './gift-report-link';
import { giftReportPage } from './gift-report-page';
import { recordGiftMailComplaint } from './gift-sender-block';

export const reportGiftMail = onRequest({ secrets: unsubscribeSecrets() }, async (req, res) => {
  if (!startLinkAnswer(req.method, res)) return;
  const mailId = singleParam(req.query.m);
  const language = singleParam(req.query.l) === 'fr' ? 'fr' : 'en';
  if (!validGiftReportLink(mailId, singleParam(req.query.s), unsubscribeSecret())) {
    logger.warn('reportGiftMail: refused a link with a bad signature', { method: req.method });
    res.status(403).send(giftReportPage('invalid', language));
    return;
  }
  if (req.method === 'GET') {
    res.status(200).send(giftReportPage('confirm', language));
    return;
  }
  const outcome = await recordGiftMailComplaint(getFirestore(), mailId, 'reported');
  logger.info('reportGiftMail: done', { mailId, outcome });
  const gone = outcome === 'unknown-mail' || outcome === 'not-a-gift-mail';
  res.status(200).send(giftReportPage(gone ? 'gone' : 'done', language));
});
