/**
 * The browser tests of a build for another deployment (tests/e2e/other-deployment/): another
 * project id (tests/fixtures/other-deployment/deployments.json, `demo-other-project`) served on a
 * custom domain (`http://run.example.test:4173`, which Chromium maps to the local preview). The
 * env that makes the emulator suite, the seed, the functions (DEPLOYMENT_JSON), the build (its own
 * folder) and the browser use that deployment instead of the repository's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const OTHER_DEPLOYMENTS_FILE = 'tests/fixtures/other-deployment/deployments.json';
/** Where its build goes (npm test builds it beside the app's; tests/e2e/global-setup.ts when missing). */
export const OTHER_DIST = '.cache/other-deployment/dist';

/**
 * @param {string} root
 * @returns {Record<string, string>}
 */
export function otherDeploymentEnv(root) {
  const read = (name) => readFileSync(join(root, name), 'utf8');
  const ours = JSON.parse(read('deployments.json')).default.projectId;
  const other = JSON.parse(read(OTHER_DEPLOYMENTS_FILE)).default;
  const origin = other.appOrigins[0];
  // The stand-ins' pages .env.emulators names are served under the emulator suite's project.
  const moved = Object.fromEntries(
    [...read('.env.emulators').matchAll(/^(VITE_[A-Z0-9_]+)=(.*)$/gm)]
      .filter(([, , value]) => value.includes(`/${ours}/`))
      .map(([, name, value]) => [name, value.replaceAll(`/${ours}/`, `/${other.projectId}/`)]),
  );
  return {
    DEPLOYMENTS_FILE: OTHER_DEPLOYMENTS_FILE,
    E2E_DIST: OTHER_DIST,
    E2E_APP_URL: origin,
    E2E_HOST_RULES: `MAP ${new URL(origin).hostname} 127.0.0.1`,
    ...moved,
  };
}
