/**
 * The reconciliation sweep (docs/reliability.md; docs/house-style.md rule 14): the safety net
 * under the retried triggers. Finds and repairs succeeded payments never provisioned,
 * registrations that lost their leaderboard row, bib or team membership, standings rows that
 * differ from their activity rows and boards older than their standings. Harmless when nothing
 * is wrong (it only writes what differs), and finishes account deletions cut half-way. Every run leaves reconcile_runs/{runId} (server-only)
 * with what it repaired and what it left for an organiser.
 */
import { randomBytes } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { raiseAlert } from '../ops/alert-store';
import { finishDeletions } from '../account/account-deletion';
import { expireAtFor } from '../shared/retention';
import { DEFAULT_PAGES, type PageBounds } from './query-pages';
import { reconcilePayments } from './reconcile-payments';
import { reconcileRegistrations } from './reconcile-registrations';
import { reconcileStandings } from './reconcile-standings';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReconcileOptions {
  /** Who ran it: 'schedule' (deployed) or 'emulator' (npm run reconcile, the tests). */
  readonly trigger: 'schedule' | 'emulator';
  /** Payments and registrations of this many days back (the payment retries stop after 3). */
  readonly days?: number;
  /** Leaves alone what is younger than this: its trigger may still be running. */
  readonly graceMs?: number;
  /** How long a provisioned payment's confirmation waits for Stripe's line items (30 minutes). */
  readonly itemsWaitMs?: number;
  readonly bounds?: PageBounds;
  readonly now?: Date;
}

/** At most this many items per list in the run's document (the counts are always whole). */
const LISTED = 100;

export async function runReconcile(db: Firestore, options: ReconcileOptions) {
  const now = options.now ?? new Date();
  const bounds = options.bounds ?? DEFAULT_PAGES;
  const window = {
    sinceMs: now.getTime() - (options.days ?? 8) * DAY_MS,
    untilMs: now.getTime() - (options.graceMs ?? 2 * 60 * 1000),
    itemsBeforeMs: now.getTime() - (options.itemsWaitMs ?? 30 * 60 * 1000),
  };
  const startedAt = Timestamp.fromDate(now);
  const payments = await reconcilePayments(db, window, bounds);
  const registrations = await reconcileRegistrations(db, window, bounds);
  const standings = await reconcileStandings(db, bounds, now);
  // Account deletions cut half-way and never called again (account-deletion.ts).
  const deletionsFinished = await finishDeletions(db, getAuth(), now);
  const report = {
    trigger: options.trigger,
    startedAt,
    finishedAt: Timestamp.now(),
    repaired: {
      payments: payments.repairs.length,
      confirmationsWithoutItems: payments.confirmedWithoutItems.length,
      registrations: registrations.repaired.length,
      standingsRows: standings.repaired.reduce((sum, leg) => sum + leg.rows, 0),
      boards: standings.repaired.filter((leg) => leg.boardRebuilt).length,
    },
    forOrganiser: registrations.forOrganiser.length,
    deletionsFinished: deletionsFinished.length,
    scanned: {
      payments: payments.scanned,
      registrations: registrations.scanned,
      legs: standings.legs,
    },
    truncated: payments.truncated || registrations.truncated || standings.truncated,
    details: {
      payments: payments.repairs.slice(0, LISTED),
      confirmationsWithoutItems: payments.confirmedWithoutItems.slice(0, LISTED),
      registrations: registrations.repaired.slice(0, LISTED),
      forOrganiser: registrations.forOrganiser.slice(0, LISTED),
      legs: standings.repaired.slice(0, LISTED),
    },
  };
  const runRef = db
    .collection('reconcile_runs')
    .doc(`${now.toISOString()}-${options.trigger}-${randomBytes(3).toString('hex')}`);
  // Deleted by the collection's TTL policy then (shared/retention.ts).
  await runRef.set({ ...report, expireAt: expireAtFor('reconcileRuns', now) });
  const total = Object.values(report.repaired).reduce((sum, n) => sum + n, 0);
  if (report.forOrganiser > 0)
    logger.error('reconcile: registrations an organiser must look at', {
      run: runRef.id,
      registrations: report.details.forOrganiser,
    });
  // The organisers hear of it (docs/reliability.md, "Alerts"): repairs are recorded, what the
  // sweep cannot repair is e-mailed.
  if (total > 0)
    await raiseAlert(db, {
      kind: 'sweep-repaired',
      key: 'all',
      summary: `The reconciliation sweep repaired ${total} item(s)`,
      details: { run: runRef.id, ...report.repaired },
    });
  if (report.forOrganiser > 0)
    await raiseAlert(db, {
      kind: 'sweep-left-for-organiser',
      key: 'all',
      summary: `The reconciliation sweep left ${report.forOrganiser} registration(s) for an organiser`,
      details: { run: runRef.id, registrations: report.forOrganiser },
    });
  if (total > 0) logger.warn('reconcile: repaired', { run: runRef.id, ...report.repaired });
  else logger.info('reconcile: nothing to repair', { run: runRef.id, scanned: report.scanned });
  return { runId: runRef.id, ...report };
}
