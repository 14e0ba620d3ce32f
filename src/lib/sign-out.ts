/** Logout from the user menu (spec 02 §2 Layout): Firebase Auth is touched only in lib and features' api. */
import { signOut as firebaseSignOut } from 'firebase/auth';
import { auth } from './firebase-app';
import { reportError } from './report-error';

/** Signs out; a failure is reported, and the auth listener keeps showing the user. */
export function signOut(): void {
  firebaseSignOut(auth).catch((error: unknown) => reportError(error, { action: 'signOut' }));
}
