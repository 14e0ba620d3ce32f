/**
 * A deleted account's ID token (docs/data-model.md, "What deleting an
 * account removes"): a Firebase ID token stays valid up to an hour, so after "Delete my account"
 * the same token is refused everywhere a client can write or read as her. Her sign-in is closed
 * (disabled, refresh tokens revoked) from the first step; from the marker deletions/{uid} on,
 * the rules refuse her documents and the callable wrapper answers her as signed out; nothing
 * she tries afterwards is written, and a payment of a checkout she opened before is not provisioned.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  callFunction,
  newParticipant,
  LEG_A_CENTS,
  BASE_FEE_CENTS,
  orderFor,
  paymentDoc,
  PROJECT_ID,
  signUp,
  waitFor,
  type Participant,
} from './support/emulators';
import { exportedCallables } from './support/exported-callables';
import { testRaceBeforeAll } from './support/file-fixtures';

const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

const db = adminDb();
const fx = testRaceBeforeAll(db);
let her: Participant;

/** The browser's first sign-in write (users/{uid}: email, server createdAt) over REST with a token. */
function createProfile(uid: string, email: string, idToken: string) {
  return fetch(`${FIRESTORE}:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({
      writes: [
        {
          update: {
            name: `projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}`,
            fields: { email: { stringValue: email } },
          },
          updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
          currentDocument: { exists: false },
        },
      ],
    }),
  });
}

beforeAll(async () => {
  her = await newParticipant(db, 'Gone');
  const answer = await callFunction('deleteMyAccount', { confirm: true }, her.idToken);
  expect(answer.status).toBe(200);
});

describe('72. after "Delete my account", her still-valid ID token', () => {
  it('72. cannot create her user document again (a live account can, the same way)', async () => {
    const live = await signUp();
    expect((await createProfile(live.uid, live.email, live.idToken)).status).toBe(200);

    expect((await createProfile(her.uid, her.email, her.idToken)).status).toBe(403);
    expect((await db.doc(`users/${her.uid}`).get()).exists).toBe(false);
  });

  it('72. cannot read her user document', async () => {
    const response = await fetch(`${FIRESTORE}/users/${her.uid}`, {
      headers: { Authorization: `Bearer ${her.idToken}` },
    });
    expect(response.status).toBe(403);
  });

  it('72. createReferralLink answers as to someone signed out, and writes no link', async () => {
    const answer = await callFunction('createReferralLink', {}, her.idToken);
    expect(answer.status).toBe(401);
    expect(answer.error?.status).toBe('UNAUTHENTICATED');
    const links = await db.collection('referral_links').where('owner', '==', her.uid).get();
    expect(links.size).toBe(0);
  });

  it('72. startCheckout answers as to someone signed out, and writes no session', async () => {
    const answer = await callFunction('startCheckout', orderFor(fx), her.idToken);
    expect(answer.status).toBe(401);
    expect(answer.error?.status).toBe('UNAUTHENTICATED');
    const sessions = await db.collection(`stripe_customers/${her.uid}/checkout_sessions`).get();
    expect(sessions.size).toBe(0);
  });

  it('72. every other callable refuses her (bad requests before anything is read, the rest as signed out)', async () => {
    const names = exportedCallables().filter((name) => name !== 'deleteMyAccount');
    expect(names).toContain('sendGiftCode');
    // Each callable's first call starts its worker in the Functions emulator (a second or two of
    // CPU each): eight at a time, so the starts overlap without flooding the two cores.
    const answers = new Map<string, number>();
    for (let start = 0; start < names.length; start += 8) {
      const batch = names.slice(start, start + 8);
      const statuses = await Promise.all(
        batch.map(async (name) => (await callFunction(name, {}, her.idToken)).status),
      );
      batch.forEach((name, index) => answers.set(name, statuses[index]!));
    }
    for (const name of names) {
      // The organisers' callables refuse her as no organiser (403) before reading anything: the
      // claim is in the token (docs/security.md item 78); an organiser's deleted account gets
      // past that check and is refused as signed out by the wrapper's deletion check.
      const refusals = name === 'sendNews' || name.startsWith('organiser-') ? [403] : [400, 401];
      expect(refusals, `${name} answered ${answers.get(name)}`).toContain(answers.get(name));
    }
    expect((await db.doc(`users/${her.uid}`).get()).exists).toBe(false);
    // A bound of its own, not the file's: the workers' starts on a busy 2-core machine.
  }, 600_000);

  it('72. a checkout she opened before, paid after: never provisioned, the payment anonymised', async () => {
    const payment = {
      ...paymentDoc(her.uid, fx, LEG_A_CENTS + BASE_FEE_CENTS),
      receipt_email: her.email,
    };
    await db.doc(`stripe_customers/${her.uid}/payments/${payment.id}`).set(payment);
    const marker = await waitFor(`provisioned/${payment.id}`, async () =>
      (await db.doc(`provisioned/${payment.id}`).get()).data(),
    );
    expect(marker).toMatchObject({
      status: 'rejected',
      reason: 'account deleted before provisioning',
    });
    expect((await db.doc(`users/${her.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`races/${fx.legA}/subscribedUsers/${her.uid}`).get()).exists).toBe(false);
    const kept = (await db.doc(`stripe_customers/${her.uid}/payments/${payment.id}`).get()).data();
    expect(kept).toMatchObject({ status: 'succeeded', amount: payment.amount });
    expect(JSON.stringify(kept)).not.toContain(her.email);
  });
});
