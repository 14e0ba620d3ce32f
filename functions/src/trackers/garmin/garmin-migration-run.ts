/**
 * `npm run trackers:migrate-garmin` (scripts/trackers-migrate-garmin.mjs, through jiti; never
 * deployed): the move of the OAuth 1 Garmin links (garmin-migration.ts) against a project.
 * - A demo- project: the emulators (Firestore at FIRESTORE_EMULATOR_HOST, Garmin played by the
 *   local stand-in at FUNCTIONS_EMULATOR_ORIGIN, its demo credentials).
 * - Any other: that project with Application Default Credentials, and Garmin's real endpoints
 *   with GARMIN_CLIENT_ID (the consumer key) and GARMIN_CONSUMER_SECRET (the OAuth 1 secret) in
 *   env (docs/trackers-fitbit-garmin.md, "Moving the OAuth 1 links").
 * Uses an app of its own, so a caller's Admin SDK copy never mixes with this one.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { providerConfig } from '../provider-config';
import { migrateGarminLinks, type MigrationReport } from './garmin-migration';

const APP_NAME = 'garmin-migration';

export async function runGarminMigration(
  projectId: string,
  apply: boolean,
  env: NodeJS.ProcessEnv = process.env,
): Promise<MigrationReport> {
  const emulators = projectId.startsWith('demo-');
  const settings = emulators
    ? { ...env, FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: projectId }
    : { ...env, FUNCTIONS_EMULATOR: undefined };
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ projectId }, APP_NAME);
  return migrateGarminLinks(getFirestore(app), providerConfig(settings).garmin, { apply });
}
