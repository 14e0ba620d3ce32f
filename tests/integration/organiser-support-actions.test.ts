/**
 * The organisers' support actions on the emulator suite (docs/organiser-console.md, "Support
 * actions"; docs/security.md items 78, 79). Moving a registration to another leg of the same
 * race ("Move a registration"), with a registration paid
 * through the local checkout: her row, activities and bib follow to the new leg, the old leg's
 * standings lose her and the new leg's gain her, she leaves her team (its count and captaincy
 * right), the payment's marker names the new leg, and one log entry has the reason, before and
 * after and the price difference. The same call again changes nothing; a participant and a
 * visitor are refused, and a bad request or a leg of another race writes nothing. Resending the
 * confirmation ("Resend a confirmation") queues it again under an id of its own, as it reads
 * now (the moved registration's new leg), one e-mail and one log entry per resend. Ending the
 * registration after a refund made in Stripe ("End a registration after a refund") goes the
 * refund webhook's way, once. A batch of gift codes for a partner ("Gift codes for a partner")
 * makes codes a participant redeems like bought ones, with the CSV and one log entry. Changing
 * or leaving her team ("Change or leave her team") keeps counts and captaincy right. Correcting
 * an address ("Correct a shipping address") passes the zone and the ship date, not the field
 * checks. A complimentary registration ("Complimentary registration") is provisioned with no
 * payment, marked as such, confirmed by e-mail in her language and logged once; given twice, it
 * is written once.
 */
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeRows } from '../../src/contract/standings-codec';
import { shardOf } from '../../src/contract/standings-board';
import { registrationEndedMailId } from '../../functions/src/payments/registration-ended-mail';
import {
  adminDb,
  addressIn,
  callFunction,
  LEG_A_CENTS,
  LEG_B_CENTS,
  newParticipant,
  orderAndPay,
  orderFor,
  signUp,
  waitFor,
  type Participant,
} from './support/emulators';
import { signInAgain, testRaceBeforeAll } from './support/file-fixtures';

const db = adminDb();
const fx = testRaceBeforeAll(db);
const CHAIN_MS = 240_000;
const MOVE = 'organiser-moveRegistration';
const RESEND = 'organiser-resendConfirmation';
const END = 'organiser-endRegistration';

async function standingKeys(legId: string, uid: string): Promise<string[]> {
  const shard = (await db.doc(`races/${legId}/standings/${shardOf(uid)}`).get()).data();
  return decodeRows(String(shard?.rows ?? '')).map((row) => row.key);
}

const logOf = async (byUid: string) =>
  (await db.collection('organiser_log').where('by.uid', '==', byUid).get()).docs.map((d) =>
    d.data(),
  );

const userOf = async (uid: string) => (await db.doc(`users/${uid}`).get()).data();

