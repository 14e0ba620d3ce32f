/**
 * docs/security.md items 77, 80: the team feed, races/{legId}/teams/{teamName}/feed/{itemId},
 * is read by the team's members only, a page at a time, and only the items of those who show
 * themselves; the server writes its items.
 */
import firebase from 'firebase/compat/app';
import { describe, it } from 'vitest';
import { ALICE, BOB, assertFails, assertSucceeds } from './support/rules-env';
import { rulesFile, ts } from './support/rules-file';
import { FEED_QUERY_LIMIT } from '../../src/contract/docs/team-feed';

const TEAM = 'races/price_leg/teams/Maple Striders';
const FEED = `${TEAM}/feed`;
const CAROL = 'carol';
const DANA = 'dana';

const env = rulesFile('team-feed', () => ({
  [TEAM]: { owner: ALICE, membersCount: 3 },
  [`users/${ALICE}`]: { subscribedRaces: { price_leg: { teamName: 'Maple Striders' } } },
  [`users/${DANA}`]: { subscribedRaces: { price_leg: { teamName: 'Maple Striders' } } },
  [`users/${BOB}`]: { subscribedRaces: { price_leg: { teamName: 'Other Team' } } },
  // The same team name on another leg, and one whose registration ended (it left her document).
  [`users/${CAROL}`]: { subscribedRaces: { price_other: { teamName: 'Maple Striders' } } },
  [`${FEED}/milestone__${DANA}__3km`]: {
    kind: 'milestone',
    uid: DANA,
    name: 'Dana D.',
    hidden: false,
    cheers: 0,
    createdAt: ts('2025-06-01T12:00:00Z'),
    milestone: { name: 'Moncton', location: 'Moncton, NB', km: 3 },
  },
  [`${FEED}/finish__${DANA}`]: {
    kind: 'finish',
    uid: DANA,
    name: '',
    hidden: true,
    cheers: 0,
    createdAt: ts('2025-06-02T12:00:00Z'),
  },
}));

const { FieldValue } = firebase.firestore;
const as = (uid: string) => env.authenticatedContext(uid).firestore();
const shown = (uid: string, limit = 10) =>
  as(uid).collection(FEED).where('hidden', '==', false).orderBy('createdAt', 'desc').limit(limit);

describe('reading the team feed', () => {
  it('80. allows a member a page of the items of those who show themselves', async () => {
    await assertSucceeds(shown(ALICE).get());
    await assertSucceeds(shown(DANA, FEED_QUERY_LIMIT).get());
  });

  it('80. denies another team, the same team name on another leg, no registration, a visitor', async () => {
    await assertFails(shown(BOB).get());
    await assertFails(shown(CAROL).get());
    await assertFails(shown('nobody').get());
    await assertFails(
      env
        .unauthenticatedContext()
        .firestore()
        .collection(FEED)
        .where('hidden', '==', false)
        .limit(10)
        .get(),
    );
  });

  it('77. denies a query that does not leave out the hidden items, and a get of one by id', async () => {
    await assertFails(as(ALICE).collection(FEED).limit(10).get());
    await assertFails(as(ALICE).doc(`${FEED}/finish__${DANA}`).get());
    await assertFails(as(ALICE).doc(`${FEED}/milestone__${DANA}__3km`).get());
  });

  it('denies a query of more than FEED_QUERY_LIMIT items (the contract’s figure, repeated by the rules)', async () => {
    await assertFails(shown(ALICE, FEED_QUERY_LIMIT + 1).get());
    await assertFails(as(ALICE).collection(FEED).where('hidden', '==', false).get());
  });

  it('72. denies a member whose account deletion has begun', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc(`deletions/${DANA}`).set({ state: 'pending' });
    });
    await assertFails(shown(DANA).get());
  });

  it('80. denies any client write of an item, even a member’s', async () => {
    await assertFails(
      as(ALICE).doc(`${FEED}/joined__${ALICE}`).set({ kind: 'joined', uid: ALICE, hidden: false }),
    );
    await assertFails(as(DANA).doc(`${FEED}/milestone__${DANA}__3km`).update({ cheers: 9 }));
    await assertFails(as(DANA).doc(`${FEED}/milestone__${DANA}__3km`).delete());
  });
});

describe('cheers', () => {
  const CHEERS = `${FEED}/milestone__${DANA}__3km/cheers`;

  it('80. allows a member to get her own cheer, and the one cheered to list who cheered her', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc(`${CHEERS}/${ALICE}`).set({ uid: ALICE, name: 'Alice A.' });
    });
    await assertSucceeds(as(ALICE).doc(`${CHEERS}/${ALICE}`).get());
    await assertSucceeds(as(DANA).doc(`${CHEERS}/${DANA}`).get());
    await assertSucceeds(as(DANA).collection(CHEERS).limit(FEED_QUERY_LIMIT).get());
  });

  it('80. denies another’s cheer, the list to anyone but the one cheered, another team, a visitor', async () => {
    await assertFails(as(DANA).doc(`${CHEERS}/${ALICE}`).get());
    await assertFails(as(ALICE).collection(CHEERS).limit(10).get());
    await assertFails(
      as(DANA)
        .collection(CHEERS)
        .limit(FEED_QUERY_LIMIT + 1)
        .get(),
    );
    await assertFails(as(BOB).doc(`${CHEERS}/${BOB}`).get());
    await assertFails(as(CAROL).doc(`${CHEERS}/${CAROL}`).get());
    await assertFails(env.unauthenticatedContext().firestore().doc(`${CHEERS}/${ALICE}`).get());
  });

  it('80. denies cheering by a client write: twice, for another, or at all', async () => {
    await assertFails(as(ALICE).doc(`${CHEERS}/${ALICE}`).set({ uid: ALICE }));
    await assertFails(as(ALICE).doc(`${CHEERS}/${DANA}`).set({ uid: DANA }));
    await assertFails(as(ALICE).doc(`${CHEERS}/${ALICE}`).delete());
    await assertFails(
      as(ALICE)
        .doc(`${FEED}/milestone__${DANA}__3km`)
        .update({ cheers: FieldValue.increment(1) }),
    );
  });
});
