/**
 * News is opt-in and every e-mail that is not transactional carries a one-click unsubscribe (the
 * e-mail feature; CASL, RFC 8058), on the emulator suite, read from what the local SMTP server
 * received: `sendNews` (organisers only) queues news for those whose confirmed yes is for their
 * address and nobody else (tests/integration/news-consent.test.ts: how a yes is confirmed);
 * her link unsubscribes her signed out, by a mail client's one-click POST or by the button of
 * the page it opens (a GET alone, as a mail scanner's, changes nothing), and the next news is
 * not sent to her; a milestone postcard carries the headers and its link's button turns
 * postcards off; a forged signature is refused and an expired link refused with a page, each
 * changing nothing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { postcardMailId } from '../../functions/src/activities/milestone-postcard';
import { newsMailId } from '../../functions/src/mail/news';
import { unsubscribeSignature } from '../../functions/src/mail/unsubscribe';
import {
  adminDb,
  callFunction,
  FUNCTIONS_ORIGIN,
  PROJECT_ID,
  signUp,
  uniqueId,
  waitFor,
} from './support/emulators';
import { deliveryOf, mailTo, type ReceivedMail } from './support/inbox';
import { organiserToken } from './support/file-fixtures';
import { addActivity, openLeg, registeredRacer } from './support/racer';

const db = adminDb();

// The callable, then the mail sender, each started in turn by the functions emulator: long on
// a 2-core machine shared by others.
const CHAIN_MS = 240_000;
/** The emulator suite's fixed unsubscribe secret (functions/src/mail/unsubscribe.ts). */
const LOCAL_SECRET = 'local-unsubscribe-secret';

interface Person {
  readonly uid: string;
  readonly email: string;
}

/**
 * A participant with her news answer as stored (none: never asked or never said yes; yes: a yes
 * the owner of her address confirmed, as the server records it; unconfirmed: a yes alone).
 */
async function person(
  news: 'yes' | 'unconfirmed' | 'no' | 'none',
  language?: 'fr',
): Promise<Person> {
  const uid = uniqueId('it-news-');
  const email = `${uid}@example.test`;
  await db.doc(`users/${uid}`).set({
    email,
    createdAt: Timestamp.now(),
    ...(language ? { language } : {}),
    ...(news === 'none'
      ? {}
      : {
          mailPreferences: {
            news: {
              consent: news !== 'no',
              at: Timestamp.now(),
              source: 'signup',
              ...(news === 'yes'
                ? { confirmedBy: 'link', confirmedAt: Timestamp.now(), confirmedEmail: email }
                : {}),
            },
          },
        }),
  });
  return { uid, email };
}

const newsFor = (newsId: string) => ({
  newsId,
  en: { subject: `News ${newsId}`, text: 'A new challenge opens soon.\n\nSee you there!' },
  fr: { subject: `Nouvelles ${newsId}`, text: 'Un nouveau défi ouvre bientôt.' },
});

const mailExists = async (id: string) => (await db.doc(`mail/${id}`).get()).exists;
const prefsOf = async (uid: string) =>
  (await db.doc(`users/${uid}`).get()).data()?.mailPreferences as
    Record<string, Record<string, unknown> | boolean> | undefined;

/** The one message for `address` in the local inbox, once it is there. */
const received = (address: string) =>
  waitFor(
    `a mail for ${address} in the local inbox`,
    async () => {
      const all = await mailTo(address);
      return all.length > 0 ? all : undefined;
    },
    CHAIN_MS,
  );

/** The RFC 8058 headers as the local inbox parsed them (mailparser's `list` header). */
function listHeaders(mail: ReceivedMail): { url: string; post: string } {
  const list = JSON.parse(mail.headers.list ?? '{}') as {
    unsubscribe?: { url?: string };
    'unsubscribe-post'?: { name?: string };
  };
  return { url: list.unsubscribe?.url ?? '', post: list['unsubscribe-post']?.name ?? '' };
}

const oneClick = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

