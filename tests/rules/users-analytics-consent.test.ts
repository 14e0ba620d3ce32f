/**
 * A participant's analytics consent on users/{uid}.analyticsConsent (a shared
 * computer; docs/privacy.md, src/contract/analytics-consent.ts): the owner writes
 * exactly {choice, at}, the choice one of the contract's and `at` the server's time of the
 * write, alone; nobody writes anyone else's.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_CHOICES } from '../../src/contract/analytics-consent';
import { ALICE, BOB, assertFails, assertSucceeds } from './support/rules-env';
import { createdUser, rulesFile, ts } from './support/rules-file';

const now = () => firebase.firestore.FieldValue.serverTimestamp();

const env = rulesFile('users-analytics-consent', () => ({
  [`users/${ALICE}`]: createdUser('alice@example.test'),
  [`users/${BOB}`]: createdUser('bob@example.test', {
    analyticsConsent: { choice: 'declined', at: ts('2026-11-01T00:00:00Z') },
  }),
}));
const userDoc = (who: string, uid: string) =>
  env.authenticatedContext(who).firestore().doc(`users/${uid}`);

describe('her analytics consent', () => {
  it('76. alice accepts, then declines, stamped now', async () => {
    for (const choice of ANALYTICS_CHOICES)
      await assertSucceeds(
        userDoc(ALICE, ALICE).update({ analyticsConsent: { choice, at: now() } }),
      );
    await assertSucceeds(
      userDoc(BOB, BOB).update({ analyticsConsent: { choice: 'accepted', at: now() } }),
    );
  });

  it('76. alice writes a choice not on the list, another time, or another shape', async () => {
    for (const bad of [
      { choice: 'yes', at: now() },
      { choice: 'Accepted', at: now() },
      { choice: 'unset', at: now() },
      { choice: 'accepted', at: ts('2020-01-01T00:00:00Z') },
      { choice: 'accepted' },
      { at: now() },
      { choice: 'accepted', at: now(), uid: BOB },
      'accepted',
      true,
      null,
    ])
      await assertFails(userDoc(ALICE, ALICE).update({ analyticsConsent: bad }));
  });

  it('76. alice writes another field with it', async () => {
    const analyticsConsent = { choice: 'accepted', at: now() };
    await assertFails(userDoc(ALICE, ALICE).update({ analyticsConsent, language: 'fr' }));
    await assertFails(userDoc(ALICE, ALICE).update({ analyticsConsent, agreedToTerms: true }));
  });

  it("76. alice sets bob's; a visitor sets anyone's", async () => {
    await assertFails(
      userDoc(ALICE, BOB).update({ analyticsConsent: { choice: 'accepted', at: now() } }),
    );
    await assertFails(
      env
        .unauthenticatedContext()
        .firestore()
        .doc(`users/${ALICE}`)
        .update({ analyticsConsent: { choice: 'accepted', at: now() } }),
    );
  });

  it('76. alice removes her choice once made', async () => {
    await assertFails(
      userDoc(BOB, BOB).update({ analyticsConsent: firebase.firestore.FieldValue.delete() }),
    );
  });
});

describe('the choices the rules repeat', () => {
  it("are the contract's (contract/analytics-consent.ts)", () => {
    const rules = readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');
    const list = ANALYTICS_CHOICES.map((choice) => `'${choice}'`).join(', ');
    expect(rules).toContain(`consent.choice in [${list}]`);
  });
});
