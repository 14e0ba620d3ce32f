#!/usr/bin/env node
/**
 * Runs the tracker inbox's retry sweep on the running emulators (docs/trackers.md):
 *   npm run trackers:retry
 * Deployed, `retryTrackerEvents` does it every 10 minutes and every new event does it too; the
 * Functions emulator never fires schedules, so after a provider failure with no new event,
 * this runs what is due (through the local stand-in's /sweep, inside the Functions emulator).
 * Env: FUNCTIONS_EMULATOR_ORIGIN (default http://127.0.0.1:5001); GCLOUD_PROJECT must start with demo-.
 */
import process from 'node:process';
import { DEMO_PROJECT_ID } from './lib/demo-project.mjs';

const origin = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
const projectId = process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID;
if (!projectId.startsWith('demo-')) {
  console.error(`trackers:retry runs on the emulators only (a demo- project), not ${projectId}.`);
  process.exit(1);
}
try {
  const response = await fetch(`${origin}/${projectId}/us-central1/localProvider/sweep`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`the sweep answered ${response.status}`);
  const { processed } = await response.json();
  console.log(`Ran ${processed} due tracker events.`);
} catch (error) {
  console.error(`trackers:retry failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`Are the emulators running at ${origin}? (npm start)`);
  process.exit(1);
}
