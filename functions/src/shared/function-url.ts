/**
 * The public address of one of our HTTP functions: on the emulator suite the emulator's
 * (emulator-url.ts), else the deployment's functions origin (https://{region}-{project}
 * .cloudfunctions.net, from deployments.json: config/deployment.ts) and the function's name.
 */
import { functionsOrigin } from '../../../src/config/deployment';
import { deploymentHere } from '../../../src/config/deployment-here';
import { emulatorFunctionUrl } from './emulator-url';

type Env = Readonly<Record<string, string | undefined>>;

export function functionUrl(name: string, env: Env = process.env): string {
  if (env.FUNCTIONS_EMULATOR === 'true') return emulatorFunctionUrl(name, env);
  return `${functionsOrigin(deploymentHere(env))}/${name}`;
}
