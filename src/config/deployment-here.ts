/**
 * The deployment server code runs in (docs/deploy.md, "One place for the deployment's names"):
 * the deployments.json entry of its project (GCLOUD_PROJECT, which Cloud Functions and the
 * emulator suite set). Without a project (unit tests, scripts) it is the emulator suite's
 * `default` entry. `DEPLOYMENT_JSON`, one entry as JSON, replaces the lookup: the browser tests
 * of a build for another project run the emulator suite with it (tests/fixtures/other-deployment).
 * The browser does not use this module: it gets its own entry through Vite env (config/env.ts).
 */
import table from '../../deployments.json';
import { aliasOfProject, DeploymentError, parseDeployment, type Deployment } from './deployment';

type Env = Readonly<Record<string, string | undefined>>;

/** deployments.json: every deployment, by `.firebaserc` alias. */
export const DEPLOYMENTS: Readonly<Record<string, unknown>> = table;

function processEnv(): Env {
  const holder = globalThis as { process?: { env?: Env } };
  return holder.process?.env ?? {};
}

/** The deployment of project `projectId` in `deployments`; a DeploymentError when it has none. */
export function deploymentOfProject(
  projectId: string,
  deployments: Readonly<Record<string, unknown>> = DEPLOYMENTS,
): Deployment {
  const alias = aliasOfProject(deployments, projectId);
  if (!alias)
    throw new DeploymentError(
      `Project ${projectId} has no entry in deployments.json (docs/deploy.md): its origins, region and addresses are unknown.`,
    );
  return parseDeployment(alias, deployments[alias]);
}

/** This server's deployment (see above). */
export function deploymentHere(env: Env = processEnv()): Deployment {
  const override = env.DEPLOYMENT_JSON?.trim();
  if (override) {
    let raw: unknown;
    try {
      raw = JSON.parse(override);
    } catch {
      throw new DeploymentError('DEPLOYMENT_JSON is not JSON.');
    }
    return parseDeployment('DEPLOYMENT_JSON', raw);
  }
  const projectId = env.GCLOUD_PROJECT?.trim();
  if (!projectId) return parseDeployment('default', DEPLOYMENTS.default);
  // A demo- project only ever runs on the emulator suite; one with no entry (a test's, or another
  // deployment's suite while firebase-tools analyses the functions without their env files) is
  // played by the suite's own entry. A real project always needs its own.
  if (projectId.startsWith('demo-') && aliasOfProject(DEPLOYMENTS, projectId) === null)
    return parseDeployment('default', DEPLOYMENTS.default);
  return deploymentOfProject(projectId);
}

/**
 * The region the functions are deployed to: this deployment's. The emulator suite serves every
 * function under us-central1 (functions/src/shared/emulator-url.ts) and analyses the functions
 * without their env files (firebase-tools gives its discovery step no user env), so there it is
 * us-central1 whatever the deployment.
 */
export function functionsRegionHere(env: Env = processEnv()): string {
  return env.FUNCTIONS_EMULATOR === 'true' ? 'us-central1' : deploymentHere(env).region;
}
