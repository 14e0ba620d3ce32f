/**
 * Server-only records of the reconciliation sweep (docs/reliability.md; docs/security.md item 71):
 * reconcile_runs (what each run repaired, for an organiser, read in the console) and
 * emulator_faults (the emulator-only fault hook of the payment trigger). No rule names them,
 * so the default deny holds: no client reads, lists or writes either, signed in or not.
 */
import { describe, it } from 'vitest';
import { ALICE, assertFails } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('reconcile-runs', () => ({
  [PATHS.reconcile_runs.doc]: PATHS.reconcile_runs.data,
  [PATHS.emulator_faults.doc]: PATHS.emulator_faults.data,
}));

const PATHS = {
  reconcile_runs: {
    doc: 'reconcile_runs/2026-11-24T01:00:00.000Z-schedule-abc123',
    collection: 'reconcile_runs',
    newDoc: 'reconcile_runs/mine',
    data: { trigger: 'schedule', repaired: { payments: 0 } },
  },
  emulator_faults: {
    doc: `emulator_faults/onPaymentWritten-${ALICE}`,
    collection: 'emulator_faults',
    newDoc: 'emulator_faults/onPaymentWritten-bob',
    data: { remaining: 1 },
  },
};

describe.each(Object.entries(PATHS))('%s', (_name, p) => {
  const who = () =>
    [
      ['alice', env.authenticatedContext(ALICE).firestore()],
      ['a visitor', env.unauthenticatedContext().firestore()],
    ] as const;

  it('71. nobody gets a document or lists the collection', async () => {
    for (const [, db] of who()) {
      await assertFails(db.doc(p.doc).get());
      await assertFails(db.collection(p.collection).get());
    }
  });

  it('71. nobody creates, updates or deletes a document', async () => {
    for (const [, db] of who()) {
      await assertFails(db.doc(p.newDoc).set(p.data));
      await assertFails(db.doc(p.doc).update({ touched: true }));
      await assertFails(db.doc(p.doc).delete());
    }
  });
});
