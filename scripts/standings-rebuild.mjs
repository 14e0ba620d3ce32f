#!/usr/bin/env node
/**
 * Rebuilds the leaderboard standings and boards (docs/standings.md) on the emulators:
 *   npm run standings:rebuild                 every leg
 *   npm run standings:rebuild -- price_abc    one or more legs
 * The Functions emulator never fires the nightly schedule that rolls the Today and Last 7 Days
 * windows over; this does it on demand (and repairs standings after a bulk import).
 * Env: FIRESTORE_EMULATOR_HOST (default 127.0.0.1:8080); GCLOUD_PROJECT must start with demo-.
 */
import process from 'node:process';
import { DEMO_PROJECT_ID } from './lib/demo-project.mjs';
import { rebuildStandings } from './lib/standings.mjs';

process.env.METADATA_SERVER_DETECTION ||= 'none';
process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
const projectId = process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID;
if (!projectId.startsWith('demo-')) {
  console.error(
    `standings:rebuild writes to the emulators only (a demo- project), not ${projectId}.`,
  );
  process.exit(1);
}
const legIds = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
try {
  const started = Date.now();
  const results = await rebuildStandings(projectId, legIds, (message) => console.log(message));
  for (const { legId, racers } of results) console.log(`${legId}: ${racers} racers`);
  console.log(`Rebuilt ${results.length} legs in ${Date.now() - started} ms.`);
  process.exit(0);
} catch (error) {
  console.error(
    `standings:rebuild failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  console.error(
    `Is the Firestore emulator running at ${process.env.FIRESTORE_EMULATOR_HOST}? (npm start)`,
  );
  process.exit(1);
}
