/**
 * News consent comes from the address's owner (the e-mail feature, "News is opt-in"; CASL;
 * docs/privacy.md, "News consent"), on the emulator suite: a yes written
 * for an address nobody verified is a request, not a consent: `sendNews` sends it nothing;
 * `requestNewsConfirmation` mails the address a confirmation link (once a minute, three a day at
 * most) whose page's button, not the page itself, confirms it (`confirmedBy: 'link'`); a
 * verified sign-in confirms at once (`confirmedBy: 'verifiedSignIn'`); a link for an answer she
 * changed since, or a forged one, changes nothing.
 */
import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { newsMailId } from '../../functions/src/mail/news';
import { newsConfirmationMailId } from '../../functions/src/mail/request-news-confirmation';
import {
  adminDb,
  callFunction,
  FUNCTIONS_ORIGIN,
  PROJECT_ID,
  signUp,
  uniqueId,
  waitFor,
} from './support/emulators';
import { deliveryOf, mailTo } from './support/inbox';
import { organiserToken, signInAgain } from './support/file-fixtures';

const db = adminDb();
const CHAIN_MS = 240_000;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Someone signs up with an address (Auth: email_verified false) and writes her user document
 * with a yes to news, the shape the create-account screen writes and the rules accept
 * (tests/rules/users-mail-preferences.test.ts).
 */
async function signUpAskingForNews() {
  const account = await signUp();
  await db.doc(`users/${account.uid}`).set({
    email: account.email,
    createdAt: FieldValue.serverTimestamp(),
    mailPreferences: {
      news: { consent: true, at: FieldValue.serverTimestamp(), source: 'signup' },
    },
  });
  return account;
}

const newsOf = async (uid: string) =>
  (await db.doc(`users/${uid}`).get()).data()?.mailPreferences?.news as
    Record<string, unknown> | undefined;
const mailExists = async (id: string) => (await db.doc(`mail/${id}`).get()).exists;

async function sendNews(token: string): Promise<string> {
  const newsId = uniqueId('it-consent-');
  const sent = await callFunction(
    'sendNews',
    { newsId, en: { subject: `News ${newsId}`, text: 'A new challenge.' } },
    token,
  );
  expect(sent.status).toBe(200);
  return newsId;
}

/** The link of the confirmation e-mail the local inbox received for `address`. */
const confirmationLink = (address: string) =>
  waitFor(
    `the confirmation e-mail for ${address}`,
    async () => {
      const mail = (await mailTo(address)).find((m) => m.subject.includes('Confirm'));
      return mail ? /(http:\/\/\S+confirmNews\?\S+)/.exec(mail.text)?.[1] : undefined;
    },
    CHAIN_MS,
  );

async function pressButton(pageUrl: string, html: string): Promise<Response> {
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1];
  if (action === undefined) throw new Error('the page has no form');
  return fetch(new URL(action.replace(/&amp;/g, '&'), pageUrl), { method: 'POST' });
}

