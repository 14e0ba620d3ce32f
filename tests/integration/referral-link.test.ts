/**
 * The createReferralLink callable on the emulator suite: the uid comes from auth only
 * (docs/security.md item 59), an existing link is kept, a new one is the referrer's name as a readable
 * id, made unique when the name is taken, and written to referral_links/{id} and users/{uid};
 * nothing public from an e-mail, and a neutral link for a participant who chose hidden.
 */
import { describe, expect, it } from 'vitest';
import { adminDb, callFunction, createUser, signUp, uniqueId, waitFor } from './support/emulators';

const db = adminDb();

describe('createReferralLink', () => {
  it('59. a visitor calls createReferralLink: unauthenticated, nothing written', async () => {
    const response = await callFunction('createReferralLink', {});
    expect(response.error?.status).toBe('UNAUTHENTICATED');
  });

  it('the uid comes from auth, never from the payload (as docs/security.md item 52 asks of every callable)', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const lastName = uniqueId('Payload');
    await createUser(db, alice.uid, 'Alice', alice.email);
    await db.doc(`users/${alice.uid}`).set({ details: { lastName } }, { merge: true });
    await createUser(db, bob.uid, 'Bob', bob.email);
    const response = await callFunction(
      'createReferralLink',
      { uid: bob.uid, userId: bob.uid },
      alice.idToken,
    );
    const id = response.result?.id as string;
    expect((await db.doc(`referral_links/${id}`).get()).data()).toEqual({
      name: `Alice ${lastName}`,
      owner: alice.uid,
    });
    expect((await db.doc(`users/${alice.uid}`).get()).get('referral_link')).toBe(id);
    expect((await db.doc(`users/${bob.uid}`).get()).get('referral_link')).toBeUndefined();
  });

  it('gives a new participant a readable link from her name, and the same link on the next call', async () => {
    const user = await signUp();
    const lastName = uniqueId('Tremblay');
    await createUser(db, user.uid, 'Hélène', user.email);
    await db.doc(`users/${user.uid}`).set({ details: { lastName } }, { merge: true });
    const first = await callFunction('createReferralLink', {}, user.idToken);
    expect(first.status).toBe(200);
    expect(first.result).toEqual({ id: `helene-${lastName.toLowerCase()}` });
    const second = await callFunction('createReferralLink', {}, user.idToken);
    expect(second.result).toEqual(first.result);
  });

  it('adds a number when the name is taken by someone else', async () => {
    const lastName = uniqueId('Same');
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const user = await signUp();
      await createUser(db, user.uid, 'Sam', user.email);
      await db.doc(`users/${user.uid}`).set({ details: { lastName } }, { merge: true });
      const response = await callFunction('createReferralLink', {}, user.idToken);
      ids.push(response.result?.id as string);
      expect((await db.doc(`referral_links/${ids[i]}`).get()).get('owner')).toBe(user.uid);
    }
    const base = `sam-${lastName.toLowerCase()}`;
    expect(ids).toEqual([base, `${base}-2`, `${base}-3`]);
  });

  it('keeps a link the participant already has', async () => {
    const user = await signUp();
    const id = uniqueId('kept-');
    await createUser(db, user.uid, 'Kim', user.email);
    await db.doc(`users/${user.uid}`).set({ referral_link: id }, { merge: true });
    await db.doc(`referral_links/${id}`).set({ name: 'Kim Runner', owner: user.uid });
    expect((await callFunction('createReferralLink', {}, user.idToken)).result).toEqual({ id });
  });

  it('does not reuse a stored link that belongs to someone else: a new one is made', async () => {
    const user = await signUp();
    const stolen = uniqueId('stolen-');
    await createUser(db, user.uid, 'Lee', user.email);
    await db.doc(`users/${user.uid}`).set({ referral_link: stolen }, { merge: true });
    await db.doc(`referral_links/${stolen}`).set({ name: 'Other', owner: 'someone-else' });
    const id = (await callFunction('createReferralLink', {}, user.idToken)).result?.id;
    expect(id).not.toBe(stolen);
    expect((await db.doc(`referral_links/${stolen}`).get()).get('owner')).toBe('someone-else');
    expect((await db.doc(`users/${user.uid}`).get()).get('referral_link')).toBe(id);
  });

  it('74. a participant with no name on file: a neutral random id and no name, nothing from her e-mail', async () => {
    const user = await signUp();
    const id = (await callFunction('createReferralLink', {}, user.idToken)).result?.id as string;
    expect(id).toMatch(/^friend-[0-9a-f]{8}$/);
    const link = (await db.doc(`referral_links/${id}`).get()).data();
    expect(link).toEqual({ name: '', owner: user.uid });
    const local = user.email.split('@')[0]!.toLowerCase();
    expect(JSON.stringify({ id, link }).toLowerCase()).not.toContain(local);
    const doc = (await db.doc(`users/${user.uid}`).get()).data();
    expect(doc).toMatchObject({ email: user.email, referral_link: id });
    expect(doc?.createdAt).toBeDefined();
  });

  it('74. a link made from her e-mail before is reissued neutral on her next visit to the hub', async () => {
    const user = await signUp();
    await createUser(db, user.uid, '', user.email);
    await db.doc(`users/${user.uid}`).update({ details: {} });
    const local = uniqueId('sam-runner-');
    await db.doc(`users/${user.uid}`).update({ referral_link: local });
    await db.doc(`referral_links/${local}`).set({ name: local, owner: user.uid });
    const id = (await callFunction('createReferralLink', {}, user.idToken)).result?.id as string;
    expect(id).toMatch(/^friend-[0-9a-f]{8}$/);
    expect((await db.doc(`referral_links/${id}`).get()).data()).toEqual({
      name: '',
      owner: user.uid,
    });
    expect((await db.doc(`referral_links/${local}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${user.uid}`).get()).get('referral_link')).toBe(id);
  });

  it('77. a participant who chose hidden gets a neutral link: no name, no slug of it', async () => {
    const user = await signUp();
    const lastName = uniqueId('Hidden');
    await createUser(db, user.uid, 'Noor', user.email);
    await db
      .doc(`users/${user.uid}`)
      .update({ details: { firstName: 'Noor', lastName }, leaderboardName: 'hidden' });
    const id = (await callFunction('createReferralLink', {}, user.idToken)).result?.id as string;
    expect(id).toMatch(/^friend-[0-9a-f]{8}$/);
    expect((await db.doc(`referral_links/${id}`).get()).data()).toEqual({
      name: '',
      owner: user.uid,
    });
  });

  it('77. her link with her name follows when she switches to hidden, and back', async () => {
    const user = await signUp();
    const lastName = uniqueId('Switch');
    await createUser(db, user.uid, 'Remy', user.email);
    await db.doc(`users/${user.uid}`).update({ details: { firstName: 'Remy', lastName } });
    const named = (await callFunction('createReferralLink', {}, user.idToken)).result?.id as string;
    expect(named).toBe(`remy-${lastName.toLowerCase()}`);

    await db.doc(`users/${user.uid}`).update({ leaderboardName: 'hidden' });
    const neutral = await waitFor('her link reissued neutral', async () => {
      const id = (await db.doc(`users/${user.uid}`).get()).get('referral_link') as string;
      return id !== named ? id : null;
    });
    expect(neutral).toMatch(/^friend-[0-9a-f]{8}$/);
    expect((await db.doc(`referral_links/${neutral}`).get()).data()).toEqual({
      name: '',
      owner: user.uid,
    });
    // The id with her name confirms nothing to a visitor any more.
    expect((await db.doc(`referral_links/${named}`).get()).exists).toBe(false);
    expect((await callFunction('createReferralLink', {}, user.idToken)).result).toEqual({
      id: neutral,
    });

    await db.doc(`users/${user.uid}`).update({ leaderboardName: 'initial' });
    await waitFor('her neutral link named as she now shows', async () =>
      (await db.doc(`referral_links/${neutral}`).get()).get('name') === 'Remy S.' ? true : null,
    );
  });
});
