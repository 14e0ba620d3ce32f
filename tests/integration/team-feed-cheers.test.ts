/**
 * Cheers on the team feed (functions/src/team-feed/cheer-feed-item.ts, docs/security.md item 80)
 * on the emulator suite, through the callable as the browser calls it: 20 teammates cheering one
 * item at once leave exactly 20 (and 20 cheers, one each); a second click takes a cheer back;
 * one not on the team, a cheer of her own item and a hidden item are refused, nothing written; a
 * note its captain deletes takes its cheers with it.
 */
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { createRequire } from 'node:module';
import type { Firestore } from 'firebase-admin/firestore';
import { cheerAs } from '../../functions/src/team-feed/cheer-feed-item';
import { feedPath } from '../../src/contract/docs/team-feed';
import {
  PROJECT_ID,
  adminDb,
  callFunction,
  newParticipant,
  uniqueId,
  waitFor,
  type Participant,
} from './support/emulators';

const db = adminDb();

/**
 * The emulator's Firestore through the functions' own copy of the Admin SDK
 * (functions/node_modules): the values cheerAs makes (its increments) are that copy's, which the
 * tests' copy refuses to write.
 */
function functionsDb(): Firestore {
  const load = createRequire(new URL('../../functions/package.json', import.meta.url));
  const app = load('firebase-admin/app') as typeof import('firebase-admin/app');
  const firestore = load('firebase-admin/firestore') as typeof import('firebase-admin/firestore');
  const named = app.getApps().find((a) => a.name === 'functions-copy');
  return firestore.getFirestore(
    named ?? app.initializeApp({ projectId: PROJECT_ID }, 'functions-copy'),
  );
}
const TEAM = 'Cheer Testers';

/** A leg with a team, `count` members and one item of the first member's. */
async function teamWithItem(count: number, hidden = false) {
  const legId = uniqueId('price_it_cheer_');
  await db.doc(`races/${legId}`).set({ name: 'Cheer Run', distance: 10 });
  const members = await Promise.all(
    Array.from({ length: count }, (_, i) => newParticipant(db, `Mate${i}`)),
  );
  await db.doc(`races/${legId}/teams/${TEAM}`).set({ owner: members[0]!.uid, membersCount: count });
  await Promise.all(
    members.map((m, i) =>
      Promise.all([
        db
          .doc(`users/${m.uid}`)
          .set(
            { subscribedRaces: { [legId]: { legId, teamName: TEAM, bibNumber: i + 1 } } },
            { merge: true },
          ),
        db.doc(`races/${legId}/subscribedUsers/${m.uid}`).set({
          firstName: `Mate${i}`,
          lastName: 'Test',
          bibNumber: i + 1,
          teamName: TEAM,
          totalDistance: 0,
          times: {},
          leaderboardName: 'initial',
        }),
      ]),
    ),
  );
  const itemId = `finish__${members[0]!.uid}`;
  const item = db.doc(`${feedPath(legId, TEAM)}/${itemId}`);
  await item.set({
    kind: 'finish',
    uid: members[0]!.uid,
    name: 'Mate0 T.',
    hidden,
    cheers: 0,
    createdAt: Timestamp.now(),
  });
  return { legId, members, itemId, item };
}

const cheer = (m: Participant, legId: string, itemId: string, teamName = TEAM) =>
  callFunction('cheerFeedItem', { legId, teamName, itemId }, m.idToken);

