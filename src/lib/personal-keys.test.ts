import { describe, expect, it } from 'vitest';
import { keysNaming, storageKeys } from './personal-keys';

const UID = 'u1Ab2';

describe('keysNaming', () => {
  it.each([
    ['her activities waiting on a leg', `vc.pendingActivities.${UID}.price_tbcr25_1000km`, true],
    ['her purchase handled', `vc.purchaseTracked.${UID}:price_tbcr25_250km`, true],
    ['her analytics choice', `vc.analyticsConsent.${UID}`, true],
    [
      'a write of hers waiting in the cache (Firestore, between tabs)',
      `firestore_mutations_firestore/[DEFAULT]/demo-project/_1_${UID}`,
      true,
    ],
    [
      "another person's write waiting in the cache",
      'firestore_mutations_firestore/[DEFAULT]/demo-project/_1_other',
      false,
    ],
    [
      "the cache's other shared records",
      `firestore_clients_firestore/[DEFAULT]/demo-project/_${UID}`,
      false,
    ],
    ["another person's activities", 'vc.pendingActivities.other.price_tbcr25_1000km', false],
    ['a uid that only starts with hers', `vc.pendingActivities.${UID}x.price_leg`, false],
    ['a uid that only ends with hers', `vc.purchaseTracked.x${UID}:price_leg`, false],
    ["the device's analytics choice", 'vc.analyticsConsent', false],
    ["the device's language", 'vc.language', false],
    ['not one of the app’s keys', `firebase:${UID}`, false],
    ['the session hint', 'signedIn', false],
  ])('%s', (_, key, naming) => {
    expect(keysNaming(UID, [key])).toEqual(naming ? [key] : []);
  });

  it('keeps the order and takes every key that names her', () => {
    const keys = [
      `vc.pendingActivities.${UID}.price_a`,
      'vc.analyticsConsent',
      `vc.pendingActivities.${UID}.price_b`,
      `vc.purchaseTracked.${UID}:price_a`,
    ];
    expect(keysNaming(UID, keys)).toEqual([keys[0], keys[2], keys[3]]);
  });

  it('an empty uid names nothing (no session was known)', () => {
    expect(keysNaming('', ['vc..x', 'vc.a:'])).toEqual([]);
  });
});

describe('storageKeys', () => {
  it('lists every key of a storage', () => {
    const entries = ['a', 'vc.b', 'c'];
    const storage = { length: entries.length, key: (i: number) => entries[i] ?? null };
    expect(storageKeys(storage)).toEqual(entries);
  });
});