/** Presses the page's button: the form's POST to its action, resolved against the page. */
async function pressButton(pageUrl: string, html: string): Promise<Response> {
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1];
  if (action === undefined) throw new Error('the page has no form');
  return fetch(new URL(action.replace(/&amp;/g, '&'), pageUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '',
  });
}

describe('news', () => {
  it(
    '71, 75. goes only to confirmed yeses; the one-click POST and the page’s button unsubscribe her signed out, a GET alone (a mail scanner’s) does not, and the next news skips her',
    async () => {
      const token = await organiserToken();
      const [yes, yesFr, no, none, unconfirmed] = await Promise.all([
        person('yes'),
        person('yes', 'fr'),
        person('no'),
        person('none'),
        person('unconfirmed'),
      ]);
      const first = uniqueId('it-news-');
      const sent = await callFunction('sendNews', newsFor(first), token);
      expect(sent.status).toBe(200);
      expect(sent.result?.queued).toBeGreaterThanOrEqual(2);

      // Queued (and delivered) for the two who said yes; nothing for the no and the never-asked.
      expect(await deliveryOf(db, newsMailId(first, yes.uid), CHAIN_MS)).toMatchObject({
        state: 'SUCCESS',
      });
      expect(await deliveryOf(db, newsMailId(first, yesFr.uid), CHAIN_MS)).toMatchObject({
        state: 'SUCCESS',
      });
      expect(await mailExists(newsMailId(first, no.uid))).toBe(false);
      expect(await mailExists(newsMailId(first, none.uid))).toBe(false);
      expect(await mailExists(newsMailId(first, unconfirmed.uid))).toBe(false);

      const [mail] = await received(yes.email);
      expect(mail!.subject).toBe(`News ${first}`);
      const { url, post } = listHeaders(mail!);
      expect(post).toBe('List-Unsubscribe=One-Click');
      expect(url).toContain(`u=${yes.uid}`);
      expect(mail!.text).toContain(url);
      const [mailFr] = await received(yesFr.email);
      expect(mailFr!.subject).toBe(`Nouvelles ${first}`);
      const frUrl = listHeaders(mailFr!).url;

      // A mail client's one-click POST, no session: at once, her consent is withdrawn.
      const posted = await oneClick(url);
      expect(posted.status).toBe(200);
      expect((await prefsOf(yes.uid))?.news).toMatchObject({
        consent: false,
        source: 'unsubscribe',
      });
      // She (or her mail scanner) opens her link (GET): the page in her language with the
      // button, and nothing changed.
      const opened = await fetch(frUrl);
      expect(opened.status).toBe(200);
      const page = await opened.text();
      expect(page).toContain(
        'Appuyez sur Se désabonner et nous ne vous enverrons plus de nouvelles sur les défis.',
      );
      expect((await prefsOf(yesFr.uid))?.news).toMatchObject({ consent: true, source: 'signup' });
      // She presses the button (POST): done.
      const pressed = await pressButton(frUrl, page);
      expect(pressed.status).toBe(200);
      expect(await pressed.text()).toContain(
        'nous ne vous enverrons plus de nouvelles sur les défis',
      );
      expect((await prefsOf(yesFr.uid))?.news).toMatchObject({
        consent: false,
        source: 'unsubscribe',
      });

      // The next news: none for either of them (the callable has queued all it will on return).
      const second = uniqueId('it-news-');
      expect((await callFunction('sendNews', newsFor(second), token)).status).toBe(200);
      for (const p of [yes, yesFr, no, none, unconfirmed])
        expect(await mailExists(newsMailId(second, p.uid))).toBe(false);
    },
    CHAIN_MS * 3,
  );

  it('refuses a forged or altered link and changes nothing', async () => {
    const victim = await person('yes');
    const endpoint = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/unsubscribe`;
    for (const query of [
      `u=${victim.uid}&l=news&s=${'0'.repeat(64)}`,
      `u=${victim.uid}&l=news`,
      // Another participant's real signature, and hers for another list: bound to uid and list.
      `u=${victim.uid}&l=news&s=${unsubscribeSignature('someone-else', 'news', LOCAL_SECRET)}`,
      `u=${victim.uid}&l=postcards&s=${unsubscribeSignature(victim.uid, 'news', LOCAL_SECRET)}`,
      `u=${victim.uid}&l=receipts&s=${'a'.repeat(64)}`,
      `u=../users/${victim.uid}&l=news&s=${'a'.repeat(64)}`,
    ]) {
      expect((await oneClick(`${endpoint}?${query}`)).status).toBe(403);
      const page = await fetch(`${endpoint}?${query}`);
      expect(page.status).toBe(403);
      expect(await page.text()).toContain(
        'This unsubscribe link is not valid. Nothing was changed.',
      );
    }
    expect((await prefsOf(victim.uid))?.news).toMatchObject({ consent: true, source: 'signup' });
    expect((await prefsOf(victim.uid))?.postcards).toBeUndefined();
  });

  it('75. refuses a link issued more than 90 days ago with a page that says so, and changes nothing', async () => {
    const her = await person('yes');
    const endpoint = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/unsubscribe`;
    const issuedAt = String(Math.floor((Date.now() - 91 * 86_400_000) / 1000));
    const signature = unsubscribeSignature(her.uid, 'news', LOCAL_SECRET, issuedAt);
    const old = `${endpoint}?u=${her.uid}&l=news&t=${issuedAt}&s=${signature}`;
    for (const answer of [await oneClick(old), await fetch(old)]) {
      expect(answer.status).toBe(410);
      const page = await answer.text();
      expect(page).toContain('This unsubscribe link has expired. Nothing was changed.');
      expect(page).not.toContain('<form');
    }
    expect((await prefsOf(her.uid))?.news).toMatchObject({ consent: true, source: 'signup' });
  });

  it('is refused to anyone who is not an organiser, before anything is queued', async () => {
    const { idToken } = await signUp();
    const yes = await person('yes');
    const newsId = uniqueId('it-news-');
    const answer = await callFunction('sendNews', newsFor(newsId), idToken);
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
    expect(await mailExists(newsMailId(newsId, yes.uid))).toBe(false);
  });
});

