/**
 * Firebase app and Auth, initialised once at module level. This module is all the
 * sign-in page needs: Firestore and Functions live in their own modules
 * (firestore.ts, functions.ts) so the pages that do not use them never load them.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { getConfig } from '../config/env';

const config = getConfig();

export const firebaseApp: FirebaseApp = initializeApp(config.firebase);

export const auth: Auth = getAuth(firebaseApp);

if (config.emulatorHost) {
  connectAuthEmulator(auth, `http://${config.emulatorHost}:9099`, { disableWarnings: true });
}
