/**
 * Race setup on the emulator suite (docs/organiser-console.md, "Race setup"; docs/security.md
 * items 78, 79): `organiser-updateLegSetup` writes a leg's medals' ship date and its milestones to the document the leg
 * names, sorted by km, keeps its header, and writes one log entry with the milestones before and
 * after in the same transaction. A participant and a visitor are refused before anything is
 * read; a bad milestone, a km past the finish and an unknown leg are refused and nothing is
 * written. A leg and milestones document of this file's own: the seeded legs are read by others.
 */
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseMilestonesDoc } from '../../src/contract/docs/milestones';
import { parseRaceLeg } from '../../src/contract/docs/race-leg';
import { adminDb, callFunction, signUp, uniqueId } from './support/emulators';
import { signInAgain } from './support/file-fixtures';

const db = adminDb();
const SETUP = 'organiser-updateLegSetup';
const legId = uniqueId('price_it_setup_');
const milestonesId = uniqueId('it-milestones-');
const HEADER = {
  name: 'Setup Run',
  location: 'Halifax, NS',
  image_url: '',
  description: '',
  link: '',
};
const FIRST = {
  name: 'Truro',
  location: 'Truro, NS',
  distance: 40,
  image_url: '/images/milestone-flag.svg',
  description: 'The hub of Nova Scotia.',
  link: 'https://en.wikipedia.org/wiki/Truro,_Nova_Scotia',
};

const edited = [
  {
    name: 'Moncton',
    location: 'Moncton, NB',
    distance: 90,
    imageUrl: '/images/milestone-flag.svg',
    description: 'Magnetic Hill.',
    link: 'https://en.wikipedia.org/wiki/Moncton',
    fr: { name: 'Moncton', location: 'Moncton (N.-B.)', description: 'La côte magnétique.' },
  },
  { ...FIRST, imageUrl: FIRST.image_url, name: 'Truro (edited)' },
];

const logOf = async (byUid: string) =>
  (await db.collection('organiser_log').where('by.uid', '==', byUid).get()).docs.map((d) =>
    d.data(),
  );
const milestonesNow = async () => (await db.doc(`milestones/${milestonesId}`).get()).data();

