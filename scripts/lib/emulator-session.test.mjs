import { describe, expect, it } from 'vitest';
import { attachEnv, emulatorPorts } from './emulator-session.mjs';

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
