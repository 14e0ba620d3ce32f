/**
 * Her Auth user deleted directly (the SDK's `user.delete()`, the Auth REST `accounts:delete`
 * with her own ID token, or the console): the same complete deletion as "Delete my account"
 * (account-deletion.ts; docs/data-model.md, "What deleting an account removes"), from the user record's uid and e-mail. Her
 * profile still holds her e-mail, so the deletion finds her mail either way.
 *
 * A user removed by "Delete my account" itself (its last step) already has her marker: that
 * run, or the reconciliation sweep for one cut short (finishDeletions), finishes her deletion,
 * so this trigger leaves it alone and two runs never race over the same steps.
 *
 * A v1 Auth trigger: v2 has only blocking Auth functions (before sign-in, before create), no
 * event after a user is deleted.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as functionsV1 from 'firebase-functions/v1';
import { deletionPath } from '../shared/paths';
import { deployedSecrets } from '../trackers/provider-config';
import { runDeletion } from './account-deletion';

export const onAuthUserDeleted = functionsV1
  .runWith({
    // Revoking her tracker grants needs the providers' secrets (as deleteMyAccount).
    secrets: deployedSecrets([
      'STRAVA_CLIENT_SECRET',
      'FITBIT_CLIENT_SECRET',
      'GARMIN_CONSUMER_SECRET',
      'GARMIN_CLIENT_SECRET',
    ]),
    timeoutSeconds: 300,
    // Retried until her marker is written; from then on the sweep finishes a run cut short.
    failurePolicy: true,
  })
  .auth.user()
  .onDelete(async (user) => {
    const db = getFirestore();
    if ((await db.doc(deletionPath(user.uid)).get()).exists) return;
    await runDeletion(db, getAuth(), user.uid, user.email ?? null);
  });
