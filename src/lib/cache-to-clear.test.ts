import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCacheLeftByLogout, noteCacheToClear } from './cache-to-clear';

/** The browser's IndexedDB as far as this module uses it: the databases, and deletes that succeed. */
function browserDatabases(names: string[]) {
  const deleted: string[] = [];
  vi.stubGlobal('indexedDB', {
    databases: () => Promise.resolve(names.map((name) => ({ name, version: 1 }))),
    deleteDatabase: (name: string) => {
      const request: { onsuccess?: () => void } = {};
      queueMicrotask(() => {
        deleted.push(name);
        request.onsuccess?.();
      });
      return request;
    },
  });
  return deleted;
}

const CACHE = 'firestore/[DEFAULT]/demo-project/main';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('clearCacheLeftByLogout', () => {
  it('deletes the cache a Logout noted and could not finish deleting, once', async () => {
    const deleted = browserDatabases([CACHE, 'firebaseLocalStorageDb', 'other']);
    noteCacheToClear(true);
    await clearCacheLeftByLogout();
    expect(deleted).toEqual([CACHE]);
    await clearCacheLeftByLogout();
    expect(deleted).toEqual([CACHE]);
  });

  it('touches nothing when Logout finished (or nobody signed out)', async () => {
    const deleted = browserDatabases([CACHE]);
    noteCacheToClear(true);
    noteCacheToClear(false);
    await clearCacheLeftByLogout();
    expect(deleted).toEqual([]);
  });

  it('with storage blocked: nothing noted, nothing deleted, nothing thrown', async () => {
    const deleted = browserDatabases([CACHE]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => noteCacheToClear(true)).not.toThrow();
    await clearCacheLeftByLogout();
    expect(deleted).toEqual([]);
    vi.restoreAllMocks();
  });
});
