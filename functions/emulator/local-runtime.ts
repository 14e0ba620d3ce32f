/**
 * HTTP `localRuntime`: answers the Node.js version the functions emulator runs the functions on,
 * so a test holds the local suite to the runtime firebase.json deploys (docs/node-runtime.md;
 * scripts/lib/functions-node.mjs chooses that Node). GET only. Exported by
 * functions/emulator/index.ts only when FUNCTIONS_EMULATOR is 'true', and answering 404 anywhere
 * else.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { isEmulator } from '../src/trackers/provider-config';

export function localRuntimeEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return isEmulator(env);
}

export const localRuntime = onRequest((req, res) => {
  res.set('Cache-Control', 'no-store');
  if (!localRuntimeEnabled()) {
    res.status(404).send('The local runtime endpoint only runs in the emulator suite.');
    return;
  }
  if (req.method !== 'GET') {
    res.status(405).send('GET answers the Node.js version.');
    return;
  }
  res.status(200).json({ node: process.versions.node });
});
