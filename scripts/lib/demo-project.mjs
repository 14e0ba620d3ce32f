/**
 * The emulator suite's project id, in one place: deployments.json's `default` entry (docs/deploy.md;
 * .firebaserc's default project is generated from it). It is a `demo-` project, so firebase-tools
 * never reaches a real one. Scripts, seeds and tests take it from here; the browser build gets the
 * same entry (VITE_DEPLOYMENT, vite.config.ts). With DEPLOYMENTS_FILE (deployments.mjs) it is that
 * table's: the browser tests of a build for another project (tests/fixtures/other-deployment).
 */
import { fileURLToPath } from 'node:url';
import { readDeployments } from './deployments.mjs';

const deployments = readDeployments(fileURLToPath(new URL('../..', import.meta.url)));

/** @type {string} */
export const DEMO_PROJECT_ID = String(deployments.default?.projectId);

/**
 * The emulator suite's deployment for the functions when DEPLOYMENTS_FILE names another table:
 * `DEPLOYMENT_JSON` (src/config/deployment-here.ts), as their bundle holds the repository's.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function emulatedDeploymentEnv(env = process.env) {
  return env.DEPLOYMENTS_FILE ? { DEPLOYMENT_JSON: JSON.stringify(deployments.default) } : {};
}

/**
 * The project a client of the running emulators uses: GCLOUD_PROJECT (set by
 * `firebase emulators:exec`) when it is a demo- project, else the default one.
 * @param {Record<string, string | undefined>} env
 */
export function emulatorProjectId(env = process.env) {
  const requested = env.GCLOUD_PROJECT;
  return requested?.startsWith('demo-') ? requested : DEMO_PROJECT_ID;
}
