/**
 * HTTP `unsubscribe`: the one-click unsubscribe of the e-mails that are not transactional (the
 * e-mail feature, "News is opt-in"; RFC 8058). Works signed out: the link's HMAC
 * (unsubscribe.ts) is the proof. `?u={uid}&l={postcards|news}&s={signature}`:
 * - POST (a mail client's one-click, body `List-Unsubscribe=One-Click`) and GET (she opened the
 *   link) both take effect at once: `mailPreferences.postcards` false, or `mailPreferences.news`
 *   {consent: false, at: now, source: 'unsubscribe'}; then a small page in her language.
 * - A bad or missing signature, an unknown list or a malformed uid: 403, nothing read or written.
 * Idempotent: a list already off is not written again (her first unsubscribe keeps its time). A uid with no user
 * document writes nothing (an update would fail; a set would create one).
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
import { unsubscribeSecret, unsubscribeSecrets, validUnsubscribeSignature } from './unsubscribe';
import { unsubscribePage } from './unsubscribe-page';

/** A Firebase Auth uid as we sign them: a plain id (never a path). */
const UID = /^[A-Za-z0-9_-]{1,128}$/;

/** The account page, when APP_ORIGIN is set (the page reads well without the link). */
function accountLink(): string | null {
  try {
    return accountUrl(appOrigin());
  } catch {
    return null;
  }
}

const single = (value: unknown): string => (typeof value === 'string' ? value : '');

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
  res.set('Cache-Control', 'no-store');
  // The URL carries her signature: never sent on to another site.
  res.set('Referrer-Policy', 'no-referrer');
  res.set('Content-Type', 'text/html; charset=utf-8');
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.set('Allow', 'GET, POST').status(405).end();
    return;
  }
  const uid = single(req.query.u);
  const list = single(req.query.l);
  const signature = single(req.query.s);
  if (
    !UID.test(uid) ||
    !isUnsubscribeList(list) ||
    !validUnsubscribeSignature(uid, list, signature, unsubscribeSecret())
  ) {
    logger.warn('unsubscribe: refused a link with a bad signature', { list });
    res.status(403).send(unsubscribePage('invalid', null, 'en', null));
    return;
  }

  const db = getFirestore();
  const ref = db.doc(userPath(uid));
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
