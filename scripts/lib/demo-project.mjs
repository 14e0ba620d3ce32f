/**
 * The emulator suite's project id, in one place: deployments.json's `default` entry (docs/deploy.md;
 * .firebaserc's default project is generated from it). It is a `demo-` project, so firebase-tools
 * never reaches a real one. Scripts, seeds and tests take it from here; the browser build gets the
 * same entry (VITE_DEPLOYMENT, vite.config.ts).
 */
import { readFileSync } from 'node:fs';

const deployments = JSON.parse(
  readFileSync(new URL('../../deployments.json', import.meta.url), 'utf8'),
);

/** @type {string} */
export const DEMO_PROJECT_ID = deployments.default.projectId;

/**
 * The project a client of the running emulators uses: GCLOUD_PROJECT (set by
 * `firebase emulators:exec`) when it is a demo- project, else the default one.
 * @param {Record<string, string | undefined>} env
 */
export function emulatorProjectId(env = process.env) {
  const requested = env.GCLOUD_PROJECT;
  return requested?.startsWith('demo-') ? requested : DEMO_PROJECT_ID;
}
