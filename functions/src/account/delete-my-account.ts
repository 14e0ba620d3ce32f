/**
 * `deleteMyAccount` (account page, "Delete my account"; account-deletion.ts): the caller's own
 * account, from her uid alone (docs/security.md item 68), after she confirmed and only from a
 * sign-in of the last few minutes (the page re-authenticates her with her password first).
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  DELETE_MY_ACCOUNT,
  DELETE_MY_ACCOUNT_REFUSAL_TEXTS,
  signedInRecently,
  type DeleteMyAccountResponse,
} from '../../../src/contract/callables/delete-my-account';
import { callableFunction, refusalError } from '../shared/callable';
import { deployedSecrets } from '../trackers/provider-config';
import { runDeletion, type DeletionHooks } from './account-deletion';

/** The callable, with the emulator's fault hook when given (functions/emulator/deletion-fault.ts). */
export function deleteMyAccountFunction(hooksFor: (uid: string) => DeletionHooks = () => ({})) {
  return callableFunction(
    DELETE_MY_ACCOUNT,
    async (_confirmed, { uid, email, request }): Promise<DeleteMyAccountResponse> => {
      if (!signedInRecently(request.auth?.token.auth_time, Date.now()))
        throw refusalError('failed-precondition', 'signInAgain', DELETE_MY_ACCOUNT_REFUSAL_TEXTS);
      await runDeletion(getFirestore(), getAuth(), uid, email, hooksFor(uid));
      return { deleted: true };
    },
    {
      // Revoking her tracker grants needs the providers' secrets (trackers-disconnect's).
      secrets: deployedSecrets([
        'STRAVA_CLIENT_SECRET',
        'FITBIT_CLIENT_SECRET',
        'GARMIN_CONSUMER_SECRET',
        'GARMIN_CLIENT_SECRET',
      ]),
      timeoutSeconds: 300,
      // Her deletion has begun (a run cut short): this call finishes it.
      duringDeletion: 'run',
    },
  );
}

export const deleteMyAccount = deleteMyAccountFunction();