describe('a milestone postcard', () => {
  it(
    '75. carries the one-click unsubscribe headers; opening its link changes nothing, its page’s button turns postcards off',
    async () => {
      const legId = uniqueId('price_it_news_');
      const uid = uniqueId('it-news-');
      const email = `${uid}@example.test`;
      const milestonesId = legId.replace(/^price_/, '');
      await db.doc(`milestones/${milestonesId}`).set({
        header: { name: 'Integration route' },
        milestones: [{ name: 'Lévis', location: 'Lévis, QC', distance: 3 }],
      });
      await openLeg(db, legId, { milestones: milestonesId });
      const { row } = await registeredRacer(db, legId, uid);
      const today = new Date().toISOString().slice(0, 10);
      await addActivity(row, `1700000000000_${today}`, 4);

      const id = postcardMailId(uid, legId, 3);
      expect(await deliveryOf(db, id, CHAIN_MS)).toMatchObject({ state: 'SUCCESS' });
      const stored = (await db.doc(`mail/${id}`).get()).data()?.headers as Record<string, string>;
      expect(stored['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const [card] = await received(email);
      const { url, post } = listHeaders(card!);
      expect(post).toBe('List-Unsubscribe=One-Click');
      expect(stored['List-Unsubscribe']).toBe(`<${url}>`);
      expect(card!.text).toContain(url);

      const opened = await fetch(url);
      expect(opened.status).toBe(200);
      const page = await opened.text();
      expect(page).toContain('Press Unsubscribe and we will send you no more milestone postcards.');
      expect((await prefsOf(uid))?.postcards).toBeUndefined();
      const pressed = await pressButton(url, page);
      expect(await pressed.text()).toContain('we will send you no more milestone postcards');
      expect((await prefsOf(uid))?.postcards).toBe(false);
    },
    CHAIN_MS * 2,
  );
});
