/**
 * "Delete my account" on the emulator suite (functions/src/account/account-deletion.ts;
 * docs/data-model.md, "What deleting an account removes"): the `deleteMyAccount` callable
 * removes or anonymises every document that holds her data (the set "Download my data" reads,
 * plus her tracker grant, revoked at the Strava stand-in), rebuilds her leg's standings and
 * board without her, passes her team's captaincy to the earliest-registered teammate, keeps
 * the gift code she bought valid for whoever holds it. A run cut half-way (the emulator's fault
 * hook, functions/emulator/deletion-fault.ts) finishes when called again, or, once the Auth
 * user is gone, by the reconciliation sweep; a second run changes nothing.
 */
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARD_IDS } from '../../src/contract/standings-board';
import {
  adminDb,
  callFunction,
  newParticipant,
  PROJECT_ID,
  uniqueId,
  type Participant,
} from './support/emulators';
import { legSettled, reconcileNow } from './support/reconcile';
import {
  addActivity,
  connectedParticipant,
  processed,
  registerOnNewLeg,
  type Connected,
} from './support/strava';
import { testRaceBeforeAll } from './support/file-fixtures';

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const PASSWORD = 'it-pass-1';
const TEAM = 'Deletion Otters';
const FRIEND = `${uniqueId('del-friend-')}@example.test`;

const db = adminDb();
const fx = testRaceBeforeAll(db);
let her: Connected;
let herEmail: string;
let early: Participant;
let late: Participant;
let legId: string;
let boughtCode: string;
let redeemedCode: string;
let referralLink: string;

/** The Auth emulator's password sign-in: the ID token, or the error it answers. */
async function signIn(email: string): Promise<{ idToken?: string; error?: string }> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
  return { idToken: body.idToken, error: body.error?.message };
}

/** A teammate on the leg: her registration, her row (the triggers add her to the team). */
async function joinTeam(mate: Participant, bib: number, km: number) {
  await db.doc(`users/${mate.uid}`).update({
    [`subscribedRaces.${legId}`]: { legId, bibNumber: bib, teamName: TEAM },
  });
  await db.doc(`races/${legId}/subscribedUsers/${mate.uid}`).set({
    firstName: 'Mate',
    lastName: `Bib${bib}`,
    bibNumber: bib,
    teamName: TEAM,
    totalDistance: km,
    times: {},
  });
}

const standingsText = async () =>
  (await db.getAll(...SHARD_IDS.map((id) => db.doc(`races/${legId}/standings/${id}`))))
    .map((s) => String(s.data()?.rows ?? ''))
    .join('\n');

/** Update times of the documents a second run must leave alone. */
async function versions(paths: readonly string[]) {
  const snaps = await db.getAll(...paths.map((p) => db.doc(p)));
  return snaps.map((s) => `${s.ref.path}@${s.updateTime?.toMillis() ?? 'absent'}`);
}

