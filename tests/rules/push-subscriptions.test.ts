/**
 * Her push subscriptions, users/{uid}/pushSubscriptions/{deviceId} (docs/push.md;
 * docs/security.md item 81): she reads, writes and deletes her own devices, each an endpoint,
 * its two keys and the four kinds, stamped now; nobody registers an endpoint for another, reads
 * another's, or writes a malformed one.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, it } from 'vitest';
import { ALICE, BOB, assertFails, assertSucceeds } from './support/rules-env';
import { createdUser, rulesFile, ts } from './support/rules-file';
import {
  PUSH_ENDPOINT_MAX_LENGTH,
  PUSH_KEY_MAX_LENGTH,
} from '../../src/contract/docs/push-subscription';

const DEVICE = 'a'.repeat(43);
const OTHER_DEVICE = 'B-_'.repeat(14) + 'c';
const now = () => firebase.firestore.FieldValue.serverTimestamp();

const subscription = (extra: Record<string, unknown> = {}) => ({
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: 'BPk', auth: 'xyz' },
  kinds: { milestones: true, cheers: false, notes: true, trackers: false },
  updatedAt: now(),
  ...extra,
});

const env = rulesFile('push-subscriptions', () => ({
  [`users/${ALICE}`]: createdUser('alice@example.test'),
  [`users/${BOB}`]: createdUser('bob@example.test'),
  [`users/${BOB}/pushSubscriptions/${DEVICE}`]: {
    ...subscription(),
    updatedAt: ts('2026-11-01T00:00:00Z'),
  },
  [`users/${ALICE}/pushSubscriptions/${OTHER_DEVICE}`]: {
    ...subscription(),
    updatedAt: ts('2026-11-01T00:00:00Z'),
  },
  [`deletions/${BOB}`]: { startedAt: ts('2026-11-02T00:00:00Z') },
}));
const devices = (who: string | null, uid: string) =>
  (who ? env.authenticatedContext(who) : env.unauthenticatedContext())
    .firestore()
    .collection(`users/${uid}/pushSubscriptions`);

describe('her push subscriptions', () => {
  it('81. alice subscribes a device, changes its kinds, reads and lists hers, and deletes it', async () => {
    await assertSucceeds(devices(ALICE, ALICE).doc(DEVICE).set(subscription()));
    await assertSucceeds(
      devices(ALICE, ALICE)
        .doc(DEVICE)
        .set(
          subscription({ kinds: { milestones: false, cheers: true, notes: true, trackers: true } }),
        ),
    );
    // At the contract's bounds (the rules repeat them: validPushSubscription).
    const longest = `https://x.test/${'a'.repeat(PUSH_ENDPOINT_MAX_LENGTH - 15)}`;
    const longKey = 'a'.repeat(PUSH_KEY_MAX_LENGTH);
    await assertSucceeds(
      devices(ALICE, ALICE)
        .doc(DEVICE)
        .set(subscription({ endpoint: longest, keys: { p256dh: longKey, auth: longKey } })),
    );
    await assertSucceeds(devices(ALICE, ALICE).doc(DEVICE).get());
    await assertSucceeds(devices(ALICE, ALICE).limit(20).get());
    await assertSucceeds(devices(ALICE, ALICE).doc(DEVICE).delete());
  });

  it('81. alice registers an endpoint for bob, reads or deletes his; a visitor does anything', async () => {
    await assertFails(devices(ALICE, BOB).doc(OTHER_DEVICE).set(subscription()));
    await assertFails(devices(ALICE, BOB).doc(DEVICE).get());
    await assertFails(devices(ALICE, BOB).limit(20).get());
    await assertFails(devices(ALICE, BOB).doc(DEVICE).delete());
    await assertFails(devices(null, ALICE).doc(OTHER_DEVICE).get());
    await assertFails(devices(null, ALICE).doc(DEVICE).set(subscription()));
  });

  it('72. bob, whose deletion began, reads or writes his own devices', async () => {
    await assertFails(devices(BOB, BOB).doc(DEVICE).get());
    await assertFails(devices(BOB, BOB).doc(DEVICE).set(subscription()));
    await assertFails(devices(BOB, BOB).doc(DEVICE).delete());
  });

  it('81. alice lists her devices without a limit of at most 20', async () => {
    await assertFails(devices(ALICE, ALICE).get());
    await assertFails(devices(ALICE, ALICE).limit(21).get());
  });

  it('81. alice writes a device under an id that is not an endpoint hash', async () => {
    for (const id of ['short', 'a'.repeat(44), `${'a'.repeat(42)}.`])
      await assertFails(devices(ALICE, ALICE).doc(id).set(subscription()));
  });

  const { kinds: _kinds, ...withoutKinds } = subscription();
  it.each<[string, Record<string, unknown>]>([
    ['a field missing', withoutKinds],
    ['a field not on the list', subscription({ uid: ALICE })],
    ['an endpoint not a string', subscription({ endpoint: 42 })],
    [
      'an endpoint one character too long',
      subscription({ endpoint: `https://x.test/${'a'.repeat(PUSH_ENDPOINT_MAX_LENGTH - 14)}` }),
    ],
    ['an endpoint not http(s)', subscription({ endpoint: 'javascript:alert(1)' })],
    ['an endpoint with credentials', subscription({ endpoint: 'https://u:p@x.test/a' })],
    ['keys not a map', subscription({ keys: 'BPk' })],
    ['a key missing', subscription({ keys: { p256dh: 'BPk' } })],
    ['a key not on the list', subscription({ keys: { p256dh: 'BPk', auth: 'x', secret: 'y' } })],
    ['p256dh not a string', subscription({ keys: { p256dh: 1, auth: 'x' } })],
    [
      'p256dh one character too long',
      subscription({ keys: { p256dh: 'a'.repeat(PUSH_KEY_MAX_LENGTH + 1), auth: 'x' } }),
    ],
    ['auth not a string', subscription({ keys: { p256dh: 'BPk', auth: true } })],
    [
      'auth one character too long',
      subscription({ keys: { p256dh: 'BPk', auth: 'a'.repeat(PUSH_KEY_MAX_LENGTH + 1) } }),
    ],
    ['kinds not a map', subscription({ kinds: true })],
    ['a kind missing', subscription({ kinds: { milestones: true, cheers: true, notes: true } })],
    [
      'a kind not on the list',
      subscription({
        kinds: { milestones: true, cheers: true, notes: true, trackers: true, news: true },
      }),
    ],
    [
      'milestones not a boolean',
      subscription({ kinds: { milestones: 1, cheers: true, notes: true, trackers: true } }),
    ],
    [
      'cheers not a boolean',
      subscription({ kinds: { milestones: true, cheers: 'y', notes: true, trackers: true } }),
    ],
    [
      'notes not a boolean',
      subscription({ kinds: { milestones: true, cheers: true, notes: null, trackers: true } }),
    ],
    [
      'trackers not a boolean',
      subscription({ kinds: { milestones: true, cheers: true, notes: true, trackers: [] } }),
    ],
    ['a time not now', subscription({ updatedAt: ts('2026-01-01T00:00:00Z') })],
  ])('81. alice writes her device with %s', async (_what, data) => {
    await assertFails(devices(ALICE, ALICE).doc(DEVICE).set(data));
    await assertFails(devices(ALICE, ALICE).doc(OTHER_DEVICE).set(data));
  });
});