describe('cheers', () => {
  it('80. 20 teammates cheering one item at once leave exactly 20, one cheer each', async () => {
    const { legId, members, itemId, item } = await teamWithItem(21);
    const cheerers = members.slice(1);
    // The callable's own work (cheerAs), 20 at once against the emulator's Firestore from this
    // process: 20 concurrent HTTP calls would have the Functions emulator start 20 workers, one per
    // request in flight, each loading every function, which on a 2-core machine under the suite's
    // load outlasts the test; the count's exactness is the database's part. The HTTP path is the
    // other tests' (and the first cheer's here).
    const first = await cheer(cheerers[0]!, legId, itemId);
    expect(first.result).toEqual({ cheered: true, cheers: 1 });
    const answers = await Promise.all(
      cheerers
        .slice(1)
        .map((m) => cheerAs(functionsDb(), m.uid, { legId, teamName: TEAM, itemId })),
    );
    expect(answers.every((a) => a.cheered)).toBe(true);
    // Each answer's count is the item's after her own cheer: at least 2, at most 20.
    for (const answer of answers) {
      expect(answer.cheers).toBeGreaterThanOrEqual(2);
      expect(answer.cheers).toBeLessThanOrEqual(20);
    }
    expect(answers.some((a) => a.cheers === 20)).toBe(true);
    expect((await item.get()).get('cheers')).toBe(20);
    const cheers = await item.collection('cheers').get();
    expect(cheers.docs.map((d) => d.id).sort()).toEqual(cheerers.map((m) => m.uid).sort());
    expect(cheers.docs.find((d) => d.id === cheerers[0]!.uid)?.get('name')).toBe('Mate1 T.');

    // All 20 taken back at once: none left, and the count back to 0, never below.
    const back = await Promise.all(
      cheerers.map((m) => cheerAs(functionsDb(), m.uid, { legId, teamName: TEAM, itemId })),
    );
    expect(back.every((a) => !a.cheered)).toBe(true);
    expect((await item.get()).get('cheers')).toBe(0);
    expect((await item.collection('cheers').get()).size).toBe(0);
  });

  it('80. a second click takes her cheer back; a third cheers again', async () => {
    const { legId, members, itemId, item } = await teamWithItem(2);
    const mate = members[1]!;
    expect((await cheer(mate, legId, itemId)).result).toEqual({ cheered: true, cheers: 1 });
    expect((await cheer(mate, legId, itemId)).result).toEqual({ cheered: false, cheers: 0 });
    expect((await item.collection('cheers').get()).size).toBe(0);
    expect((await cheer(mate, legId, itemId)).result).toEqual({ cheered: true, cheers: 1 });
    expect((await item.get()).get('cheers')).toBe(1);
  });

  it('80. refuses one not on the team, her own item, a hidden item; nothing written', async () => {
    const { legId, members, itemId, item } = await teamWithItem(2);
    const outsider = await newParticipant(db, 'Out');
    const refused = [
      await cheer(outsider, legId, itemId),
      await cheer(members[1]!, legId, itemId, 'Other Team'),
      await cheer(members[0]!, legId, itemId),
      await cheer(members[1]!, legId, 'joined__nobody'),
    ];
    expect(refused.map((a) => [a.error?.status, a.error?.message])).toEqual([
      ['PERMISSION_DENIED', 'You are not on this team.'],
      ['PERMISSION_DENIED', 'You are not on this team.'],
      ['FAILED_PRECONDITION', 'You cannot cheer your own item.'],
      ['NOT_FOUND', 'This item is no longer in the team feed.'],
    ]);
    const hidden = await teamWithItem(2, true);
    expect((await cheer(hidden.members[1]!, hidden.legId, hidden.itemId)).error?.status).toBe(
      'NOT_FOUND',
    );
    expect((await item.get()).get('cheers')).toBe(0);
    expect((await item.collection('cheers').get()).size).toBe(0);
    expect((await hidden.item.collection('cheers').get()).size).toBe(0);
  });

  it('80. a note deleted by its captain takes its cheers with it (onFeedItemDeleted)', async () => {
    const { legId, members } = await teamWithItem(3);
    const note = db.doc(`${feedPath(legId, TEAM)}/${uniqueId('note')}`);
    await note.set({
      kind: 'note',
      uid: members[0]!.uid,
      name: '',
      text: 'Long run on Sunday, who is in?',
      hidden: false,
      cheers: 0,
      createdAt: Timestamp.now(),
    });
    for (const mate of members.slice(1))
      expect((await cheer(mate, legId, note.id)).result?.cheered).toBe(true);
    expect((await note.collection('cheers').get()).size).toBe(2);

    await note.delete();
    await waitFor("the deleted note's cheers to be gone", async () =>
      (await note.collection('cheers').get()).empty ? true : null,
    );
    // Gone, the note takes no cheer more.
    expect((await cheer(members[1]!, legId, note.id)).error?.status).toBe('NOT_FOUND');
  });
});
