#!/usr/bin/env node
/**
 * Runs the reconciliation sweep on the running emulators (docs/reliability.md):
 *   npm run reconcile
 * Deployed, `reconcile` runs every 6 hours; the Functions emulator never fires schedules, so
 * this runs it now (through the emulator-only `localReconcile`, inside the Functions emulator)
 * and prints what it repaired. Safe to run any time: on a healthy database it changes nothing.
 * Env: FUNCTIONS_EMULATOR_ORIGIN (default http://127.0.0.1:5001); GCLOUD_PROJECT must start with demo-.
 */
import process from 'node:process';
import { DEMO_PROJECT_ID } from './lib/demo-project.mjs';

const origin = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
const projectId = process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID;
if (!projectId.startsWith('demo-')) {
  console.error(`reconcile runs on the emulators only (a demo- project), not ${projectId}.`);
  process.exit(1);
}
try {
  const response = await fetch(`${origin}/${projectId}/us-central1/localReconcile`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`the sweep answered ${response.status}`);
  const report = await response.json();
  const { payments, confirmationsWithoutItems, registrations, standingsRows, boards } =
    report.repaired;
  console.log(
    `Repaired ${payments} payments, ${registrations} registrations, ${standingsRows} standings rows, ${boards} boards` +
      (confirmationsWithoutItems > 0
        ? `; sent ${confirmationsWithoutItems} confirmations whose Stripe line items never came`
        : '') +
      ` (scanned ${report.scanned.payments} payments, ${report.scanned.registrations} registrations, ${report.scanned.legs} legs).`,
  );
  if (report.forOrganiser > 0)
    console.log(
      `${report.forOrganiser} registrations need an organiser: reconcile_runs/${report.runId}.`,
    );
  if (report.truncated) console.log('Stopped at its page bound: run it again for the rest.');
} catch (error) {
  console.error(`reconcile failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`Are the emulators running at ${origin}? (npm start)`);
  process.exit(1);
}
