/**
 * "Delete my account": her password checked again by Firebase Auth (a fresh sign-in, which the
 * `deleteMyAccount` callable requires), then the callable, which removes her account from her
 * uid alone (functions/src/account/account-deletion.ts).
 */
import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import {
  DELETE_MY_ACCOUNT,
  type DeleteMyAccountRequest,
  type DeleteMyAccountResponse,
} from '../../../contract/callables/delete-my-account';
import { auth } from '../../../lib/firebase-app';
import { callable } from '../../../lib/functions';

/** Re-authenticates the signed-in participant with her password (throws Firebase Auth's error). */
export async function reauthenticate(password: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email)
    throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  // The callable reads the new sign-in time from a fresh ID token.
  await user.getIdToken(true);
}

export async function deleteMyAccount(): Promise<void> {
  await callable<DeleteMyAccountRequest, DeleteMyAccountResponse>(DELETE_MY_ACCOUNT.name)({
    confirm: true,
  });
}
