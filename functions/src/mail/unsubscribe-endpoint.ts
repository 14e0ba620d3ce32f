/**
 * HTTP `unsubscribe`: the one-click unsubscribe of the e-mails that are not transactional (the
 * e-mail feature, "News is opt-in"; RFC 8058). Works signed out: the link's HMAC
 * (unsubscribe.ts) is the proof. `?u={uid}&l={postcards|news}&t={issued-at}&s={signature}`:
 * - GET (she, or a mail scanner, opened the link): a page in her language with an Unsubscribe
 *   button; nothing changes (docs/privacy.md, "E-mail links").
 * - POST (a mail client's one-click, body `List-Unsubscribe=One-Click`, or her button): takes
 *   effect at once: `mailPreferences.postcards` false, or `mailPreferences.news`
 *   {consent: false, at: now, source: 'unsubscribe'}; then a small page in her language.
 * - A bad or missing signature, an unknown list or a malformed uid: 403, nothing read or written.
 *   A link older than its age allows (unsubscribe.ts): 410 and a page that says so, nothing
 *   written.
 * Idempotent: a list already off is not written again (her first unsubscribe keeps its time). A
 * uid with no user document writes nothing (an update would fail; a set would create one).
 */
import { FieldPath, FieldValue, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import {
  isUnsubscribeList,
  parseMailPreferences,
  type UnsubscribeList,
} from '../../../src/contract/mail-preferences';
import { userPath } from '../shared/paths';
import { mailLanguageOf } from './language';
import { accountUrl, appOrigin } from './sender';
import { isPlainUid, singleParam } from './signed-link';
import { startLinkAnswer } from './link-answer';
import { checkUnsubscribeLink, unsubscribeSecret, unsubscribeSecrets } from './unsubscribe';
import { unsubscribePage } from './unsubscribe-page';

/** The account page, when APP_ORIGIN is set (the page reads well without the link). */
function accountLink(): string | null {
  try {
    return accountUrl(appOrigin());
  } catch {
    return null;
  }
}

/** The update that turns one list off. */
function turnOff(list: UnsubscribeList) {
  return list === 'news'
    ? ([
        new FieldPath('mailPreferences', 'news'),
        { consent: false, at: FieldValue.serverTimestamp(), source: 'unsubscribe' },
      ] as const)
    : ([new FieldPath('mailPreferences', 'postcards'), false] as const);
}

export const unsubscribe = onRequest({ secrets: unsubscribeSecrets() }, async (req, res) => {
  if (!startLinkAnswer(req.method, res)) return;
  const uid = singleParam(req.query.u);
  const list = singleParam(req.query.l);
  const issuedAt = singleParam(req.query.t);
  const signature = singleParam(req.query.s);
  const verdict =
    isPlainUid(uid) && isUnsubscribeList(list)
      ? checkUnsubscribeLink({ uid, list, issuedAt, signature }, unsubscribeSecret(), Date.now())
      : 'invalid';
  if (verdict === 'invalid' || !isUnsubscribeList(list)) {
    logger.warn('unsubscribe: refused a link with a bad signature', { list, method: req.method });
    res.status(403).send(unsubscribePage('invalid', null, 'en', null));
    return;
  }

  const db = getFirestore();
  const ref = db.doc(userPath(uid));
  if (verdict === 'expired' || req.method === 'GET') {
    // Shown, not acted on: a scanner's GET and an old link change nothing.
    const user = (await ref.get()).data();
    const action = `?${new URLSearchParams({ u: uid, l: list, ...(issuedAt ? { t: issuedAt } : {}), s: signature }).toString()}`;
    logger.info('unsubscribe: page', { uid, list, verdict, method: req.method });
    res
      .status(verdict === 'expired' ? 410 : 200)
      .send(
        unsubscribePage(
          verdict === 'expired' ? 'expired' : 'ask',
          list,
          mailLanguageOf(user),
          accountLink(),
          action,
        ),
      );
    return;
  }

  const user = await db.runTransaction(async (transaction) => {
    const snap = await transaction.get(ref);
    if (!snap.exists) return undefined;
    const data = snap.data() ?? {};
    const prefs = parseMailPreferences(data.mailPreferences);
    const on = list === 'news' ? prefs.news?.consent !== false : prefs.postcards;
    if (on) {
      const [field, value] = turnOff(list);
      transaction.update(ref, field, value);
    }
    return data;
  });
  logger.info('unsubscribe: done', { uid, list, method: req.method, known: user !== undefined });
  res.status(200).send(unsubscribePage('done', list, mailLanguageOf(user), accountLink()));
});
