/**
 * Scheduled: the reconciliation sweep (run-reconcile.ts) every 6 hours. Retries of the triggers
 * repair transient failures within minutes; this catches what they cannot (an event past its
 * cut-off, a trigger that was never delivered, a hand edit). One instance at a time: two sweeps
 * at once would only do the same idempotent repairs twice.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runReconcile } from './run-reconcile';

export const reconcile = onSchedule(
  {
    schedule: '15 */6 * * *',
    timeZone: 'America/Toronto',
    maxInstances: 1,
    timeoutSeconds: 540,
    memory: '512MiB',
  },
  async () => {
    await runReconcile(getFirestore(), { trigger: 'schedule' });
  },
);
