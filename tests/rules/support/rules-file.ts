/**
 * The preamble every rules test file shares: its environment (createRulesEnv: its own project,
 * named after the file), emptied and seeded before each test and cleaned up after the file,
 * and the values the seeds are made of. A file writes `const env = rulesFile('name', seed)`
 * and uses `env` as the RulesTestEnvironment it is once the file's beforeAll has run; asked for
 * the same identity again (the same uid and token, or a visitor), it gives the same context.
 */
import type {
  RulesTestContext,
  RulesTestEnvironment,
  TokenOptions,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createRulesEnv, seedDocs } from './rules-env';

type Docs = Record<string, Record<string, unknown>>;

export function rulesFile(name: string, seed?: () => Docs): RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  const ready = (): RulesTestEnvironment => {
    if (!env) throw new Error(`The rules environment of ${name} is used before its beforeAll.`);
    return env;
  };
  beforeAll(async () => {
    env = await createRulesEnv(name);
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await ready().clearFirestore();
    if (seed) await seedDocs(ready(), seed());
  });
  // One context per identity for the file: each new context is a Firebase app of its own, with a
  // Firestore client and a connection of its own (the library never reuses one), and the tests
  // ask for the same few identities again and again (docs/testing.md, "A rules context per
  // identity"). A test's reads and writes still each go to the emulator and its rules.
  const contexts = new Map<string, RulesTestContext>();
  const once = (key: string, make: () => RulesTestContext): RulesTestContext => {
    const made = contexts.get(key) ?? make();
    contexts.set(key, made);
    return made;
  };
  // The environment exists only once beforeAll has run: every use goes to it then.
  return new Proxy({} as RulesTestEnvironment, {
    get(_target, key) {
      const target = ready();
      if (key === 'authenticatedContext')
        return (uid: string, token?: TokenOptions) =>
          once(`user ${uid} ${JSON.stringify(token ?? {})}`, () =>
            target.authenticatedContext(uid, token),
          );
      if (key === 'unauthenticatedContext')
        return () => once('visitor', () => target.unauthenticatedContext());
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A Firestore Timestamp at an ISO instant. */
export const ts = (iso: string) => firebase.firestore.Timestamp.fromDate(new Date(iso));

/** users/{uid} as her first sign-in creates it, with any fields the test adds. */
export const createdUser = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  createdAt: ts('2025-01-02T03:04:05Z'),
  ...extra,
});

const DAY_MS = 86_400_000;

/** The UTC day `offsetDays` from today, as YYYY-MM-DD (an activity's day). */
export const ymd = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/**
 * races/{leg} as the activity rules read it: open from ten days ago to thirty days ahead, so an
 * activity of the last few days is inside its window and one of next month is not.
 */
export const openLegDoc = () => ({
  name: 'Test Run',
  distance: 100,
  raceDateStart: ts(`${ymd(-10)}T00:00:00.000Z`),
  raceDateEnd: ts(`${ymd(30)}T23:59:59.000Z`),
});

/**
 * Alice's row on a leg (races/{leg}/subscribedUsers/alice) as registration leaves it, bib 101
 * with no team, holding `times` and their `totalDistance`.
 */
export const aliceRow = (totalDistance: number, times: Record<string, unknown>) => ({
  firstName: 'Alice',
  lastName: 'Martin',
  bibNumber: 101,
  teamName: 'noTeam',
  totalDistance,
  times,
});
