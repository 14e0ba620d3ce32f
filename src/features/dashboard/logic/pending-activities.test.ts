import { describe, expect, it } from 'vitest';
import {
  addPending,
  clearPending,
  readPending,
  waitingKeys,
  type KeyStore,
} from './pending-activities';

function memoryStore(): KeyStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('pending activities', () => {
  it('remembers keys per participant and leg until cleared', () => {
    const store = memoryStore();
    addPending(store, 'u1', 'price_a', 'k1');
    addPending(store, 'u1', 'price_a', 'k2');
    addPending(store, 'u1', 'price_b', 'k3');
    expect([...readPending(store, 'u1', 'price_a')]).toEqual(['k1', 'k2']);
    clearPending(store, 'u1', 'price_a');
    expect([...readPending(store, 'u1', 'price_a')]).toEqual([]);
    expect([...readPending(store, 'u1', 'price_b')]).toEqual(['k3']);
  });

  it('reads garbage and a missing store as nothing', () => {
    const store = memoryStore();
    store.setItem('vc.pendingActivities.u1.price_a', '{not json');
    expect(readPending(store, 'u1', 'price_a').size).toBe(0);
    expect(readPending(null, 'u1', 'price_a').size).toBe(0);
  });

  it.each([
    [true, ['k1']],
    [false, []],
  ])('with pending writes %s the waiting keys are %j', (pending, keys) => {
    expect([...waitingKeys(new Set(['k1']), pending)]).toEqual(keys);
  });
});
