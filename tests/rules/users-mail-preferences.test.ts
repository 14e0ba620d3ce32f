/**
 * Her e-mail preferences on users/{uid}.mailPreferences (security checklist 66;
 * src/contract/mail-preferences.ts): the owner turns milestone postcards off and on, a map of
 * allowlisted booleans alone in its write; nobody else changes them.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  ALICE,
  BOB,
  assertFails,
  assertSucceeds,
  createRulesEnv,
  seedDocs,
} from './support/rules-env';

const ts = (iso: string) => firebase.firestore.Timestamp.fromDate(new Date(iso));

let env: RulesTestEnvironment;
const userDoc = (who: string, uid: string) =>
  env.authenticatedContext(who).firestore().doc(`users/${uid}`);

beforeAll(async () => {
  env = await createRulesEnv('users-mail-preferences');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [`users/${ALICE}`]: { email: 'alice@example.test', createdAt: ts('2025-01-02T03:04:05Z') },
    [`users/${BOB}`]: {
      email: 'bob@example.test',
      createdAt: ts('2025-01-02T03:04:05Z'),
      mailPreferences: { postcards: true },
    },
  });
});

describe('her e-mail preferences', () => {
  it('66. alice turns her milestone postcards off, then on again', async () => {
    await assertSucceeds(userDoc(ALICE, ALICE).update({ mailPreferences: { postcards: false } }));
    await assertSucceeds(userDoc(ALICE, ALICE).update({ 'mailPreferences.postcards': true }));
    await assertSucceeds(userDoc(ALICE, ALICE).update({ mailPreferences: {} }));
  });

  it('66. alice sets a preference to anything but a boolean, or one not on the list', async () => {
    for (const postcards of ['false', 0, null, ['x'], { on: false }])
      await assertFails(userDoc(ALICE, ALICE).update({ mailPreferences: { postcards } }));
    await assertFails(userDoc(ALICE, ALICE).update({ mailPreferences: { news: true } }));
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
