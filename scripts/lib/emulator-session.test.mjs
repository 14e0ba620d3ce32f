import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { attachEnv, emulatorPorts, whenReady } from './emulator-session.mjs';

/** A stand-in for firebase emulators:start's child process: its two streams and its exit. */
function fakeChild() {
  const child = new EventEmitter();
  child.stdout = new EventEmitter();
  child.stderr = new EventEmitter();
  return child;
}

describe('emulatorPorts', () => {
  const emulators = {
    auth: { host: '127.0.0.1', port: 9099 },
    firestore: { host: '127.0.0.1', port: 8080 },
    functions: { host: '127.0.0.1', port: 5001 },
  };

  it("reads firebase.json's ports, the hub's default when it names none", () => {
    expect(emulatorPorts({ emulators })).toEqual({
      auth: 9099,
      firestore: 8080,
      functions: 5001,
      hub: 4400,
    });
    expect(emulatorPorts({ emulators: { ...emulators, hub: { port: 4500 } } }).hub).toBe(4500);
  });

  it('refuses a config without a port for an emulator the scripts use', () => {
    expect(() => emulatorPorts({ emulators: { auth: emulators.auth } })).toThrow(/firestore/);
  });
});

describe('attachEnv', () => {
  const running = {
    hub: { host: '127.0.0.1', port: 4400 },
    auth: { host: '127.0.0.1', port: 9199 },
    firestore: { host: '127.0.0.1', port: 8181 },
    functions: { host: '127.0.0.1', port: 5101 },
  };

  it('points the clients at the running emulators, as emulators:exec would', () => {
    expect(attachEnv(running, ['auth', 'firestore', 'functions'])).toMatchObject({
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8181',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
      FUNCTIONS_EMULATOR_ORIGIN: 'http://127.0.0.1:5101',
      FIREBASE_EMULATOR_HUB: '127.0.0.1:4400',
      GCLOUD_PROJECT: expect.stringMatching(/^demo-/),
    });
  });

  it('is null when an emulator the tests need is not running', () => {
    const { functions: _functions, ...withoutFunctions } = running;
    expect(attachEnv(withoutFunctions, ['auth', 'firestore', 'functions'])).toBeNull();
    expect(attachEnv(withoutFunctions, ['firestore'])).not.toBeNull();
  });
});

describe('whenReady', () => {
  const table = `${'│ Emulator │ Host:Port │\n'.repeat(30)}Issues? Report them at …\n`;

  it('resolves on the ready line, early in a long chunk or split across two', async () => {
    const early = fakeChild();
    const ready = whenReady(early);
    early.stdout.emit('data', Buffer.from(`✔  All emulators ready! It is now safe.\n${table}`));
    await expect(ready).resolves.toBeUndefined();

    const split = fakeChild();
    const readySplit = whenReady(split);
    split.stdout.emit('data', Buffer.from('i  functions: …\n✔  All emula'));
    split.stdout.emit('data', Buffer.from(`tors ready! It is now safe.\n${table}`));
    await expect(readySplit).resolves.toBeUndefined();
  });

  it('passes every chunk on, and rejects when the suite stops before it is ready', async () => {
    const child = fakeChild();
    const seen = [];
    const ready = whenReady(child, {
      onOutput: (chunk, stream) => seen.push([String(chunk), stream]),
    });
    child.stderr.emit('data', Buffer.from('⚠  Java'));
    child.emit('exit', 1);
    await expect(ready).rejects.toThrow(/stopped before they were ready \(exit 1\)/);
    expect(seen).toEqual([['⚠  Java', 'stderr']]);
  });
});
