import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localStorageOnly } from '../e2e/support/session-start';

const APP = 'http://localhost:4173';
const session = {
  cookies: [],
  origins: [
    {
      origin: APP,
      localStorage: [
        { name: 'firebase:authUser:demo-api-key:[DEFAULT]', value: '{"uid":"u1"}' },
        { name: 'signedIn', value: '1' },
      ],
    },
  ],
};

describe("the browser tests' sessions written by the page (tests/e2e/support/session-start.ts)", () => {
  it("gives the app origin's localStorage items, from a state or its file", () => {
    const items = [
      ['firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"u1"}'],
      ['signedIn', '1'],
    ];
    expect(localStorageOnly(session, APP)).toEqual(items);
    const dir = mkdtempSync(join(tmpdir(), 'session-start-'));
    try {
      const file = join(dir, 'runner.json');
      writeFileSync(file, JSON.stringify(session));
      expect(localStorageOnly(file, APP)).toEqual(items);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leaves to Playwright's option a state with cookies, IndexedDB or another origin", () => {
    const cookie = { name: 'a', value: 'b', domain: 'localhost', path: '/' };
    expect(localStorageOnly({ ...session, cookies: [cookie] } as never, APP)).toBeUndefined();
    const [origin] = session.origins;
    const indexedDB = [{ name: 'firebaseLocalStorageDb', version: 1, stores: [] }];
    expect(
      localStorageOnly({ cookies: [], origins: [{ ...origin!, indexedDB }] } as never, APP),
    ).toBeUndefined();
    expect(localStorageOnly(session, 'http://run.example.test:4173')).toBeUndefined();
  });
});
