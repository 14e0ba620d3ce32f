/**
 * HTTP `localReconcile`: runs the reconciliation sweep (src/reconcile/run-reconcile.ts) on the
 * emulator suite, where the 6-hourly schedule never fires (`npm run reconcile`, the tests, the
 * load benchmark). POST only; answers the run's report. Exported by functions/emulator/index.ts
 * only when FUNCTIONS_EMULATOR is 'true', and answering 404 anywhere else.
 * Query: ?graceMs= (default 0: on the emulators nothing is left "in flight" on purpose),
 * ?days= (default 8), ?itemsWaitMs= (default 30 minutes: how long a confirmation waits for
 * Stripe's line items before the sweep sends it without them).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { runReconcile } from '../src/reconcile/run-reconcile';
import { isEmulator } from '../src/trackers/provider-config';

export function localReconcileEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return isEmulator(env);
}

const numberOr = (value: unknown, fallback: number) => {
  const n = Number(value);
  return typeof value === 'string' && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

export const localReconcile = onRequest({ timeoutSeconds: 540 }, async (req, res) => {
  res.set('Cache-Control', 'no-store');
  if (!localReconcileEnabled()) {
    res.status(404).send('The local reconcile endpoint only runs in the emulator suite.');
    return;
  }
  if (req.method !== 'POST') {
    res.status(405).send('POST runs the reconciliation sweep.');
    return;
  }
  const report = await runReconcile(getFirestore(), {
    trigger: 'emulator',
    graceMs: numberOr(req.query.graceMs, 0),
    days: numberOr(req.query.days, 8),
    itemsWaitMs: numberOr(req.query.itemsWaitMs, 30 * 60 * 1000),
  });
  res.status(200).json(report);
});
