/**
 * The console's News section on the emulator suite (docs/organiser-console.md, "News"):
 * `organiser-newsReach` counts the confirmed yeses per language (the test adds its own and reads
 * the counts move by exactly those: it counts everyone's users, so it runs in
 * `integration-shared`, alone); `organiser-newsTest` sends the news, rendered as `sendNews`
 * renders it, to the signed-in organiser alone, read back from the local SMTP server; each is
 * logged once; a visitor and a participant are refused, a bad request writes nothing
 * (docs/security.md items 78 and 79).
 */
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, callFunction, signUp, uniqueId, waitFor } from './support/emulators';
import { signInAgain } from './support/file-fixtures';
import { MAIL_CHAIN_MS, mailTo } from './support/inbox';

const db = adminDb();

const en = { subject: 'Spring news', text: 'A new challenge opens soon.\n\nSee you there!' };
const fr = { subject: 'Nouvelles du printemps', text: 'Un nouveau défi ouvre bientôt.' };

/** A participant with her news answer as stored (mail-preferences.ts, news-confirmation.ts). */
async function person(news: 'yes' | 'unconfirmed' | 'no', language: 'en' | 'fr'): Promise<void> {
  const uid = uniqueId('it-reach-');
  const email = `${uid}@example.test`;
  await db.doc(`users/${uid}`).set({
    email,
    createdAt: Timestamp.now(),
    language,
    mailPreferences: {
      news: {
        consent: news !== 'no',
        at: Timestamp.now(),
        source: 'signup',
        ...(news === 'yes'
          ? { confirmedBy: 'verifiedSignIn', confirmedAt: Timestamp.now(), confirmedEmail: email }
          : {}),
      },
    },
  });
}

async function newOrganiser(): Promise<{ uid: string; email: string; idToken: string }> {
  const { uid, email } = await signUp();
  await getAuth().setCustomUserClaims(uid, { admin: true });
  return { uid, email, idToken: await signInAgain(email) };
}

const entriesBy = async (uid: string, action: string) =>
  (
    await db
      .collection('organiser_log')
      .where('by.uid', '==', uid)
      .where('action', '==', action)
      .get()
  ).docs.map((doc) => doc.data());

describe('organiser-newsReach', () => {
  it('counts the confirmed yeses per language, no more, and logs the count once', async () => {
    const organiser = await newOrganiser();
    const before = await callFunction('organiser-newsReach', {}, organiser.idToken);
    expect(before.status).toBe(200);
    await Promise.all([
      person('yes', 'en'),
      person('yes', 'en'),
      person('yes', 'fr'),
      person('unconfirmed', 'fr'),
      person('no', 'en'),
    ]);
    const after = await callFunction('organiser-newsReach', {}, organiser.idToken);
    expect(after.status).toBe(200);
    const was = before.result as { total: number; en: number; fr: number };
    expect(after.result).toEqual({ total: was.total + 3, en: was.en + 2, fr: was.fr + 1 });
    const entries = await entriesBy(organiser.uid, 'news.reach');
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.after)).toContainEqual(after.result);
  });

  it('refuses a visitor and a participant', async () => {
    expect((await callFunction('organiser-newsReach', {})).status).toBe(401);
    const participant = await signUp();
    const answer = await callFunction('organiser-newsReach', {}, participant.idToken);
    expect(answer.status).toBe(403);
    expect(await entriesBy(participant.uid, 'news.reach')).toHaveLength(0);
  });
});

describe('organiser-newsTest', () => {
  it(
    'sends the news in the language she picks to her alone, logged once with the mail',
    async () => {
      const organiser = await newOrganiser();
      const answer = await callFunction(
        'organiser-newsTest',
        { en, fr, language: 'fr' },
        organiser.idToken,
      );
      expect(answer.status).toBe(200);
      const { to, mailId } = answer.result as { to: string; mailId: string };
      expect(to).toBe(organiser.email);
      const mail = (await db.doc(`mail/${mailId}`).get()).data();
      expect(mail?.to).toBe(organiser.email);
      const entries = await entriesBy(organiser.uid, 'news.test');
      expect(entries).toHaveLength(1);
      expect(entries[0]?.target).toBe(`mail/${mailId}`);
      expect(entries[0]?.after).toMatchObject({ language: 'fr', subject: fr.subject });

      const [received] = await waitFor(
        `the test news in ${organiser.email}'s inbox`,
        async () => {
          const all = await mailTo(organiser.email);
          return all.length > 0 ? all : undefined;
        },
        MAIL_CHAIN_MS,
      );
      expect(received?.subject).toBe(fr.subject);
      expect(received?.text).toContain('Un nouveau défi ouvre bientôt.');
      // The same footer and one-click unsubscribe as the news itself (mail/news.ts).
      expect(received?.text).toContain('Vous recevez ce courriel');
      expect(received?.headers['list-unsubscribe-post'] ?? received?.headers.list).toBeTruthy();
    },
    MAIL_CHAIN_MS + 30_000,
  );

  it('refuses a visitor and a participant, and a bad request writes nothing', async () => {
    expect((await callFunction('organiser-newsTest', { en, fr, language: 'en' })).status).toBe(401);
    const participant = await signUp();
    const refused = await callFunction(
      'organiser-newsTest',
      { en, fr, language: 'en' },
      participant.idToken,
    );
    expect(refused.status).toBe(403);
    expect(await entriesBy(participant.uid, 'news.test')).toHaveLength(0);

    const organiser = await newOrganiser();
    for (const bad of [
      { en, language: 'en' },
      { en, fr: { subject: '', text: 'x' }, language: 'fr' },
      { en: { subject: 'a\nBcc: x', text: 'x' }, fr, language: 'en' },
      { en, fr, language: 'de' },
    ]) {
      const answer = await callFunction('organiser-newsTest', bad, organiser.idToken);
      expect(answer.status).toBe(400);
    }
    expect(await entriesBy(organiser.uid, 'news.test')).toHaveLength(0);
    const mails = await db.collection('mail').where('to', '==', organiser.email).get();
    expect(mails.size).toBe(0);
  });
});
