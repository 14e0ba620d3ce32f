/**
 * HTTP `confirmNews`: the link of the news confirmation e-mail (docs/privacy.md, "News
 * consent"; news-confirmation-link.ts), `?u={uid}&v={answer's time}&t={issued-at}&s={signature}`.
 * - GET (she, or a mail scanner, opened it): a page in her language with the "Yes, send me news"
 *   button; nothing changes.
 * - POST (her button): when her yes of that time is still her answer, records
 *   `confirmedBy: 'link'`, `confirmedAt`, `confirmedEmail` (the address the link was mailed
 *   to, users/{uid}.email), then says so. Pressed again: the same page, nothing rewritten.
 * - Forged or malformed: 403; too old: 410; for an answer she has changed since: 410; each
 *   with a page that says nothing was changed.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { parseMailPreferences } from '../../../src/contract/mail-preferences';
import { parseNewsConfirmation } from '../../../src/contract/news-confirmation';
import { userPath } from '../shared/paths';
import { confirmNewsPage, type ConfirmNewsOutcome } from './confirm-news-page';
import { mailLanguageOf } from './language';
import { checkNewsConfirmationLink } from './news-confirmation-link';
import { confirmationUpdate, consentVersion } from './news-confirmation-record';
import { accountUrl, appOrigin } from './sender';
import { isPlainUid, singleParam } from './signed-link';
import { startLinkAnswer } from './link-answer';
import { unsubscribeSecret, unsubscribeSecrets } from './unsubscribe';

function accountLink(): string | null {
  try {
    return accountUrl(appOrigin());
  } catch {
    return null;
  }
}

const STATUS: Readonly<Record<ConfirmNewsOutcome, number>> = {
  ask: 200,
  done: 200,
  invalid: 403,
  expired: 410,
  superseded: 410,
};

export const confirmNews = onRequest({ secrets: unsubscribeSecrets() }, async (req, res) => {
  if (!startLinkAnswer(req.method, res)) return;
  const link = {
    uid: singleParam(req.query.u),
    version: singleParam(req.query.v),
    issuedAt: singleParam(req.query.t),
    signature: singleParam(req.query.s),
  };
  const verdict = isPlainUid(link.uid)
    ? checkNewsConfirmationLink(link, unsubscribeSecret(), Date.now())
    : 'invalid';
  if (verdict === 'invalid') {
    logger.warn('confirmNews: refused a link with a bad signature', { method: req.method });
    res.status(403).send(confirmNewsPage('invalid', 'en', null));
    return;
  }
  const db = getFirestore();
  const ref = db.doc(userPath(link.uid));
  const outcome = await db.runTransaction(async (transaction) => {
    const snap = await transaction.get(ref);
    const data = snap.data();
    const prefs = parseMailPreferences(data?.mailPreferences);
    const address = typeof data?.email === 'string' ? data.email : null;
    const current = prefs.news?.consent === true && consentVersion(prefs.news) === link.version;
    let result: ConfirmNewsOutcome;
    if (verdict === 'expired') result = 'expired';
    else if (!current || address === null) result = 'superseded';
    else if (parseNewsConfirmation(data?.mailPreferences)) result = 'done';
    else if (req.method === 'GET') result = 'ask';
    else {
      transaction.update(ref, confirmationUpdate('link', address));
      result = 'done';
    }
    return { result, language: mailLanguageOf(data) };
  });
  logger.info('confirmNews', { uid: link.uid, outcome: outcome.result, method: req.method });
  const action = `?${new URLSearchParams({ u: link.uid, v: link.version, t: link.issuedAt, s: link.signature }).toString()}`;
  res
    .status(STATUS[outcome.result])
    .send(confirmNewsPage(outcome.result, outcome.language, accountLink(), action));
});
