/**
 * The seeded participants whose signed-in session the global setup makes once, through the
 * real sign-in screen (tests/e2e/global-setup.ts): a test that only needs "signed in as her"
 * starts from it: the app's localStorage keys and Firebase Auth's user, written by the test
 * page's first document (support/session-start.ts).
 */
import { join } from 'node:path';
import { APP_URL } from './browser';

export const ROLES = ['runner@demo.test', 'teammate@demo.test', 'organiser@demo.test'] as const;

const STATES = join(import.meta.dirname, '..', '..', '..', '.cache', 'e2e', 'auth');

/** Where the session of `email` is kept, per app origin (the other deployment has its own). */
export function sessionFile(email: string): string {
  return join(STATES, new URL(APP_URL).host.replace(/[^a-z0-9.-]/gi, '_'), `${email}.json`);
}
