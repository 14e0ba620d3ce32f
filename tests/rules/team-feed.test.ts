/**
 * docs/security.md items 77, 80: the team feed, races/{legId}/teams/{teamName}/feed/{itemId},
 * is read by the team's members only, a page at a time, and only the items of those who show
 * themselves; the server writes its items, and cheers; the captain posts and deletes her notes;
 * a member reports a note (feed_reports, read by the organisers).
 */
import firebase from 'firebase/compat/app';
import { beforeEach, describe, it } from 'vitest';
import { ALICE, BOB, assertFails, assertSucceeds } from './support/rules-env';
import { rulesFile, ts } from './support/rules-file';
import { FEED_QUERY_LIMIT, NOTE_MAX_LENGTH } from '../../src/contract/docs/team-feed';

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

describe('the captain’s notes', () => {
  const NOTE_ID = 'AbCdEfGhIjKlMnOpQrSt';
  const note = (uid: string, extra: Record<string, unknown> = {}) => ({
    kind: 'note',
    uid,
    name: '',
    text: 'Long run Sunday at 8, from the market.',
    hidden: false,
    cheers: 0,
    createdAt: firebase.firestore.FieldValue.serverTimestamp(),
    ...extra,
  });
  const post = (uid: string, data: Record<string, unknown>, id = NOTE_ID) =>
    as(uid).doc(`${FEED}/${id}`).set(data);

  it('80. allows the captain to post a note of plain text within the bounds', async () => {
    await assertSucceeds(post(ALICE, note(ALICE)));
    await assertSucceeds(
      post(ALICE, note(ALICE, { text: 'x'.repeat(NOTE_MAX_LENGTH) }), 'B'.repeat(20)),
    );
  });

  it('80. denies posting as captain when she is not, for another, or under a server id', async () => {
    await assertFails(post(DANA, note(DANA)));
    await assertFails(post(BOB, note(BOB)));
    await assertFails(post(ALICE, note(DANA)));
    await assertFails(post(ALICE, note(ALICE), `joined__${ALICE}`));
    await assertFails(
      env.unauthenticatedContext().firestore().doc(`${FEED}/${NOTE_ID}`).set(note(ALICE)),
    );
  });

  it('80. denies a note out of bounds or with fields of its own', async () => {
    await assertFails(post(ALICE, note(ALICE, { text: 'x'.repeat(NOTE_MAX_LENGTH + 1) })));
    await assertFails(post(ALICE, note(ALICE, { text: '   ' })));
    await assertFails(post(ALICE, note(ALICE, { text: 7 })));
    await assertFails(post(ALICE, note(ALICE, { cheers: 5 })));
    await assertFails(post(ALICE, note(ALICE, { name: 'Alice' })));
    await assertFails(post(ALICE, note(ALICE, { kind: 'milestone' })));
    await assertFails(post(ALICE, note(ALICE, { createdAt: ts('2025-01-01T00:00:00Z') })));
    await assertFails(post(ALICE, note(ALICE, { link: 'https://elsewhere.example' })));
    const { cheers: _cheers, ...noCount } = note(ALICE);
    await assertFails(post(ALICE, noCount));
  });

  it('77. a captain who chose hidden posts her note hidden, never shown', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc(`users/${ALICE}`).update({ leaderboardName: 'hidden' });
    });
    await assertFails(post(ALICE, note(ALICE)));
    await assertSucceeds(post(ALICE, note(ALICE, { hidden: true })));
  });

  it('80. allows her to delete her note; denies anyone else, and deleting a server item', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx
        .firestore()
        .doc(`${FEED}/${NOTE_ID}`)
        .set({ ...note(ALICE), createdAt: ts('2025-06-03T12:00:00Z') });
    });
    await assertFails(as(DANA).doc(`${FEED}/${NOTE_ID}`).delete());
    await assertFails(as(BOB).doc(`${FEED}/${NOTE_ID}`).delete());
    await assertFails(as(ALICE).doc(`${FEED}/milestone__${DANA}__3km`).delete());
    await assertFails(as(ALICE).doc(`${FEED}/${NOTE_ID}`).update({ text: 'Changed' }));
    await assertSucceeds(as(ALICE).doc(`${FEED}/${NOTE_ID}`).delete());
  });
});