describe('an organiser moves a registration to another leg', () => {
  let org: { uid: string; idToken: string };
  let mover: Participant;
  let mate: Participant;
  let bib: number;
  let paymentId: string;
  const teamName = `Move Team ${Date.now().toString(36)}`;

  beforeAll(async () => {
    const organiser = await signUp();
    await getAuth().setCustomUserClaims(organiser.uid, { admin: true });
    org = { uid: organiser.uid, idToken: await signInAgain(organiser.email) };
    [mover, mate] = await Promise.all([newParticipant(db, 'Mona'), newParticipant(db, 'Matt')]);
    const paid = await orderAndPay(
      db,
      mover,
      orderFor(fx, { teamChoice: 'newTeam', teamName, teamCode: 'MOVE-1' }),
    );
    await orderAndPay(
      db,
      mate,
      orderFor(fx, { teamChoice: 'existingTeam', teamName, teamCode: 'MOVE-1' }),
    );
    bib = paid.marker.bibNumber as number;
    paymentId = String(paid.marker.paymentId);
    // Her activity: 12.5 km on the old leg.
    await db.doc(`races/${fx.legA}/subscribedUsers/${mover.uid}`).update({
      'times.1767268800000_2026-01-01': {
        date: Timestamp.fromDate(new Date('2026-01-01T12:00:00Z')),
        distance: 12.5,
        distanceType: 'Km',
        duration: { hours: 1, minutes: 10, seconds: 0 },
      },
      totalDistance: 12.5,
    });
    await waitFor(
      'her row in the old leg’s standings',
      async () => (await standingKeys(fx.legA, mover.uid)).includes(String(bib)),
      CHAIN_MS,
    );
  });

  const request = () => ({
    uid: mover.uid,
    fromLegId: fx.legA,
    toLegId: fx.legB,
    reason: 'Registered for the wrong distance (her e-mail of Monday)',
  });

  it('78. a participant is answered permission-denied and a visitor unauthenticated; nothing moves', async () => {
    const answer = await callFunction(MOVE, request(), mover.idToken);
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
    const visitor = await callFunction(MOVE, request());
    expect(visitor.error?.status).toBe('UNAUTHENTICATED');
    expect((await userOf(mover.uid))?.subscribedRaces?.[fx.legA]?.bibNumber).toBe(bib);
    expect((await db.doc(`races/${fx.legB}/subscribedUsers/${mover.uid}`).get()).exists).toBe(
      false,
    );
  });

  it('a request without a reason, or to a leg of another race, writes nothing', async () => {
    const noReason = await callFunction(MOVE, { ...request(), reason: ' ' }, org.idToken);
    expect(noReason.error?.status).toBe('INVALID_ARGUMENT');
    const elsewhere = await callFunction(
      MOVE,
      { ...request(), toLegId: 'price_tbcr25_2500km' },
      org.idToken,
    );
    expect(elsewhere.error?.status).toBe('FAILED_PRECONDITION');
    expect(elsewhere.error?.message).toBe(
      'This registration cannot be moved to that leg: nothing was changed.',
    );
    expect(await logOf(org.uid)).toEqual([]);
    expect((await userOf(mover.uid))?.subscribedRaces?.[fx.legA]).toBeDefined();
  });

  it('moves her row, activities, bib and payment; she leaves her team; logged once; the same call again changes nothing', async () => {
    const moved = await callFunction(MOVE, request(), org.idToken);
    expect(moved.error).toBeUndefined();
    expect(moved.result).toEqual({
      outcome: 'moved',
      bib,
      bibKept: true,
      priceDifferenceCents: LEG_B_CENTS - LEG_A_CENTS,
    });

    const user = await userOf(mover.uid);
    expect(user?.subscribedRaces?.[fx.legA]).toBeUndefined();
    expect(user?.subscribedRaces?.[fx.legB]).toMatchObject({
      legId: fx.legB,
      raceId: fx.raceId,
      bibNumber: bib,
      teamName: 'noTeam',
      raceInfo: { legName: '200 km Leg', distance: 200 },
      movedFrom: { legId: fx.legA, bib, teamName, priceDifferenceCents: 2000 },
    });
    expect((await db.doc(`races/${fx.legA}/subscribedUsers/${mover.uid}`).get()).exists).toBe(
      false,
    );
    const row = (await db.doc(`races/${fx.legB}/subscribedUsers/${mover.uid}`).get()).data();
    expect(row).toMatchObject({
      bibNumber: bib,
      teamName: 'noTeam',
      totalDistance: 12.5,
      times: { '1767268800000_2026-01-01': expect.objectContaining({ distance: 12.5 }) },
    });
    expect((await db.doc(`provisioned/${paymentId}`).get()).data()).toMatchObject({
      legId: fx.legB,
      movedFrom: fx.legA,
    });
    expect(
      (await db.doc(`stripe_customers/${mover.uid}/payments/${paymentId}`).get()).get(
        'registrationLegId',
      ),
    ).toBe(fx.legB);

    // Her team on the old leg: one member less, the captaincy passed to her teammate.
    const team = db.doc(`races/${fx.legA}/teams/${teamName}`);
    expect((await team.get()).data()).toMatchObject({ owner: mate.uid, membersCount: 1 });
    const roster = (await team.collection('private').doc('roster').get()).data();
    expect(roster?.members?.[mover.uid]).toBeUndefined();

    // The boards follow through the standings' trigger: off the old leg, on the new one.
    await waitFor(
      'her row to leave the old leg’s standings',
      async () => !(await standingKeys(fx.legA, mover.uid)).includes(String(bib)),
      CHAIN_MS,
    );
    await waitFor(
      'her row on the new leg’s standings',
      async () => (await standingKeys(fx.legB, mover.uid)).includes(String(bib)),
      CHAIN_MS,
    );

    const entries = await logOf(org.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'registration.move',
      target: `users/${mover.uid}`,
      reason: request().reason,
      before: { legId: fx.legA, bib, teamName, totalDistance: 12.5, activities: 1, paymentId },
      after: { legId: fx.legB, bib, bibKept: true, teamName: 'noTeam', priceDifferenceCents: 2000 },
    });

    const again = await callFunction(MOVE, request(), org.idToken);
    expect(again.result).toEqual({
      outcome: 'alreadyMoved',
      bib,
      bibKept: true,
      priceDifferenceCents: 2000,
    });
    expect(await logOf(org.uid)).toHaveLength(1);
    expect((await db.doc(`races/${fx.legB}/subscribedUsers/${mover.uid}`).get()).data()).toEqual(
      expect.objectContaining({ bibNumber: bib, totalDistance: 12.5 }),
    );
    expect((await team.get()).get('membersCount')).toBe(1);
  });
  it('resends her confirmation as it reads now, each time under a new id, logged each time', async () => {
    const request = { uid: mover.uid, legId: fx.legB, reason: 'She never got it' };
    const refused = await callFunction(RESEND, request, mover.idToken);
    expect(refused.error?.status).toBe('PERMISSION_DENIED');
    const unpaid = await callFunction(RESEND, { ...request, uid: mate.uid }, org.idToken);
    expect(unpaid.error?.status).toBe('FAILED_PRECONDITION');
    expect(unpaid.error?.message).toBe('This registration has no confirmation to send again.');

    const before = (await logOf(org.uid)).length;
    for (const n of [1, 2]) {
      const sent = await callFunction(RESEND, request, org.idToken);
      expect(sent.error).toBeUndefined();
      const mailId = `registration-confirmed__${paymentId}__resend-${n}`;
      expect(sent.result).toEqual({ mailId, resends: n });
      const mail = (await db.doc(`mail/${mailId}`).get()).data();
      expect(mail?.to).toBe(mover.email);
      // The registration as it is now: on the leg she was moved to.
      expect(mail?.message?.subject).toMatch(/^You're registered: .* – 200 km Leg$/);
      expect(mail?.message?.text).toContain(String(bib));
    }
    const entries = (await logOf(org.uid)).filter(
      (entry) => entry.action === 'registration.resendConfirmation',
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      target: `provisioned/${paymentId}`,
      reason: 'She never got it',
      after: { to: mover.email, legId: fx.legB },
    });
    expect((await logOf(org.uid)).length).toBe(before + 2);
  });
  it('ends her registration as a refund does, once, logged once', async () => {
    const request = { uid: mover.uid, legId: fx.legB, reason: 'Refunded in Stripe on request' };
    const refused = await callFunction(END, request, mover.idToken);
    expect(refused.error?.status).toBe('PERMISSION_DENIED');
    const unpaid = await callFunction(END, { ...request, uid: mate.uid }, org.idToken);
    expect(unpaid.error?.status).toBe('FAILED_PRECONDITION');
    const before = (await logOf(org.uid)).length;

    const ended = await callFunction(END, request, org.idToken);
    expect(ended.result).toEqual({ outcome: 'ended', paymentId });
    const user = await userOf(mover.uid);
    expect(user?.subscribedRaces?.[fx.legB]).toBeUndefined();
    expect(user?.endedRaces?.[fx.legB]).toMatchObject({
      bibNumber: bib,
      totalDistance: 12.5,
      endReason: 'refunded',
      paymentId,
    });
    expect((await db.doc(`races/${fx.legB}/subscribedUsers/${mover.uid}`).get()).exists).toBe(
      false,
    );
    expect((await db.doc(`provisioned/${paymentId}`).get()).data()).toMatchObject({
      endReason: 'refunded',
      endedAt: expect.anything(),
    });
    expect((await db.doc(`mail/${registrationEndedMailId(paymentId)}`).get()).get('to')).toBe(
      mover.email,
    );
    await waitFor(
      'her row to leave the new leg’s standings',
      async () => !(await standingKeys(fx.legB, mover.uid)).includes(String(bib)),
      CHAIN_MS,
    );

    const again = await callFunction(END, request, org.idToken);
    expect(again.result).toEqual({ outcome: 'alreadyEnded', paymentId });
    const entries = (await logOf(org.uid)).filter((entry) => entry.action === 'registration.end');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      target: `provisioned/${paymentId}`,
      reason: 'Refunded in Stripe on request',
      before: { legId: fx.legB, paymentId },
    });
    expect((await logOf(org.uid)).length).toBe(before + 1);
  });
});

