/**
 * `deleteMyAccount` with an injectable crash, for the emulator suite only (the integration test
 * of a deletion cut half-way): a document emulator_faults/deleteMyAccount-{uid} with
 * `afterStep: '<step>'` (account-deletion.ts DELETION_STEPS) makes the next run for that
 * participant stop right after that step, as a crashed instance would; the document is used up
 * by it. Without that document (and always outside the emulator) it is the production callable.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { deleteMyAccountFunction } from '../src/account/delete-my-account';
import { isEmulator } from '../src/trackers/provider-config';

export const deleteMyAccount = deleteMyAccountFunction((uid) => ({
  afterStep: async (step) => {
    if (!isEmulator()) return;
    const db = getFirestore();
    const ref = db.doc(`emulator_faults/deleteMyAccount-${uid}`);
    const crash = await db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).data()?.afterStep !== step) return false;
      tx.delete(ref);
      return true;
    });
    if (crash) throw new Error(`injected fault: deleteMyAccount stopped after ${step}`);
  },
}));