describe('reports of a note (feed_reports, for the organisers)', () => {
  const NOTE_ID = 'AbCdEfGhIjKlMnOpQrSt';
  const TEXT = 'Long run Sunday at 8, from the market.';
  const report = (uid: string, extra: Record<string, unknown> = {}) => ({
    legId: 'price_leg',
    teamName: 'Maple Striders',
    noteId: NOTE_ID,
    noteUid: ALICE,
    text: TEXT,
    reportedBy: uid,
    reportedAt: firebase.firestore.FieldValue.serverTimestamp(),
    ...extra,
  });
  const file = (uid: string, data: Record<string, unknown>, id = `${NOTE_ID}__${uid}`) =>
    as(uid).doc(`feed_reports/${id}`).set(data);

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx
        .firestore()
        .doc(`${FEED}/${NOTE_ID}`)
        .set({
          kind: 'note',
          uid: ALICE,
          name: '',
          text: TEXT,
          hidden: false,
          cheers: 0,
          createdAt: ts('2025-06-03T12:00:00Z'),
        });
    });
  });

  it('80. allows a member to report the captain’s note, and to read her own reports', async () => {
    await assertSucceeds(file(DANA, report(DANA)));
    await assertSucceeds(as(DANA).doc(`feed_reports/${NOTE_ID}__${DANA}`).get());
    await assertSucceeds(
      as(DANA)
        .collection('feed_reports')
        .where('reportedBy', '==', DANA)
        .limit(FEED_QUERY_LIMIT)
        .get(),
    );
  });

  it('80. denies reporting her own note, another team’s, a server item, or for another', async () => {
    await assertFails(file(ALICE, report(ALICE)));
    await assertFails(file(BOB, report(BOB)));
    await assertFails(
      file(
        DANA,
        report(DANA, { noteId: `milestone__${DANA}__3km` }),
        `milestone__${DANA}__3km__${DANA}`,
      ),
    );
    await assertFails(file(DANA, report(ALICE), `${NOTE_ID}__${ALICE}`));
    await assertFails(file(DANA, report(DANA), `${NOTE_ID}__other`));
  });

  it('80. denies a report that misquotes the note or adds fields', async () => {
    await assertFails(file(DANA, report(DANA, { text: 'Something else' })));
    await assertFails(file(DANA, report(DANA, { noteUid: DANA })));
    await assertFails(file(DANA, report(DANA, { reportedAt: ts('2025-01-01T00:00:00Z') })));
    await assertFails(file(DANA, report(DANA, { reason: 'spam' })));
  });

  it('80. denies reading another’s reports, listing them all, changing or deleting one', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx
        .firestore()
        .doc(`feed_reports/${NOTE_ID}__${DANA}`)
        .set({ ...report(DANA), reportedAt: ts('2025-06-04T12:00:00Z') });
    });
    await assertFails(as(ALICE).doc(`feed_reports/${NOTE_ID}__${DANA}`).get());
    await assertFails(as(ALICE).collection('feed_reports').limit(10).get());
    await assertFails(
      as(DANA)
        .collection('feed_reports')
        .where('reportedBy', '==', DANA)
        .limit(FEED_QUERY_LIMIT + 1)
        .get(),
    );
    await assertFails(
      env.unauthenticatedContext().firestore().doc(`feed_reports/${NOTE_ID}__${DANA}`).get(),
    );
    await assertFails(as(DANA).doc(`feed_reports/${NOTE_ID}__${DANA}`).update({ text: 'x' }));
    await assertFails(as(DANA).doc(`feed_reports/${NOTE_ID}__${DANA}`).delete());
  });

  it('72. denies a member whose account deletion has begun her reports', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx
        .firestore()
        .doc(`feed_reports/${NOTE_ID}__${DANA}`)
        .set({ ...report(DANA), reportedAt: ts('2025-06-04T12:00:00Z') });
      await ctx.firestore().doc(`deletions/${DANA}`).set({ state: 'pending' });
    });
    await assertFails(as(DANA).doc(`feed_reports/${NOTE_ID}__${DANA}`).get());
    await assertFails(
      as(DANA).collection('feed_reports').where('reportedBy', '==', DANA).limit(10).get(),
    );
  });
});