describe('an organiser makes a batch of gift codes for a partner', () => {
  const BATCH = 'organiser-giftCodeBatch';

  it('78. a participant is refused; a bad count or an unknown leg writes nothing', async () => {
    const someone = await newParticipant(db, 'Pia');
    const request = { legId: fx.legA, count: 2, partner: 'Club', reason: 'Sponsor deal' };
    expect((await callFunction(BATCH, request, someone.idToken)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    const organiser = await signUp();
    await getAuth().setCustomUserClaims(organiser.uid, { admin: true });
    const token = await signInAgain(organiser.email);
    for (const count of [0, 201, 1.5])
      expect((await callFunction(BATCH, { ...request, count }, token)).error?.status).toBe(
        'INVALID_ARGUMENT',
      );
    const unknown = await callFunction(BATCH, { ...request, legId: 'price_nope_x' }, token);
    expect(unknown.error?.status).toBe('NOT_FOUND');
    expect(await logOf(organiser.uid)).toEqual([]);
  });

  it('makes the codes, each redeemable once for the leg, with the CSV and one log entry', async () => {
    const organiser = await signUp();
    await getAuth().setCustomUserClaims(organiser.uid, { admin: true });
    const token = await signInAgain(organiser.email);
    const made = await callFunction(
      BATCH,
      { legId: fx.legA, count: 3, partner: 'Maple Runners Club', reason: 'Sponsor deal 2026' },
      token,
    );
    expect(made.error).toBeUndefined();
    const { batchId, codes, csv } = made.result as {
      batchId: string;
      codes: string[];
      csv: string;
    };
    expect(new Set(codes).size).toBe(3);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'code,legId,partner,batchId',
      ...codes.map((code) => `${code},${fx.legA},Maple Runners Club,${batchId}`),
    ]);
    for (const code of codes)
      expect((await db.doc(`giftcodes/${code}`).get()).data()).toMatchObject({
        used: false,
        legId: fx.legA,
        partner: 'Maple Runners Club',
        batchId,
      });

    const friend = await newParticipant(db, 'Gwen');
    const redeemed = await callFunction(
      'redeemGiftCode',
      { code: codes[0], legId: fx.legA, raceId: fx.raceId, raceUrl: fx.raceUrl },
      friend.idToken,
    );
    expect(redeemed.status).toBe(200);
    expect((await userOf(friend.uid))?.subscribedRaces?.[fx.legA]?.bibNumber).toEqual(
      expect.any(Number),
    );
    expect((await db.doc(`giftcodes/${codes[0]}`).get()).get('used')).toBe(true);

    const entries = await logOf(organiser.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'giftcodes.batch',
      reason: 'Sponsor deal 2026',
      after: { batchId, legId: fx.legA, partner: 'Maple Runners Club', count: 3, codes },
    });
  });
});