beforeAll(async () => {
  her = await connectedParticipant(db);
  herEmail = String((await db.doc(`users/${her.uid}`).get()).data()?.email);
  legId = await registerOnNewLeg(db, her.uid);
  await db.doc(`races/${legId}/teams/${TEAM}`).set({
    owner: her.uid,
    createdAt: Timestamp.now(),
    membersCount: 3,
  });
  await db.doc(`users/${her.uid}`).update({
    [`subscribedRaces.${legId}.teamName`]: TEAM,
    [`subscribedRaces.${legId}.bibNumber`]: 2,
  });
  await db.doc(`races/${legId}/subscribedUsers/${her.uid}`).update({
    firstName: 'Zoé',
    lastName: 'Deletable',
    bibNumber: 2,
    teamName: TEAM,
  });
  // The later teammate first, so the captain is not simply the first one listed.
  late = await newParticipant(db, 'Late');
  await joinTeam(late, 5, 1);
  early = await newParticipant(db, 'Early');
  await joinTeam(early, 3, 2);

  // A run imported from the Strava stand-in: her row, her events in the inbox.
  const { activityId } = await addActivity(her.athleteId, { km: 4 });
  expect((await processed(db, activityId, 'create')).status).toBe('done');
  await legSettled(db, legId, 3, { withTotal: 4 });

  // The team feed (docs/product.md, "Team feed"): a note of hers as captain that a teammate
  // cheered and reported, a teammate's item she and another teammate cheered, and a report she
  // filed. Ids of the test's own, apart from those the triggers give the members' arrivals.
  const feed = `races/${legId}/teams/${TEAM}/feed`;
  const item = (uid: string, cheers: number) => ({
    kind: 'note',
    uid,
    name: '',
    text: 'Long run on Sunday!',
    hidden: false,
    cheers,
    createdAt: Timestamp.now(),
  });
  await db.doc(`${feed}/it-her-note`).set(item(her.uid, 1));
  await db.doc(`${feed}/it-her-note/cheers/${early.uid}`).set({ name: 'Early' });
  await db.doc(`${feed}/it-early-item`).set(item(early.uid, 2));
  await db.doc(`${feed}/it-early-item/cheers/${her.uid}`).set({ name: 'Zoé Deletable' });
  await db.doc(`${feed}/it-early-item/cheers/${late.uid}`).set({ name: 'Late' });
  const report = (noteId: string, noteUid: string, by: string) => ({
    legId,
    teamName: TEAM,
    noteId,
    noteUid,
    text: 'Long run on Sunday!',
    reportedBy: by,
    reportedAt: Timestamp.now(),
  });
  await db
    .doc(`feed_reports/it-her-note__${early.uid}`)
    .set(report('it-her-note', her.uid, early.uid));
  await db
    .doc(`feed_reports/it-early-item__${her.uid}`)
    .set(report('it-early-item', early.uid, her.uid));
  await db
    .doc(`feed_reports/it-early-item__${late.uid}`)
    .set(report('it-early-item', early.uid, late.uid));

  // Her devices with push on, and what was pushed to one (docs/push.md).
  await db.doc(`users/${her.uid}/pushSubscriptions/${'d'.repeat(43)}`).set({
    endpoint: 'https://fcm.googleapis.com/fcm/send/it-del-device',
    keys: { p256dh: 'BPk', auth: 'xyz' },
    kinds: { milestones: true, cheers: true, notes: true, trackers: true },
    updatedAt: Timestamp.now(),
  });
  await db.doc(`push_sent/it-del-event-${her.uid}__${'d'.repeat(43)}`).set({
    uid: her.uid,
    claimedAt: Timestamp.now(),
  });

  // The rest of what "Download my data" lists, and what only the server keeps of her.
  referralLink = uniqueId('zoe-deletable-');
  await db.doc(`referral_links/${referralLink}`).set({ name: 'Zoé Deletable', owner: her.uid });
  await db.doc(`users/${her.uid}`).update({
    referral_link: referralLink,
    mailPreferences: { postcards: false },
  });
  await db.doc(`referrals/${her.uid}`).set({ total: 1, counts: { [legId]: 1 } });
  boughtCode = uniqueId('IT-BOUGHT-').toUpperCase();
  await db
    .doc(`giftcodes/${boughtCode}`)
    .set({ used: false, legId: fx.legA, purchasedBy: her.uid, createdAt: Timestamp.now() });
  redeemedCode = uniqueId('IT-REDEEMED-').toUpperCase();
  await db.doc(`giftcode_redemptions/${redeemedCode}`).set({
    usedBy: { email: herEmail, id: her.uid },
    usedAt: Timestamp.now(),
    legId,
    paymentId: `gift_${redeemedCode}`,
  });
  // A provisioned payment (its marker first, so the payment trigger leaves it alone) and an
  // unfinished one, each with the card provider's copies of her name and address.
  await db.doc(`provisioned/pi_del_paid`).set({
    uid: her.uid,
    paymentId: 'pi_del_paid',
    legId,
    status: 'provisioned',
    bibNumber: 2,
    at: Timestamp.now(),
  });
  const personal = {
    receipt_email: herEmail,
    shipping: { name: 'Zoé Deletable', address: { line1: '1 Main St' } },
    currency: 'cad',
    items: [],
    created: Math.floor(Date.now() / 1000),
  };
  await db.doc(`stripe_customers/${her.uid}/payments/pi_del_paid`).set({
    ...personal,
    status: 'succeeded',
    amount: 1300,
    amount_received: 1300,
    metadata: {
      uid: her.uid,
      legId,
      raceId: fx.raceId,
      teamName: TEAM,
      teamCode: 'otter-secret',
      shipping_first_name: 'Zoé',
      shipping_address: '1 Main St',
      shipping_phone: '613-555-0100',
      utm_source: 'it',
    },
  });
  await db.doc(`stripe_customers/${her.uid}/payments/pi_del_open`).set({
    ...personal,
    status: 'requires_payment_method',
    amount: 1300,
    metadata: { uid: her.uid, legId, shipping_first_name: 'Zoé' },
  });
  await db.doc(`stripe_customers/${her.uid}/checkout_sessions/cs_del`).set({
    metadata: { uid: her.uid, shipping_first_name: 'Zoé' },
  });
  await db.doc(`mail/it-del-${her.uid}`).set({ to: herEmail, message: { subject: 'Hello Zoé' } });
  // The gift e-mail she sends a friend names her beside the code; one queued before mails
  // recorded whom they name is found by its cause; another buyer's gift e-mail stays.
  await db.doc(`users/${her.uid}`).update({
    'details.firstName': 'Zoé',
    'details.lastName': 'Deletable',
  });
  const sent = await callFunction(
    'sendGiftCode',
    { code: boughtCode, email: FRIEND, message: 'Run with me' },
    her.idToken,
  );
  expect(sent.status).toBe(200);
  await db.doc(`mail/it-del-gift-${her.uid}`).set({
    to: FRIEND,
    message: { subject: 'Zoé Deletable sent you a gift' },
    cause: `giftcodes/${boughtCode}`,
  });
  await db.doc(`mail/it-del-other-${her.uid}`).set({
    to: FRIEND,
    message: { subject: 'Someone else sent you a gift' },
    cause: 'giftcodes/IT-SOMEONE-ELSES',
  });
  await db.doc(`fairplay/${legId}__${her.uid}__k1`).set({ legId, uid: her.uid, key: 'k1' });
  await db.doc(`team_code_attempts/${her.uid}~${legId}~Other`).set({ startedAt: 0, wrong: 1 });
  // A gift e-mail of hers reported by its recipient: the report and the block name her uid.
  await db.doc(`gift_mail_reports/it-del-report-${her.uid}__reported`).set({
    mailId: `it-del-report-${her.uid}`,
    kind: 'reported',
    uid: her.uid,
    code: 'IT-DEL-CODE',
    at: new Date(),
  });
  await db.doc(`gift_sender_blocks/${her.uid}`).set({
    uid: her.uid,
    reason: 'reported',
    mailId: `it-del-report-${her.uid}`,
    at: new Date(),
  });
});

