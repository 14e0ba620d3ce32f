/**
 * "Download my data" on the emulator suite (contract/my-data.ts, functions/src/account/): the
 * `exportMyData` callable gives the caller her own data, complete (profile, registrations, every
 * activity, team, referrals, gift codes, payments, preferences, tracker state), nothing of a
 * teammate's or of whoever redeemed her gift code, and never a token. The owner has 1,000
 * activities on one leg, the size the account page must serve in seconds.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyData } from '../../src/contract/my-data';
import {
  adminDb,
  callFunction,
  newParticipant,
  uniqueId,
  type Participant,
} from './support/emulators';
import { registerOnNewLeg } from './support/strava';

const TEAM = 'Export Otters';
const ACTIVITIES = 1000;
const TOKEN = 'never-exported-access-token';

const db = adminDb();
let owner: Participant;
let mate: Participant;
let legId: string;
let giftCode: string;

/** 1,000 manual entries of 1.25 km on consecutive days, and one Strava import. */
function thousandEntries(): Record<string, unknown> {
  const start = Date.UTC(2026, 0, 1, 12);
  const times: Record<string, unknown> = {};
  for (let i = 0; i < ACTIVITIES - 1; i += 1) {
    const date = new Date(start + i * 3_600_000);
    const day = date.toISOString().slice(0, 10);
    times[`${date.getTime()}_${day}`] = {
      date: Timestamp.fromDate(date),
      day,
      distance: 1.25,
      distanceType: 'Km',
      duration: { hours: 0, minutes: 8, seconds: 30 },
    };
  }
  times.S_777001 = {
    date: Timestamp.fromDate(new Date(start)),
    day: '2026-01-01',
    distance: 5,
    distanceType: 'Km',
    duration: { hours: 0, minutes: 30, seconds: 0 },
  };
  return times;
}

beforeAll(async () => {
  owner = await newParticipant(db, 'Anaïs');
  mate = await newParticipant(db, 'Mateo');
  legId = await registerOnNewLeg(db, owner.uid);
  // The teammate on the same leg and team.
  await db.doc(`users/${mate.uid}`).update({
    [`subscribedRaces.${legId}`]: { legId, bibNumber: 2, teamName: TEAM },
  });
  await db.doc(`races/${legId}/subscribedUsers/${mate.uid}`).set({
    firstName: 'Mateo',
    lastName: 'Runner',
    bibNumber: 2,
    teamName: TEAM,
    totalDistance: 3,
    times: {},
  });
  await db.doc(`races/${legId}/teams/${TEAM}`).set({
    owner: owner.uid,
    membersCount: 2,
  });
  await db.doc(`races/${legId}/teams/${TEAM}/private/roster`).set({
    members: { [mate.uid]: { firstName: 'Mateo', lastName: 'Runner', totalDistance: 3 } },
  });
  await db.doc(`users/${owner.uid}`).update({
    [`subscribedRaces.${legId}.teamName`]: TEAM,
    [`subscribedRaces.${legId}.raceId`]: 'race-export',
    language: 'fr',
    leaderboardName: 'initial',
    stravaAccount: { id: '5550001' },
  });
  await db.doc(`races/${legId}/subscribedUsers/${owner.uid}`).update({
    teamName: TEAM,
    totalDistance: (ACTIVITIES - 1) * 1.25 + 5,
    times: thousandEntries(),
  });
  await db.doc(`oauth_tokens/${owner.uid}`).set({
    strava: { athleteId: '5550001', accessToken: TOKEN, refreshToken: TOKEN, expiresAtMs: 0 },
  });
  giftCode = uniqueId('GIFT').toUpperCase();
  await db.doc(`giftcodes/${giftCode}`).set({ used: true, legId, purchasedBy: owner.uid });
  await db.doc(`giftcode_redemptions/${giftCode}`).set({ uid: mate.uid, email: mate.email });
  await db.doc(`stripe_customers/${owner.uid}/payments/pi_export_1`).set({
    status: 'succeeded',
    currency: 'cad',
    amount_received: 12900,
    created: 1767225600,
    metadata: { legId, uid: owner.uid },
  });
  await db.doc(`referrals/${owner.uid}`).set({ total: 2, counts: { [legId]: 2 } });
  // Her part of the team feed (docs/product.md, "Team feed"): a note as captain, a cheer on an
  // item of her teammate's.
  const feed = `races/${legId}/teams/${TEAM}/feed`;
  await db.doc(`${feed}/it-owner-note`).set({
    kind: 'note',
    uid: owner.uid,
    name: '',
    text: 'Long run on Sunday!',
    hidden: false,
    cheers: 0,
    createdAt: new Date('2026-03-01T12:00:00Z'),
  });
  await db.doc(`${feed}/it-mate-item`).set({
    kind: 'note',
    uid: mate.uid,
    name: 'Mateo R.',
    text: 'Mateo was here',
    hidden: false,
    cheers: 1,
    createdAt: new Date('2026-03-02T12:00:00Z'),
  });
  await db.doc(`${feed}/it-mate-item/cheers/${owner.uid}`).set({ name: 'Anaïs' });
  // A device of hers with push on (docs/push.md).
  await db.doc(`users/${owner.uid}/pushSubscriptions/${'d'.repeat(43)}`).set({
    endpoint: 'https://fcm.googleapis.com/fcm/send/it-export-device',
    keys: { p256dh: 'BPk', auth: 'xyz' },
    kinds: { milestones: true, cheers: false, notes: true, trackers: false },
    updatedAt: new Date('2026-03-03T12:00:00Z'),
  });
});