describe('an organiser changes or takes her off her team', () => {
  const TEAM = 'organiser-changeTeam';
  const alpha = `Alpha ${Date.now().toString(36)}`;
  const beta = `Beta ${Date.now().toString(36)}`;
  let token: string;
  let organiserUid: string;
  let captain: Participant;
  let mate: Participant;

  /** A registration on leg A as provisioning writes it (row, registration, team count). */
  async function registered(who: Participant, bib: number, teamName: string) {
    await db.doc(`users/${who.uid}`).update({
      [`subscribedRaces.${fx.legA}`]: {
        raceId: fx.raceId,
        legId: fx.legA,
        raceInfo: { name: 'Integration Race', legName: '100 km Leg', distance: 100 },
        bibNumber: bib,
        teamName,
        teamChoice: teamName === 'noTeam' ? 'noTeam' : 'existingTeam',
      },
    });
    await db.doc(`races/${fx.legA}/subscribedUsers/${who.uid}`).set({
      firstName: 'Team',
      lastName: 'Racer',
      bibNumber: bib,
      teamName,
      totalDistance: 3,
      times: {},
    });
  }

  beforeAll(async () => {
    const organiser = await signUp();
    organiserUid = organiser.uid;
    await getAuth().setCustomUserClaims(organiser.uid, { admin: true });
    token = await signInAgain(organiser.email);
    [captain, mate] = await Promise.all([newParticipant(db, 'Cora'), newParticipant(db, 'Mia')]);
    await Promise.all([registered(captain, 901, alpha), registered(mate, 902, alpha)]);
    const createdAt = Timestamp.now();
    await db.doc(`races/${fx.legA}/teams/${alpha}`).set({
      owner: captain.uid,
      createdAt,
      membersCount: 2,
    });
    await db.doc(`races/${fx.legA}/teams/${alpha}/private/roster`).set({
      members: {
        [captain.uid]: { firstName: 'Cora', lastName: 'Racer', totalDistance: 3 },
        [mate.uid]: { firstName: 'Mia', lastName: 'Racer', totalDistance: 3 },
      },
    });
    // Everybody left it: no captain.
    await db.doc(`races/${fx.legA}/teams/${beta}`).set({ createdAt, membersCount: 0 });
  });

  const team = async (name: string) =>
    (await db.doc(`races/${fx.legA}/teams/${name}`).get()).data();

  it('78. a participant is refused; an unknown team or a bad name changes nothing', async () => {
    const request = { uid: captain.uid, legId: fx.legA, teamName: beta, reason: 'Her friends' };
    expect((await callFunction(TEAM, request, mate.idToken)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    const unknown = await callFunction(TEAM, { ...request, teamName: 'Nobody Here' }, token);
    expect(unknown.error?.status).toBe('FAILED_PRECONDITION');
    const reserved = await callFunction(TEAM, { ...request, teamName: 'noTeam' }, token);
    expect(reserved.error?.status).toBe('INVALID_ARGUMENT');
    expect(await team(alpha)).toMatchObject({ owner: captain.uid, membersCount: 2 });
    expect(await logOf(organiserUid)).toEqual([]);
  });

  it('moves the captain to a team without one: both counts and captaincies follow; once', async () => {
    const request = { uid: captain.uid, legId: fx.legA, teamName: beta, reason: 'Her friends' };
    const changed = await callFunction(TEAM, request, token);
    expect(changed.result).toEqual({ outcome: 'changed', teamName: beta, captain: true });
    expect(await team(alpha)).toMatchObject({ owner: mate.uid, membersCount: 1 });
    // The old team's roster follows her row through its trigger (on-activity-written.ts): after the
    // callable, not with it.
    await waitFor("her old team's roster without her", async () => {
      const oldRoster = (
        await db.doc(`races/${fx.legA}/teams/${alpha}/private/roster`).get()
      ).data();
      return oldRoster?.members?.[captain.uid] === undefined;
    });
    expect(await team(beta)).toMatchObject({ owner: captain.uid, membersCount: 1 });
    expect(
      (await db.doc(`races/${fx.legA}/subscribedUsers/${captain.uid}`).get()).get('teamName'),
    ).toBe(beta);
    expect((await userOf(captain.uid))?.subscribedRaces?.[fx.legA]).toMatchObject({
      teamName: beta,
      teamChoice: 'existingTeam',
    });
    // The activity trigger writes her summary on her new team's roster.
    await waitFor('her summary on the new roster', async () =>
      (await db.doc(`races/${fx.legA}/teams/${beta}/private/roster`).get()).get(
        `members.${captain.uid}`,
      ),
    );

    const again = await callFunction(TEAM, request, token);
    expect(again.result).toEqual({ outcome: 'unchanged', teamName: beta, captain: false });
    expect(await team(beta)).toMatchObject({ membersCount: 1 });
    const entries = await logOf(organiserUid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'registration.team',
      reason: 'Her friends',
      before: { teamName: alpha },
      after: { teamName: beta, captain: true },
    });
  });

  it('takes the last member off her team: the team stays, without members or captain', async () => {
    const left = await callFunction(
      TEAM,
      { uid: mate.uid, legId: fx.legA, teamName: null, reason: 'Wants to race alone' },
      token,
    );
    expect(left.result).toEqual({ outcome: 'changed', teamName: 'noTeam', captain: false });
    const after = await team(alpha);
    expect(after).toMatchObject({ membersCount: 0 });
    expect(after?.owner).toBeUndefined();
    expect(
      (await db.doc(`races/${fx.legA}/subscribedUsers/${mate.uid}`).get()).get('teamName'),
    ).toBe('noTeam');
  });
});

describe('an organiser corrects a shipping address outside the self-serve rule', () => {
  const ADDRESS = 'organiser-correctAddress';
  const abroad = addressIn('FR', 'Ada');

  it('changes the zone after the medals’ ship date, logged with before and after; once', async () => {
    const organiser = await signUp();
    await getAuth().setCustomUserClaims(organiser.uid, { admin: true });
    const token = await signInAgain(organiser.email);
    const her = await newParticipant(db, 'Ada');
    const canadian = addressIn('CA', 'Ada');
    await db.doc(`users/${her.uid}`).update({
      [`subscribedRaces.${fx.legB}`]: {
        raceId: fx.raceId,
        bibNumber: 5,
        shippingAddress: canadian,
      },
    });
    // The self-serve rule refuses her both the zone and the date.
    await db
      .doc(`races/${fx.legB}`)
      .update({ medalsShipAt: Timestamp.fromMillis(Date.now() - 1000) });
    const request = { uid: her.uid, legId: fx.legB, address: abroad, reason: 'Moved to Paris' };
    expect((await callFunction(ADDRESS, request, her.idToken)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    const bad = await callFunction(
      ADDRESS,
      { ...request, address: { ...abroad, city: '' } },
      token,
    );
    expect(bad.error?.status).toBe('INVALID_ARGUMENT');

    const corrected = await callFunction(ADDRESS, request, token);
    expect(corrected.result).toEqual({ outcome: 'corrected' });
    expect((await userOf(her.uid))?.subscribedRaces?.[fx.legB]?.shippingAddress).toEqual(abroad);
    const again = await callFunction(ADDRESS, request, token);
    expect(again.result).toEqual({ outcome: 'unchanged' });
    const entries = await logOf(organiser.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'registration.address',
      reason: 'Moved to Paris',
      before: { legId: fx.legB, address: canadian },
      after: { legId: fx.legB, address: abroad },
    });
  });
});

describe('an organiser gives a complimentary registration', () => {
  const GIVE = 'organiser-giveComplimentary';
  let organiser: { uid: string; idToken: string };
  let her: Participant;

  beforeAll(async () => {
    const account = await signUp();
    await getAuth().setCustomUserClaims(account.uid, { admin: true });
    organiser = { uid: account.uid, idToken: await signInAgain(account.email) };
    her = await newParticipant(db, 'Gisèle');
    // She reads her e-mails in French: the confirmation must be in French.
    await db.doc(`users/${her.uid}`).update({ language: 'fr' });
  });

  const request = () => ({
    uid: her.uid,
    legId: fx.legA,
    address: addressIn('CA', 'Gisèle'),
    reason: 'Won the club’s draw',
  });

  it('78. a participant is answered permission-denied and a visitor unauthenticated; nothing is written', async () => {
    expect((await callFunction(GIVE, request(), her.idToken)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect((await callFunction(GIVE, request())).error?.status).toBe('UNAUTHENTICATED');
    expect(await userOf(her.uid)).not.toHaveProperty(`subscribedRaces.${fx.legA}`);
  });

  it('bad input, an unknown leg and an ended leg write nothing', async () => {
    const noReason = await callFunction(GIVE, { ...request(), reason: '' }, organiser.idToken);
    expect(noReason.error?.status).toBe('INVALID_ARGUMENT');
    const badAddress = await callFunction(
      GIVE,
      { ...request(), address: { ...addressIn('CA', 'Gisèle'), postalCode: '12' } },
      organiser.idToken,
    );
    expect(badAddress.error?.status).toBe('INVALID_ARGUMENT');
    // Named at its field (the console shows it there).
    expect((badAddress.error as { details?: unknown } | undefined)?.details).toMatchObject({
      field: 'postalCode',
      problem: 'postalCodePattern',
    });
    const unknown = await callFunction(
      GIVE,
      { ...request(), legId: `${fx.legA}_none` },
      organiser.idToken,
    );
    expect(unknown.error?.message).toBe('There is no such leg.');

    // A leg of the race whose challenge ended yesterday.
    const ended = `${fx.legA}_ended`;
    await db.doc(`products/${fx.raceId}/prices/${ended}`).set({
      active: false,
      currency: 'cad',
      unit_amount: 1000,
      type: 'one_time',
      description: 'Ended Leg',
      metadata: { distance: '5' },
    });
    await db.doc(`races/${ended}`).set({
      name: 'Ended',
      legName: 'Ended Leg',
      distance: 5,
      raceDateEnd: Timestamp.fromMillis(Date.now() - 86_400_000),
    });
    const over = await callFunction(GIVE, { ...request(), legId: ended }, organiser.idToken);
    expect(over.error?.status).toBe('FAILED_PRECONDITION');
    expect(over.error?.message).toBe('This leg’s challenge has ended: nothing was written.');

    expect(await userOf(her.uid)).not.toHaveProperty(`subscribedRaces.${fx.legA}`);
    expect(await logOf(organiser.uid)).toEqual([]);
  });

  it('registers her with no payment, marked complimentary, logged once, her confirmation in French; the same call again writes nothing', async () => {
    const given = await callFunction(GIVE, request(), organiser.idToken);
    expect(given.error).toBeUndefined();
    const bib = (given.result as { bib: number }).bib;
    expect(given.result).toEqual({ outcome: 'given', bib: expect.any(Number) });

    const entry = (await userOf(her.uid))?.subscribedRaces?.[fx.legA];
    expect(entry).toMatchObject({
      bibNumber: bib,
      complimentary: true,
      teamName: 'noTeam',
      shippingAddress: addressIn('CA', 'Gisèle'),
    });
    const row = (await db.doc(`races/${fx.legA}/subscribedUsers/${her.uid}`).get()).data();
    expect(row).toMatchObject({ bibNumber: bib, firstName: 'Gisèle', totalDistance: 0 });
    const paymentId = `complimentary_${fx.legA}__${her.uid}`;
    const payment = (
      await db.doc(`stripe_customers/${her.uid}/payments/${paymentId}`).get()
    ).data();
    expect(payment).toMatchObject({ amount: 0, complimentary: true, status: 'succeeded' });

    // Her confirmation, in her language: the marker's trigger queues it (no items needed).
    const mail = await waitFor(
      'her confirmation e-mail',
      async () => (await db.doc(`mail/registration-confirmed__${paymentId}`).get()).data(),
      CHAIN_MS,
    );
    expect(mail.to).toBe(her.email);
    expect(mail.message.subject).toMatch(/^Votre inscription est confirmée/);
    expect(mail.message.text).toContain(String(bib));

    const again = await callFunction(GIVE, request(), organiser.idToken);
    expect(again.result).toEqual({ outcome: 'alreadyGiven', bib });
    const entries = await logOf(organiser.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'registration.complimentary',
      target: `users/${her.uid}`,
      reason: 'Won the club’s draw',
      before: null,
      after: { legId: fx.legA, bib, paymentId },
    });

    // The lookup shows it as such.
    const lookup = await callFunction(
      'organiser-lookupParticipant',
      { query: her.email },
      organiser.idToken,
    );
    const found = (
      lookup.result as {
        participants: { registrations: { legId: string; complimentary: boolean }[] }[];
      }
    ).participants[0]?.registrations.find((r) => r.legId === fx.legA);
    expect(found?.complimentary).toBe(true);
  });

  it('a leg she is already registered on is refused (alreadyRegistered) and nothing is written', async () => {
    const paid = await newParticipant(db, 'Paula');
    await orderAndPay(db, paid, orderFor(fx, {}));
    const before = await userOf(paid.uid);
    const answer = await callFunction(
      GIVE,
      { ...request(), uid: paid.uid, address: null },
      organiser.idToken,
    );
    expect(answer.error?.status).toBe('ALREADY_EXISTS');
    expect(answer.error?.message).toBe(
      'She is already registered on this leg: nothing was written.',
    );
    expect(await userOf(paid.uid)).toEqual(before);
    expect((await db.doc(`provisioned/complimentary_${fx.legA}__${paid.uid}`).get()).exists).toBe(
      false,
    );
    // Only the earlier test's entry: the refusal logged nothing.
    const given = (await logOf(organiser.uid)).filter(
      (entry) => entry.action === 'registration.complimentary',
    );
    expect(given).toHaveLength(1);
  });
});