describe('deleteMyAccount refuses', () => {
  it('a caller who is not signed in', async () => {
    const answer = await callFunction('deleteMyAccount', { confirm: true });
    expect(answer.status).toBe(401);
    expect(answer.error?.message).toBe('Sign in to delete your account.');
  });

  it('a request without the confirmation, deleting nothing', async () => {
    const answer = await callFunction('deleteMyAccount', {}, her.idToken);
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe('Type the confirmation word to delete your account.');
    expect((await db.doc(`users/${her.uid}`).get()).exists).toBe(true);
  });

  it('68. a stranger naming her uid: only his own account goes (the uid from auth only)', async () => {
    const stranger = await newParticipant(db, 'Stranger');
    const answer = await callFunction(
      'deleteMyAccount',
      { confirm: true, uid: her.uid },
      stranger.idToken,
    );
    expect(answer.status).toBe(200);
    expect((await db.doc(`users/${stranger.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${her.uid}`).get()).exists).toBe(true);
    expect((await db.doc(`races/${legId}/subscribedUsers/${her.uid}`).get()).exists).toBe(true);
  });
});

describe('deleteMyAccount, cut half-way, then run again', () => {
  it('stops after her rows and teams when it crashes there, her sign-in closed, her profile still there', async () => {
    await db.doc(`emulator_faults/deleteMyAccount-${her.uid}`).set({ afterStep: 'teams' });
    const calledAt = Math.floor(Date.now() / 1000) * 1000;
    const answer = await callFunction('deleteMyAccount', { confirm: true }, her.idToken);
    expect(answer.status).toBe(500);
    const marker = (await db.doc(`deletions/${her.uid}`).get()).data();
    expect(marker?.state).toBe('pending');
    expect(marker?.done).toEqual(['signIn', 'trackers', 'rows', 'teams']);
    expect((await db.doc(`races/${legId}/subscribedUsers/${her.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${her.uid}`).get()).exists).toBe(true);
    expect((await db.doc(`referrals/${her.uid}`).get()).exists).toBe(true);
    // Closed first: disabled, so no new sign-in; her refresh tokens revoked.
    expect((await signIn(herEmail)).error).toBe('USER_DISABLED');
    const validAfter = (await getAuth().getUser(her.uid)).tokensValidAfterTime;
    expect(new Date(validAfter ?? 0).getTime()).toBeGreaterThanOrEqual(calledAt);
  });

  it('finishes when she calls again', async () => {
    const answer = await callFunction('deleteMyAccount', { confirm: true }, her.idToken);
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({ deleted: true });
    const marker = (await db.doc(`deletions/${her.uid}`).get()).data();
    expect(Object.keys(marker ?? {}).sort()).toEqual(['completedAt', 'requestedAt', 'state']);
    expect(marker?.state).toBe('done');
  });
});

