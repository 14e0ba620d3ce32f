/**
 * Her e-mail preferences on users/{uid}.mailPreferences (docs/security.md item 66;
 * src/contract/mail-preferences.ts): the owner turns milestone postcards off and on, and
 * answers "send me news about challenges" at sign-up or on her account page, recorded with the
 * server's time and where (CASL); a map of allowlisted keys alone in its write; nobody else
 * changes them.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, it } from 'vitest';
import { ALICE, BOB, assertFails, assertSucceeds } from './support/rules-env';
import { createdUser, rulesFile, ts } from './support/rules-file';

const now = () => firebase.firestore.FieldValue.serverTimestamp();
const news = (consent: unknown, source: unknown, at: unknown = now()) => ({ consent, at, source });

const env = rulesFile('users-mail-preferences', () => ({
  [`users/${ALICE}`]: createdUser('alice@example.test'),
  [`users/${BOB}`]: createdUser('bob@example.test', {
    mailPreferences: { postcards: true },
  }),
}));
const userDoc = (who: string, uid: string) =>
  env.authenticatedContext(who).firestore().doc(`users/${uid}`);

describe('her e-mail preferences', () => {
  it('66. alice turns her milestone postcards off, then on again', async () => {
    await assertSucceeds(userDoc(ALICE, ALICE).update({ mailPreferences: { postcards: false } }));
    await assertSucceeds(userDoc(ALICE, ALICE).update({ 'mailPreferences.postcards': true }));
    await assertSucceeds(userDoc(ALICE, ALICE).update({ mailPreferences: {} }));
  });

  it('66. alice keeps her postcards by e-mail while milestone pushes are on (docs/push.md), a boolean only', async () => {
    await assertSucceeds(
      userDoc(ALICE, ALICE).update({
        mailPreferences: { postcards: true, postcardsWithPush: true },
      }),
    );
    await assertSucceeds(
      userDoc(ALICE, ALICE).update({ 'mailPreferences.postcardsWithPush': false }),
    );
    await assertFails(
      userDoc(ALICE, ALICE).update({ mailPreferences: { postcardsWithPush: 'yes' } }),
    );
  });

  it.each(['finishWithPush', 'trackersWithPush'])(
    '66. alice keeps %s (that e-mail too while its pushes are on, docs/push.md), a boolean only',
    async (key) => {
      await assertSucceeds(userDoc(ALICE, ALICE).update({ mailPreferences: { [key]: true } }));
      await assertSucceeds(userDoc(ALICE, ALICE).update({ [`mailPreferences.${key}`]: false }));
      for (const value of ['yes', 1, null])
        await assertFails(userDoc(ALICE, ALICE).update({ mailPreferences: { [key]: value } }));
    },
  );

  it('66. alice sets a preference to anything but a boolean, or one not on the list', async () => {
    for (const postcards of ['false', 0, null, ['x'], { on: false }])
      await assertFails(userDoc(ALICE, ALICE).update({ mailPreferences: { postcards } }));
    await assertFails(userDoc(ALICE, ALICE).update({ mailPreferences: { newsletter: true } }));
    await assertFails(
      userDoc(ALICE, ALICE).update({ mailPreferences: { postcards: true, unsubscribed: false } }),
    );
    await assertFails(userDoc(ALICE, ALICE).update({ mailPreferences: false }));
  });

  it('66. alice writes another field with it', async () => {
    await assertFails(
      userDoc(ALICE, ALICE).update({
        mailPreferences: { postcards: false },
        email: 'x@example.test',
      }),
    );
    await assertFails(
      userDoc(ALICE, ALICE).update({ mailPreferences: { postcards: false }, language: 'fr' }),
    );
  });

  it("66. alice changes bob's preferences; a visitor changes anyone's", async () => {
    await assertFails(userDoc(ALICE, BOB).update({ mailPreferences: { postcards: false } }));
    await assertFails(
      env
        .unauthenticatedContext()
        .firestore()
        .doc(`users/${ALICE}`)
        .update({ mailPreferences: { postcards: false } }),
    );
  });
});

describe('her consent to news (opt-in, when and how it was given)', () => {
  it('66. alice says yes, then no, on her account page, stamped now', async () => {
    await assertSucceeds(
      userDoc(ALICE, ALICE).update({ 'mailPreferences.news': news(true, 'account') }),
    );
    await assertSucceeds(
      userDoc(ALICE, ALICE).update({ 'mailPreferences.news': news(false, 'account') }),
    );
    // Her postcards choice beside an unchanged consent record.
    await assertSucceeds(userDoc(ALICE, ALICE).update({ 'mailPreferences.postcards': false }));
  });

  it('66. alice writes a consent that is not hers to write: wrong source, time, shape', async () => {
    for (const bad of [
      news(true, 'signup'),
      news(false, 'unsubscribe'),
      news(true, 'import'),
      news(true, 'account', ts('2020-01-01T00:00:00Z')),
      news('yes', 'account'),
      { consent: true, source: 'account' },
      { ...news(true, 'account'), ip: '1.2.3.4' },
      true,
    ])
      await assertFails(userDoc(ALICE, ALICE).update({ 'mailPreferences.news': bad }));
  });

  it('66. alice removes her consent record once given', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx
        .firestore()
        .doc(`users/${ALICE}`)
        .update({
          mailPreferences: { news: news(false, 'unsubscribe', ts('2025-02-01T00:00:00Z')) },
        });
    });
    await assertFails(userDoc(ALICE, ALICE).update({ mailPreferences: { postcards: true } }));
    await assertFails(
      userDoc(ALICE, ALICE).update({
        'mailPreferences.news': firebase.firestore.FieldValue.delete(),
      }),
    );
    // Keeping it as it is, or answering again, is hers.
    await assertSucceeds(userDoc(ALICE, ALICE).update({ 'mailPreferences.postcards': false }));
    await assertSucceeds(
      userDoc(ALICE, ALICE).update({ 'mailPreferences.news': news(true, 'account') }),
    );
  });

  it("66. bob's consent is not alice's to give", async () => {
    await assertFails(
      userDoc(ALICE, BOB).update({ 'mailPreferences.news': news(true, 'account') }),
    );
  });
});

describe('the confirmation of her yes (the server records it, never a client)', () => {
  const confirmation = {
    confirmedBy: 'verifiedSignIn',
    confirmedAt: now(),
    confirmedEmail: 'alice@example.test',
  };

  it('71. alice writes her own confirmation, or when the confirmation e-mail was sent', async () => {
    for (const extra of [
      confirmation,
      { confirmedBy: 'link' },
      { confirmedAt: now() },
      { confirmedEmail: 'alice@example.test' },
      { confirmationSentAt: now() },
    ])
      await assertFails(
        userDoc(ALICE, ALICE).update({
          'mailPreferences.news': { ...news(true, 'account'), ...extra },
        }),
      );
  });

  it('71. carol creates her document with a confirmed yes', async () => {
    await assertFails(
      env
        .authenticatedContext('carol', { email: 'carol@example.test', email_verified: true })
        .firestore()
        .doc('users/carol')
        .set({
          email: 'carol@example.test',
          createdAt: now(),
          mailPreferences: { news: { ...news(true, 'signup'), ...confirmation } },
        }),
    );
  });

  it('71. alice keeps the confirmation the server recorded while she changes postcards, or answers again without it', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx
        .firestore()
        .doc(`users/${ALICE}`)
        .update({
          mailPreferences: {
            news: {
              ...news(true, 'signup', ts('2025-02-01T00:00:00Z')),
              confirmedBy: 'link',
              confirmedAt: ts('2025-02-01T00:05:00Z'),
              confirmedEmail: 'alice@example.test',
            },
          },
        });
    });
    await assertSucceeds(userDoc(ALICE, ALICE).update({ 'mailPreferences.postcards': false }));
    await assertSucceeds(
      userDoc(ALICE, ALICE).update({ 'mailPreferences.news': news(false, 'account') }),
    );
  });
});

describe('her consent to news at sign-up (the create-account screen)', () => {
  const CAROL = 'carol';
  const carolDoc = () =>
    env.authenticatedContext(CAROL, { email: 'carol@example.test' }).firestore().doc('users/carol');
  const created = (extra: Record<string, unknown>) => ({
    email: 'carol@example.test',
    createdAt: now(),
    ...extra,
  });

  it('66. carol creates her document with her yes or her no from the sign-up box', async () => {
    await assertSucceeds(
      carolDoc().set(created({ mailPreferences: { news: news(true, 'signup') } })),
    );
    await env.clearFirestore();
    await assertSucceeds(
      carolDoc().set(created({ mailPreferences: { news: news(false, 'signup') } })),
    );
  });

  it('66. carol creates it with other preferences, another source or time, or a bad record', async () => {
    for (const mailPreferences of [
      { news: news(true, 'account') },
      { news: news(true, 'signup', ts('2020-01-01T00:00:00Z')) },
      { news: news(true, 'signup'), postcards: false },
      { news: { consent: true, source: 'signup' } },
      { news: true },
      {},
      true,
    ])
      await assertFails(carolDoc().set(created({ mailPreferences })));
  });
});