describe('a yes to news for an address nobody verified', () => {
  it(
    '71. gets no news until the address’s owner presses the confirmation e-mail’s button; opening the link alone changes nothing',
    async () => {
      const organiser = await organiserToken();
      const alice = await signUpAskingForNews();

      // The attack: a yes for an address she does not own. No news goes to it.
      const before = await sendNews(organiser);
      expect(await mailExists(newsMailId(before, alice.uid))).toBe(false);

      // The server mails the address a confirmation link instead; asking again at once sends
      // nothing more.
      const asked = await callFunction('requestNewsConfirmation', {}, alice.idToken);
      expect(asked.result).toEqual({ status: 'sent' });
      const again = await callFunction('requestNewsConfirmation', {}, alice.idToken);
      expect(again.result).toEqual({ status: 'alreadySent' });
      const firstMail = newsConfirmationMailId(alice.uid, today(), 1);
      expect(await deliveryOf(db, firstMail, CHAIN_MS)).toMatchObject({ state: 'SUCCESS' });
      expect(await mailExists(newsConfirmationMailId(alice.uid, today(), 2))).toBe(false);
      expect((await db.doc(`mail/${firstMail}`).get()).data()?.to).toBe(alice.email);
      const link = await confirmationLink(alice.email);

      // A mail scanner (or the owner) opens the link: a page with the button, nothing changes.
      const opened = await fetch(link);
      expect(opened.status).toBe(200);
      const page = await opened.text();
      expect(page).toContain('Press the button to confirm that you want news about challenges');
      expect((await newsOf(alice.uid))?.confirmedBy).toBeUndefined();
      const stillNone = await sendNews(organiser);
      expect(await mailExists(newsMailId(stillNone, alice.uid))).toBe(false);

      // The owner presses the button: confirmed by link, for this address; news reaches her.
      const pressed = await pressButton(link, page);
      expect(pressed.status).toBe(200);
      expect(await pressed.text()).toContain('Thank you: your choice is confirmed.');
      expect(await newsOf(alice.uid)).toMatchObject({
        consent: true,
        source: 'signup',
        confirmedBy: 'link',
        confirmedEmail: alice.email,
      });
      const after = await sendNews(organiser);
      expect(await mailExists(newsMailId(after, alice.uid))).toBe(true);
    },
    CHAIN_MS * 3,
  );

  it('71. a link for an answer she has changed since, or a forged one, changes nothing', async () => {
    const bea = await signUpAskingForNews();
    expect((await callFunction('requestNewsConfirmation', {}, bea.idToken)).result).toEqual({
      status: 'sent',
    });
    const mail = (await db.doc(`mail/${newsConfirmationMailId(bea.uid, today(), 1)}`).get()).data();
    const link = /(http:\/\/\S+confirmNews\?\S+)/.exec(String(mail?.message?.text))![1]!;
    const endpoint = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/confirmNews`;
    const url = new URL(link);
    url.searchParams.set('s', '0'.repeat(64));
    const forged = await fetch(url, { method: 'POST' });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('This confirmation link is not valid.');
    expect((await fetch(`${endpoint}?u=${bea.uid}`, { method: 'POST' })).status).toBe(403);

    // She answers again (a new yes from her account page): the old link is superseded.
    await db.doc(`users/${bea.uid}`).update({
      'mailPreferences.news': {
        consent: true,
        at: FieldValue.serverTimestamp(),
        source: 'account',
      },
    });
    const stale = await fetch(link, { method: 'POST' });
    expect(stale.status).toBe(410);
    expect(await stale.text()).toContain(
      'your choice changed after it was sent. Nothing was changed.',
    );
    expect((await newsOf(bea.uid))?.confirmedBy).toBeUndefined();
  });

  it('71. is confirmed at once by a verified sign-in for that address, with no e-mail', async () => {
    const organiser = await organiserToken();
    const cleo = await signUpAskingForNews();
    await getAuth().updateUser(cleo.uid, { emailVerified: true });
    const verified = await signInAgain(cleo.email);
    expect((await callFunction('requestNewsConfirmation', {}, verified)).result).toEqual({
      status: 'confirmed',
    });
    expect(await newsOf(cleo.uid)).toMatchObject({
      confirmedBy: 'verifiedSignIn',
      confirmedEmail: cleo.email,
    });
    expect(await mailExists(newsConfirmationMailId(cleo.uid, today(), 1))).toBe(false);
    const newsId = await sendNews(organiser);
    expect(await mailExists(newsMailId(newsId, cleo.uid))).toBe(true);
  });

  it('is refused when she said no or never answered', async () => {
    const dan = await signUp();
    await db
      .doc(`users/${dan.uid}`)
      .set({ email: dan.email, createdAt: FieldValue.serverTimestamp() });
    const answer = await callFunction('requestNewsConfirmation', {}, dan.idToken);
    expect(answer.error?.status).toBe('FAILED_PRECONDITION');
    expect(await mailExists(newsConfirmationMailId(dan.uid, today(), 1))).toBe(false);
  });
});