describe('exportMyData', () => {
  it('gives her own data, complete, with her 1,000 activities', async () => {
    const answer = await callFunction('exportMyData', {}, owner.idToken);
    expect(answer.status).toBe(200);
    const data = answer.result as unknown as MyData;
    expect(data.profile).toMatchObject({ uid: owner.uid, email: owner.email });
    expect(data.profile.details?.firstName).toBe('Anaïs');
    expect(data.preferences).toMatchObject({ language: 'fr', leaderboardName: 'initial' });
    expect(data.trackers).toEqual({ linked: 'strava' });
    expect(data.registrations).toHaveLength(1);
    expect(data.registrations[0]).toMatchObject({
      legId,
      raceId: 'race-export',
      teamName: TEAM,
      captain: true,
      totalDistanceKm: (ACTIVITIES - 1) * 1.25 + 5,
    });
    expect(data.activities).toHaveLength(ACTIVITIES);
    expect(data.activities.filter((a) => a.source === 'strava')).toEqual([
      expect.objectContaining({ key: 'S_777001', distanceKm: 5, duration: '0:30:00' }),
    ]);
    expect(data.giftCodesBought).toEqual([{ code: giftCode, legId, used: true }]);
    expect(data.payments).toEqual([
      expect.objectContaining({ id: 'pi_export_1', amountCents: 12900, currency: 'cad', legId }),
    ]);
    expect(data.referrals).toEqual({ total: 2, perLeg: { [legId]: 2 } });
    expect(data.teamFeed).toEqual({
      notes: [
        {
          legId,
          teamName: TEAM,
          itemId: 'it-owner-note',
          postedAt: '2026-03-01T12:00:00.000Z',
          text: 'Long run on Sunday!',
        },
      ],
      cheers: [{ legId, teamName: TEAM, count: 1 }],
    });
    expect(data.notifications).toEqual({
      devices: [
        {
          deviceId: 'd'.repeat(43),
          pushService: 'fcm.googleapis.com',
          kinds: { milestones: true, cheers: false, notes: true, trackers: false },
          updatedAt: '2026-03-03T12:00:00.000Z',
        },
      ],
    });
  });

  it("holds no token and nothing of the teammate's or of who redeemed her code", async () => {
    const answer = await callFunction('exportMyData', {}, owner.idToken);
    const text = JSON.stringify(answer.result);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(mate.uid);
    expect(text).not.toContain(mate.email);
    expect(text).not.toContain('Mateo');
  });

  it("68. gives the teammate hers, not the owner's (the uid from auth only)", async () => {
    const answer = await callFunction('exportMyData', {}, mate.idToken);
    expect(answer.status).toBe(200);
    const text = JSON.stringify(answer.result);
    expect((answer.result as unknown as MyData).profile.uid).toBe(mate.uid);
    expect(text).not.toContain(owner.uid);
    expect(text).not.toContain(giftCode);
  });

  it('refuses a caller who is not signed in', async () => {
    const answer = await callFunction('exportMyData', {});
    expect(answer.status).toBe(401);
    expect(answer.error?.status).toBe('UNAUTHENTICATED');
    expect(answer.error?.message).toBe('Sign in to download your data.');
  });
});