describe('after the deletion', () => {
  it('she cannot sign in again', async () => {
    expect((await signIn(herEmail)).error).toBe('EMAIL_NOT_FOUND');
  });

  it('her profile, push subscriptions, row, referral link and counts, mail, fair-play flags, team-code attempts and gift e-mail reports are gone', async () => {
    for (const path of [
      `users/${her.uid}`,
      `users/${her.uid}/pushSubscriptions/${'d'.repeat(43)}`,
      `push_sent/it-del-event-${her.uid}__${'d'.repeat(43)}`,
      `races/${legId}/subscribedUsers/${her.uid}`,
      `referral_links/${referralLink}`,
      `referrals/${her.uid}`,
      `mail/it-del-${her.uid}`,
      `fairplay/${legId}__${her.uid}__k1`,
      `team_code_attempts/${her.uid}~${legId}~Other`,
      `gift_mail_reports/it-del-report-${her.uid}__reported`,
      `gift_sender_blocks/${her.uid}`,
      `stripe_customers/${her.uid}/checkout_sessions/cs_del`,
    ])
      expect((await db.doc(path).get()).exists, path).toBe(false);
  });

  it('every e-mail that names her to someone else is gone (the gift e-mails she sent), and no other', async () => {
    const gifts = await db.collection('mail').where('to', '==', FRIEND).get();
    expect(gifts.docs.map((d) => d.id)).toEqual([`it-del-other-${her.uid}`]);
    expect(JSON.stringify(gifts.docs.map((d) => d.data()))).not.toContain('Deletable');
    const mentioning = await db
      .collection('mail')
      .where('mentions', 'array-contains', her.uid)
      .get();
    expect(mentioning.size).toBe(0);
    const sends = await db.collection('gift_sends').where('uid', '==', her.uid).get();
    expect(sends.size).toBe(0);
  });

  it('her Strava grant is revoked at the stand-in; her tokens, link and inbox events are gone', async () => {
    expect(
      (await db.doc(`local_provider/strava/athletes/${her.athleteId}`).get()).data()?.authorized,
    ).toBe(false);
    expect((await db.doc(`oauth_tokens/${her.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`tracker_links/strava_${her.athleteId}`).get()).exists).toBe(false);
    const events = await db
      .collection('tracker_inbox')
      .where('provider', '==', 'strava')
      .where('ownerId', '==', her.athleteId)
      .get();
    expect(events.size).toBe(0);
  });

  it('her team feed items and cheers are gone, and the reports that name her; her teammates keep theirs', async () => {
    const feed = `races/${legId}/teams/${TEAM}/feed`;
    expect((await db.doc(`${feed}/it-her-note`).get()).exists).toBe(false);
    expect((await db.doc(`${feed}/it-her-note/cheers/${early.uid}`).get()).exists).toBe(false);
    const mates = await db.collection(feed).where('uid', '==', her.uid).get();
    expect(mates.size).toBe(0);
    // Her cheer taken back once: the teammate's item keeps the other cheer and its count.
    expect((await db.doc(`${feed}/it-early-item`).get()).data()?.cheers).toBe(1);
    expect((await db.doc(`${feed}/it-early-item/cheers/${her.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`${feed}/it-early-item/cheers/${late.uid}`).get()).exists).toBe(true);
    expect((await db.doc(`feed_reports/it-her-note__${early.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`feed_reports/it-early-item__${her.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`feed_reports/it-early-item__${late.uid}`).get()).exists).toBe(true);
  });

  it('the standings and the board hold the two teammates and not her', async () => {
    const { board } = await legSettled(db, legId, 2);
    expect(board.count).toBe(2);
    const text = `${await standingsText()}\n${JSON.stringify(board)}`;
    expect(text).not.toContain('Zoé');
    expect(text).not.toContain('Deletable');
    expect(text).toContain('Bib3');
  });

  it('her team passes to the earliest-registered teammate (the lowest bib), without her', async () => {
    const team = (await db.doc(`races/${legId}/teams/${TEAM}`).get()).data();
    expect(team?.owner).toBe(early.uid);
    expect(team?.membersCount).toBe(2);
    expect(team?.members).toBeUndefined();
    const roster = (await db.doc(`races/${legId}/teams/${TEAM}/private/roster`).get()).data();
    expect(Object.keys(roster?.members ?? {}).sort()).toEqual([early.uid, late.uid].sort());
  });

  it('the gift code she bought stays valid, without her, and someone else redeems it', async () => {
    const code = (await db.doc(`giftcodes/${boughtCode}`).get()).data();
    expect(code).toMatchObject({ used: false, legId: fx.legA });
    expect(code?.purchasedBy).toBeUndefined();
    const holder = await newParticipant(db, 'Holder');
    const answer = await callFunction(
      'redeemGiftCode',
      { code: boughtCode, legId: fx.legA, raceId: fx.raceId, raceUrl: fx.raceUrl },
      holder.idToken,
    );
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ legId: fx.legA });
  });

  it('the code she redeemed keeps its redemption, without her name or e-mail', async () => {
    const redemption = (await db.doc(`giftcode_redemptions/${redeemedCode}`).get()).data();
    expect(redemption).toMatchObject({ legId, paymentId: `gift_${redeemedCode}` });
    expect(redemption?.usedBy).toBeUndefined();
  });

  it('her payments stay for accounting with the personal fields removed, and are never provisioned again', async () => {
    const paid = (await db.doc(`stripe_customers/${her.uid}/payments/pi_del_paid`).get()).data();
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 1300, currency: 'cad' });
    expect(paid?.metadata).toEqual({ legId, raceId: fx.raceId });
    const text = JSON.stringify(paid);
    for (const personal of [herEmail, 'Zoé', '1 Main St', '613-555-0100', 'otter-secret', her.uid])
      expect(text).not.toContain(personal);
    const open = (await db.doc(`stripe_customers/${her.uid}/payments/pi_del_open`).get()).data();
    expect(open?.receipt_email).toBeUndefined();
    expect((await db.doc('provisioned/pi_del_open').get()).data()).toMatchObject({
      status: 'rejected',
      reason: 'account deleted before provisioning',
    });
  });

  it('a second run changes nothing', async () => {
    const watched = [
      `races/${legId}/teams/${TEAM}`,
      `races/${legId}/board/current`,
      ...SHARD_IDS.map((id) => `races/${legId}/standings/${id}`),
      `giftcodes/${redeemedCode}`,
      `giftcode_redemptions/${redeemedCode}`,
      `stripe_customers/${her.uid}/payments/pi_del_paid`,
      `stripe_customers/${her.uid}/payments/pi_del_open`,
      `provisioned/pi_del_open`,
      `users/${her.uid}`,
    ];
    const before = await versions(watched);
    // Her ID token outlives her account for up to an hour: the call may still come.
    const answer = await callFunction('deleteMyAccount', { confirm: true }, her.idToken);
    expect(answer.status).toBe(200);
    expect(await versions(watched.filter((p) => !p.includes('/board/')))).toEqual(
      before.filter((v) => !v.includes('/board/')),
    );
    expect((await db.doc(`races/${legId}/board/current`).get()).data()?.count).toBe(2);
    expect((await db.doc(`deletions/${her.uid}`).get()).data()?.state).toBe('done');
  });
});

