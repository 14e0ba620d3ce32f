/**
 * The trackers' server-only collections (docs/trackers.md; docs/security.md items 7, 49): who owns
 * a provider account (tracker_links), the webhook event inbox (tracker_inbox) and the local
 * provider stand-in's state (local_provider). No client reads or writes any of them, not even
 * the documents that concern her. (oauth_tokens: oauth-tokens.test.ts.)
 */
import { describe, it } from 'vitest';
import { ALICE, BOB, assertFails } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('trackers', () => ({
  'tracker_links/strava_42': { uid: ALICE, provider: 'strava', providerUserId: '42' },
  'tracker_inbox/strava-abc': INBOX_EVENT,
  'local_provider/strava': { failNext: { status: 429, count: 0 } },
  'local_provider/strava/tokens/local-access-1': { athleteId: '42', kind: 'access' },
  'local_provider/strava/activities/7': { athleteId: '42', distanceMetres: 5000 },
}));

const INBOX_EVENT = {
  provider: 'strava',
  ownerId: '42',
  kind: 'activity',
  objectId: '7',
  aspect: 'create',
  payload: {},
  status: 'done',
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
};

const PATHS = {
  tracker_links: {
    doc: 'tracker_links/strava_42',
    collection: 'tracker_links',
    newDoc: 'tracker_links/strava_99',
    data: { uid: ALICE },
  },
  tracker_inbox: {
    doc: 'tracker_inbox/strava-abc',
    collection: 'tracker_inbox',
    newDoc: 'tracker_inbox/strava-new',
    data: INBOX_EVENT,
  },
  'local_provider (the stand-in)': {
    doc: 'local_provider/strava',
    collection: 'local_provider',
    newDoc: 'local_provider/fitbit',
    data: { failNext: null },
  },
  'local_provider tokens': {
    doc: 'local_provider/strava/tokens/local-access-1',
    collection: 'local_provider/strava/tokens',
    newDoc: 'local_provider/strava/tokens/mine',
    data: { athleteId: '42', kind: 'access' },
  },
};

describe.each(Object.entries(PATHS))('%s', (_name, p) => {
  const who = () =>
    [
      ['alice (named in it)', env.authenticatedContext(ALICE).firestore()],
      ['bob', env.authenticatedContext(BOB).firestore()],
      ['a visitor', env.unauthenticatedContext().firestore()],
    ] as const;

  it('49. nobody gets a document or lists the collection', async () => {
    for (const [, db] of who()) {
      await assertFails(db.doc(p.doc).get());
      await assertFails(db.collection(p.collection).get());
    }
  });

  it('49. nobody creates, updates or deletes a document', async () => {
    for (const [, db] of who()) {
      await assertFails(db.doc(p.newDoc).set(p.data));
      await assertFails(db.doc(p.doc).update({ touched: true }));
      await assertFails(db.doc(p.doc).delete());
    }
  });
});
