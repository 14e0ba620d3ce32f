/**
 * The product's language on users/{uid}.language (docs/security.md item 70; docs/i18n.md): the
 * owner sets 'en' or 'fr', alone in its write, so her choice follows her to another device.
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
  env = await createRulesEnv('users-language');
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
      language: 'en',
    },
  });
});

describe('the language of her account', () => {
  it("70. alice sets her language to 'fr', then back to 'en'", async () => {
    await assertSucceeds(userDoc(ALICE, ALICE).update({ language: 'fr' }));
    await assertSucceeds(userDoc(ALICE, ALICE).update({ language: 'en' }));
  });

  it("70. alice sets it to anything but 'en' or 'fr'", async () => {
    for (const language of ['de', 'FR', 'fr-CA', '', 1, null, ['fr']]) {
      await assertFails(userDoc(ALICE, ALICE).update({ language }));
    }
  });

  it('70. alice writes another field with it', async () => {
    await assertFails(userDoc(ALICE, ALICE).update({ language: 'fr', email: 'x@example.test' }));
    await assertFails(userDoc(ALICE, ALICE).update({ language: 'fr', bibNumber: 1 }));
  });

  it("70. alice sets bob's language; a visitor sets anyone's", async () => {
    await assertFails(userDoc(ALICE, BOB).update({ language: 'fr' }));
    await assertFails(
      env.unauthenticatedContext().firestore().doc(`users/${ALICE}`).update({ language: 'fr' }),
    );
  });

  it('70. alice reads her own language, not bob’s', async () => {
    await assertSucceeds(userDoc(ALICE, ALICE).get());
    await assertFails(userDoc(ALICE, BOB).get());
  });
});
