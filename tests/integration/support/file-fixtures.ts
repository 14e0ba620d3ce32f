/**
 * The preambles integration files share: a fresh test race made once before a file's tests,
 * a Strava-connected participant made before each test, an organiser's sign-in. Each file still
 * makes its own data (fresh ids), so files stay independent of each other and of the seed.
 */
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { createFixture, signUp, type Fixture } from './emulators';
import { clearFaults, connectedParticipant, type Connected } from './strava';

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

/**
 * A value a hook makes, readable as if it were there from the start: reading it before the
 * hook ran throws, naming it (a test reads it, a module's top level never does).
 */
function madeByHook<T extends object>(what: string, current: () => T | undefined): T {
  const ready = (): T => {
    const value = current();
    if (!value) throw new Error(`${what} is made by a hook: read it in a test or a later hook.`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(ready(), key),
    has: (_target, key) => Reflect.has(ready(), key),
    ownKeys: () => Reflect.ownKeys(ready()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(ready(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** A test race with two legs (createFixture), made before the file's first test. */
export function testRaceBeforeAll(db: Firestore): Fixture {
  let race: Fixture | undefined;
  beforeAll(async () => {
    race = await createFixture(db);
  });
  return madeByHook('The test race', () => race);
}

/**
 * A participant connected to Strava through the stand-in, new for each test; the stand-in's
 * injected faults are cleared before and after each test.
 */
export function stravaRunnerEachTest(db: Firestore): Connected {
  let runner: Connected | undefined;
  beforeEach(async () => {
    await clearFaults(db);
    runner = await connectedParticipant(db);
  });
  afterEach(async () => {
    await clearFaults(db);
  });
  return madeByHook('The Strava runner', () => runner);
}

/** A fresh ID token for a password account (after its claims or its verification changed). */
export async function signInAgain(email: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'it-pass-1', returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** An organiser: a new account with the `admin` claim, signed in again so her token has it. */
export async function organiserToken(): Promise<string> {
  const { uid, email } = await signUp();
  await getAuth().setCustomUserClaims(uid, { admin: true });
  return signInAgain(email);
}
