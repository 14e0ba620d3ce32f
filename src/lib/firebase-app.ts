/**
 * Firebase app and Auth, initialised once at module level. This module is all the
 * sign-in page needs, once it has painted (auth-load.ts fetches it): Firestore and Functions
 * live in their own modules (firestore.ts, functions.ts) so the pages that do not use them never
 * load them.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  type Auth,
  type User,
} from 'firebase/auth';
import { getConfig } from '../config/env';

const config = getConfig();

export const firebaseApp: FirebaseApp = initializeApp(config.firebase);

// initializeAuth without a popup/redirect resolver: we sign in with e-mail and password only,
// and leaving the resolver out keeps the sign-in page's JavaScript small.
export const auth: Auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (config.emulatorHost) {
  connectAuthEmulator(auth, `http://${config.emulatorHost}:9099`, { disableWarnings: true });
}

/** Auth's session: `report` gets the user or null now and on every change; returns the unsubscribe. */
export function watchAuth(report: (user: User | null) => void): () => void {
  return onAuthStateChanged(auth, report);
}
