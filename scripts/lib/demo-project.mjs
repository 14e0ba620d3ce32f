/**
 * The emulator suite's project id, in one place: .firebaserc's default project. It is a
 * `demo-` project, so firebase-tools never reaches a real one. Scripts, seeds and tests take
 * it from here; the browser build reads it from .env.emulators, which a unit test keeps equal.
 */
import { readFileSync } from 'node:fs';

const firebaserc = JSON.parse(readFileSync(new URL('../../.firebaserc', import.meta.url), 'utf8'));

/** @type {string} */
export const DEMO_PROJECT_ID = firebaserc.projects.default;

/**
 * The project a client of the running emulators uses: GCLOUD_PROJECT (set by
 * `firebase emulators:exec`) when it is a demo- project, else the default one.
 * @param {Record<string, string | undefined>} env
 */
export function emulatorProjectId(env = process.env) {
  const requested = env.GCLOUD_PROJECT;
  return requested?.startsWith('demo-') ? requested : DEMO_PROJECT_ID;
}
