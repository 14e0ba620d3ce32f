#!/usr/bin/env node
/**
 * Moves the Garmin links made through OAuth 1.0a to OAuth 2.0 (docs/trackers-fitbit-garmin.md,
 * "Moving the OAuth 1 links"), once Garmin has converted our app:
 *   npm run trackers:migrate-garmin                  dry run: what would move, nothing written
 *   npm run trackers:migrate-garmin -- --apply       exchange each OAuth 1 token, write in place
 *   … --report <file>                                where the JSON report goes
 * Resumable: a second run only does what is left; a failed exchange is tried again next time.
 * Env: GCLOUD_PROJECT (default the demo project: the emulators, FIRESTORE_EMULATOR_HOST default
 * 127.0.0.1:8080, Garmin played by the local stand-in). Another project: Application Default
 * Credentials and GARMIN_CLIENT_ID, GARMIN_CONSUMER_SECRET.
 */
import { writeFileSync } from 'node:fs';
import process from 'node:process';
import { createJiti } from 'jiti';
import { DEMO_PROJECT_ID } from './lib/demo-project.mjs';
import { migrationArgs, reportLines } from './lib/garmin-migration-args.mjs';

const args = migrationArgs(process.argv.slice(2), new Date());
if ('error' in args) {
  console.error(args.error);
  process.exit(2);
}
const projectId = process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID;
if (projectId.startsWith('demo-')) {
  process.env.METADATA_SERVER_DETECTION ||= 'none';
  process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
}
try {
  const jiti = createJiti(import.meta.url);
  /** @type {{ runGarminMigration: (projectId: string, apply: boolean) => Promise<any> }} */
  const run = await jiti.import('../functions/src/trackers/garmin/garmin-migration-run.ts');
  const report = await run.runGarminMigration(projectId, args.apply);
  writeFileSync(args.reportPath, `${JSON.stringify({ projectId, ...report }, null, 2)}\n`);
  for (const line of reportLines(report)) console.log(line);
  console.log(`Report: ${args.reportPath}`);
  process.exit(report.failed.length > 0 ? 1 : 0);
} catch (error) {
  console.error(
    `trackers:migrate-garmin failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
