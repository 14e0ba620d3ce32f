/**
 * An emulator suite that several commands share: the one a running `npm start` serves (found
 * through the emulator hub, which lists what runs where), or one started here and stopped when
 * the work is done. `npm test` runs its stages on one such suite; the inner loop's
 * `npm run test:rules|test:integration|test:e2e` attach to `npm start`'s (docs/testing.md).
 * Node built-ins only (and emulators.mjs, which imports its packages lazily).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorClientEnv, startEmulators } from './emulators.mjs';
import { ScriptError } from './log.mjs';
import { portInUse, stopTree } from './run.mjs';

/** firebase-tools' own hub port, used when firebase.json names none. */
const DEFAULT_HUB_PORT = 4400;

/**
 * The ports firebase.json gives the emulators (and the hub): `{ auth, firestore, functions, hub }`.
 * @param {{ emulators?: Record<string, { host?: string, port?: number }> }} firebaseJson
 */
export function emulatorPorts(firebaseJson) {
  const emulators = firebaseJson.emulators ?? {};
  const ports = { hub: emulators.hub?.port ?? DEFAULT_HUB_PORT };
  for (const name of ['auth', 'firestore', 'functions']) {
    const port = emulators[name]?.port;
    if (typeof port !== 'number') throw new ScriptError(`firebase.json names no port for ${name}.`);
    ports[name] = port;
  }
  return ports;
}

/**
 * What `firebase emulators:exec` would give its command, from the hub's list of running
 * emulators (GET /emulators: `{ firestore: { host, port }, … }`); null when one of `only` is not
 * running.
 * @param {Record<string, { host: string, port: number }>} running
 * @param {string[]} only
 */
export function attachEnv(running, only) {
  if (!only.every((name) => running[name])) return null;
  const at = (name) => `${running[name].host}:${running[name].port}`;
  const env = { ...emulatorClientEnv() };
  if (running.firestore) env.FIRESTORE_EMULATOR_HOST = at('firestore');
  if (running.auth) env.FIREBASE_AUTH_EMULATOR_HOST = at('auth');
  if (running.functions) env.FUNCTIONS_EMULATOR_ORIGIN = `http://${at('functions')}`;
  if (running.hub) env.FIREBASE_EMULATOR_HUB = at('hub');
  return env;
}

function firebaseJson(root) {
  return JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
}

/**
 * The env to attach to the suite running on this machine (npm start's), or null when none runs:
 * nothing listens on the hub's port. A hub that listens is asked what runs, and given time to
 * answer (a loaded 2-core machine can take many seconds); one that never answers is an error,
 * since a suite of our own could not start on its ports either.
 */
async function runningEmulatorsEnv(root, only) {
  const { hub } = emulatorPorts(firebaseJson(root));
  if (!(await portInUse(hub))) return null;
  const url = `http://127.0.0.1:${hub}/emulators`;
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(60000) });
  } catch (error) {
    throw new ScriptError(`The emulator hub at ${url} did not answer: ${error.message}`);
  }
  if (!response.ok)
    throw new ScriptError(`The emulator hub at ${url} answered ${response.status}.`);
  const env = attachEnv(await response.json(), only);
  if (!env)
    throw new ScriptError(
      `The emulator suite running here lacks one of ${only.join(', ')}: stop it, or start it with them (npm start).`,
    );
  return env;
}

/** What firebase-tools prints once every emulator (the functions loaded) takes requests. */
const READY_LINE = 'All emulators ready';

/**
 * Resolves once `child` (firebase emulators:start) says every emulator takes requests, the
 * functions loaded; its output goes to `onOutput` meanwhile and after. Rejects when it stops
 * first, or is not ready after `timeoutMs` (a start takes minutes on a busy 2-core machine).
 */
export function whenReady(child, { onOutput, timeoutMs = 300000 } = {}) {
  let seen = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ScriptError(`The emulators were not ready after ${timeoutMs / 1000} s.`));
    }, timeoutMs);
    child.stdout.on('data', (chunk) => {
      onOutput?.(chunk, 'stdout');
      // The line may arrive split across chunks, or early in a long one: the chunk is searched
      // with the end of the one before.
      const text = seen + String(chunk);
      if (text.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
      seen = text.slice(-READY_LINE.length);
    });
    child.stderr.on('data', (chunk) => onOutput?.(chunk, 'stderr'));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new ScriptError(`The emulators stopped before they were ready (exit ${code}).`));
    });
  });
}

/**
 * Starts the suite and resolves once it is ready: `{ env, stop }`, `stop()` resolving when it
 * is gone (whenReady says when it is ready and where its output goes).
 */
export async function startEmulatorSession(root, only, options = {}) {
  const child = await startEmulators(root, only);
  const stop = () => stopTree(child);
  try {
    await whenReady(child, options);
  } catch (error) {
    await stop();
    throw error;
  }
  return { env: { ...emulatorClientEnv() }, stop };
}

/**
 * Runs `work(env, attached)` on the suite `npm start` already serves, or else on one started
 * for it alone (stopped afterwards, whatever `work` did).
 */
export async function withEmulators(root, only, work, options = {}) {
  const running = await runningEmulatorsEnv(root, only);
  if (running) return work(running, true);
  options.onStarting?.();
  const session = await startEmulatorSession(root, only, options);
  try {
    return await work(session.env, false);
  } finally {
    await session.stop();
  }
}