describe('a deletion cut after the Auth user went', () => {
  it('is finished by the reconciliation sweep', async () => {
    const bea = await newParticipant(db, 'Bea');
    const beaLeg = await registerOnNewLeg(db, bea.uid);
    await db.doc(`referrals/${bea.uid}`).set({ total: 0, counts: {} });
    await db.doc(`emulator_faults/deleteMyAccount-${bea.uid}`).set({ afterStep: 'auth' });
    const answer = await callFunction('deleteMyAccount', { confirm: true }, bea.idToken);
    expect(answer.status).toBe(500);
    expect((await signIn(bea.email)).error).toBe('EMAIL_NOT_FOUND');
    expect((await db.doc(`deletions/${bea.uid}`).get()).data()?.state).toBe('pending');
    // The sweep leaves a deletion 2 minutes to its own call, then finishes it (as if asked 10 minutes ago).
    await reconcileNow();
    expect((await db.doc(`deletions/${bea.uid}`).get()).data()?.state).toBe('pending');
    await db
      .doc(`deletions/${bea.uid}`)
      .update({ requestedAt: Timestamp.fromMillis(Date.now() - 10 * 60_000) });

    const report = await reconcileNow();
    expect((report as unknown as { deletionsFinished: number }).deletionsFinished).toBeGreaterThan(
      0,
    );
    const marker = (await db.doc(`deletions/${bea.uid}`).get()).data();
    expect(marker?.state).toBe('done');
    expect(marker?.email).toBeUndefined();
    expect((await db.doc(`races/${beaLeg}/subscribedUsers/${bea.uid}`).get()).exists).toBe(false);
  });
});

describe('re-authentication', () => {
  it('refuses a sign-in older than five minutes', async () => {
    const old = await newParticipant(db, 'Old');
    // An emulator token (unsigned, as the Auth emulator's own) that signed in an hour ago.
    const now = Math.floor(Date.now() / 1000);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const claims = {
      iss: `https://securetoken.google.com/${PROJECT_ID}`,
      aud: PROJECT_ID,
      auth_time: now - 3600,
      user_id: old.uid,
      sub: old.uid,
      iat: now,
      exp: now + 3600,
      email: old.email,
      firebase: { identities: {}, sign_in_provider: 'password' },
    };
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const answer = await callFunction('deleteMyAccount', { confirm: true }, token);
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe('Enter your password again to delete your account.');
    expect((await db.doc(`users/${old.uid}`).get()).exists).toBe(true);
  });
});
