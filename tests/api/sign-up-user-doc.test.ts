/**
 * First sign-in (docs/product.md §R3) with the app's own modules and the real Firebase SDK against the
 * Auth and Firestore emulators: signing up or in resolves only once users/{uid} exists, so the
 * document can be read the moment the call returns, with the participant's own credentials
 * (the rules), with no waiting and no second try.
 */
import { signOut } from 'firebase/auth';
import { getDoc } from 'firebase/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../src/features/auth/api/auth-actions';
import { auth } from '../../src/lib/firebase-app';
import { rawUserDocRef } from '../../src/lib/user-doc';
import { createAuthAccount, uniqueEmail } from './support/emulator-accounts';

afterEach(async () => {
  await signOut(auth);
});

describe('signing up', () => {
  it('resolves with users/{uid} already written: email and a server createdAt', async () => {
    const email = uniqueEmail('signup');
    const before = Date.now();
    const user = await createAccount(email, 'secret-pass-1');
    const snapshot = await getDoc(rawUserDocRef(user.uid));
    expect(snapshot.exists()).toBe(true);
    expect(Object.keys(snapshot.data() ?? {}).sort()).toEqual(['createdAt', 'email']);
    expect(snapshot.get('email')).toBe(email);
    expect(snapshot.get('createdAt').toMillis()).toBeGreaterThanOrEqual(before - 5000);
  });
});

describe('signing in', () => {
  it('creates the document of an account that has none yet before it resolves', async () => {
    const email = uniqueEmail('first-signin');
    const uid = await createAuthAccount(email, 'secret-pass-2');
    const user = await signIn(email, 'secret-pass-2');
    expect(user.uid).toBe(uid);
    expect((await getDoc(rawUserDocRef(uid))).get('email')).toBe(email);
  });

  it('leaves an existing document as it was', async () => {
    const email = uniqueEmail('again');
    const { uid } = await createAccount(email, 'secret-pass-3');
    const created = (await getDoc(rawUserDocRef(uid))).get('createdAt');
    await signOut(auth);
    await signIn(email, 'secret-pass-3');
    expect((await getDoc(rawUserDocRef(uid))).get('createdAt').isEqual(created)).toBe(true);
  });
});