describe('an organiser edits a leg’s milestones', () => {
  let org: { uid: string; idToken: string };
  let participant: { uid: string; idToken: string };

  beforeAll(async () => {
    const organiser = await signUp();
    await getAuth().setCustomUserClaims(organiser.uid, { admin: true });
    org = { uid: organiser.uid, idToken: await signInAgain(organiser.email) };
    participant = await signUp();
    await db.doc(`races/${legId}`).set({
      name: 'Setup Run',
      legName: '100 km',
      distance: 100,
      milestones: milestonesId,
    });
    await db.doc(`milestones/${milestonesId}`).set({ header: HEADER, milestones: [FIRST] });
  });

  it('refuses a visitor and a participant before anything is written', async () => {
    const request = { legId, milestones: edited, reason: 'New route' };
    const visitor = await callFunction(SETUP, request);
    expect(visitor.error?.status).toBe('UNAUTHENTICATED');
    const her = await callFunction(SETUP, request, participant.idToken);
    expect(her.error?.status).toBe('PERMISSION_DENIED');
    expect((await milestonesNow())?.milestones).toEqual([FIRST]);
    expect(await logOf(participant.uid)).toEqual([]);
  });

  it('refuses a bad milestone, a km past the finish, no reason and an unknown leg: nothing written', async () => {
    const refusals = [
      [{ legId, milestones: [{ ...edited[0], name: ' ' }], reason: 'x' }, 'INVALID_ARGUMENT'],
      [{ legId, milestones: [{ ...edited[0], distance: '90' }], reason: 'x' }, 'INVALID_ARGUMENT'],
      [
        { legId, milestones: [{ ...edited[0], link: 'javascript:alert(1)' }], reason: 'x' },
        'INVALID_ARGUMENT',
      ],
      [{ legId, milestones: [{ ...edited[0], distance: 100.5 }], reason: 'x' }, 'INVALID_ARGUMENT'],
      [{ legId, milestones: edited, reason: '' }, 'INVALID_ARGUMENT'],
      [{ legId, milestones: edited, medalsShipOn: '2026-02-30', reason: 'x' }, 'INVALID_ARGUMENT'],
      [
        { legId, milestones: edited, finisherLink: 'http://x.test', reason: 'x' },
        'INVALID_ARGUMENT',
      ],
      [{ legId: 'price_it_no_such_leg', milestones: edited, reason: 'x' }, 'NOT_FOUND'],
    ] as const;
    for (const [request, status] of refusals) {
      const answer = await callFunction(SETUP, request, org.idToken);
      expect(answer.error?.status, JSON.stringify(request)).toBe(status);
    }
    const bad = await callFunction(SETUP, refusals[0][0], org.idToken);
    expect(bad.error?.message).toBe('A milestone is not valid: nothing was saved.');
    expect((await milestonesNow())?.milestones).toEqual([FIRST]);
    expect((await db.doc(`races/${legId}`).get()).get('medalsShipAt')).toBeUndefined();
    expect(await logOf(org.uid)).toEqual([]);
  });

  it('saves the milestones sorted by km, keeps the header, and logs once with before and after', async () => {
    const answer = await callFunction(
      SETUP,
      { legId, milestones: edited, medalsShipOn: '2026-03-31', reason: 'Route moved north' },
      org.idToken,
    );
    expect(answer.result).toEqual({ outcome: 'saved' });
    const stored = await milestonesNow();
    expect(stored?.header).toEqual(HEADER);
    // What the dashboard reads back (the same parser) is what the organiser saved.
    const read = parseMilestonesDoc(stored);
    expect(read.milestones.map((m) => [m.name, m.distance])).toEqual([
      ['Truro (edited)', 40],
      ['Moncton', 90],
    ]);
    expect(read.milestones[1]?.fr).toEqual(edited[0]?.fr);
    expect(read.milestones[0]?.imageUrl).toBe('/images/milestone-flag.svg');

    // The ship date on the leg, read back by the leg's parser as that day.
    const leg = parseRaceLeg((await db.doc(`races/${legId}`).get()).data() ?? {});
    expect(leg.medalsShipAt?.toISOString()).toBe('2026-03-31T00:00:00.000Z');

    const entries = await logOf(org.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'race.setup',
      target: `races/${legId}`,
      reason: 'Route moved north',
      before: { milestonesId, milestones: [FIRST], medalsShipAt: null, finisherLink: '' },
      after: {
        milestonesId,
        milestones: stored?.milestones,
        medalsShipAt: '2026-03-31T00:00:00.000Z',
        finisherLink: '',
      },
    });

    // The same milestones again: unchanged, nothing written, no second entry.
    const again = await callFunction(
      SETUP,
      { legId, milestones: edited, medalsShipOn: '2026-03-31', reason: 'Double click' },
      org.idToken,
    );
    expect(again.result).toEqual({ outcome: 'unchanged' });
    expect(await logOf(org.uid)).toHaveLength(1);

    // Only the ship date: the milestones document is not written again.
    const updateTime = (await db.doc(`milestones/${milestonesId}`).get()).updateTime;
    const later = await callFunction(
      SETUP,
      {
        legId,
        milestones: edited,
        medalsShipOn: '2026-04-15',
        finisherLink: 'https://example.test/finishers',
        reason: 'Supplier late',
      },
      org.idToken,
    );
    expect(later.result).toEqual({ outcome: 'saved' });
    expect((await db.doc(`milestones/${milestonesId}`).get()).updateTime).toEqual(updateTime);
    const moved = parseRaceLeg((await db.doc(`races/${legId}`).get()).data() ?? {});
    expect(moved.medalsShipAt?.toISOString()).toBe('2026-04-15T00:00:00.000Z');
    expect(moved.finisherLink).toBe('https://example.test/finishers');
    expect(await logOf(org.uid)).toHaveLength(2);

    // The ship date cleared (null): the leg has none again, logged with before and after; the
    // same clear again is unchanged.
    const clear = {
      legId,
      milestones: edited,
      medalsShipOn: null,
      reason: 'Ship date not known yet',
    };
    expect((await callFunction(SETUP, clear, org.idToken)).result).toEqual({ outcome: 'saved' });
    expect((await db.doc(`races/${legId}`).get()).get('medalsShipAt')).toBeUndefined();
    expect((await callFunction(SETUP, clear, org.idToken)).result).toEqual({
      outcome: 'unchanged',
    });
    const all = await logOf(org.uid);
    expect(all).toHaveLength(3);
    expect(all.find((entry) => entry.reason === 'Ship date not known yet')).toMatchObject({
      before: { medalsShipAt: '2026-04-15T00:00:00.000Z' },
      after: { medalsShipAt: null },
    });
  });
});
