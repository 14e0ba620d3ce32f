/**
 * Starting the Firebase emulator suite offline (Auth 9099, Firestore 8080, Functions 5001),
 * with the local mail server beside the functions (SMTP 1025, web inbox 1080; mail-server.mjs)
 * and the local push service (1090; push-server.mjs, docs/push.md): they run inside this
 * process, so in the same network namespace as the emulators.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { useCompileCache, warmFunctionsCompileCache } from './compile-cache.mjs';
import { emulatorFunctionsFiles, prepareEmulatorFunctions } from './emulator-functions.mjs';
import { firestoreEmulatorEnv } from './firestore-emulator-jar.mjs';
import { firebaseLaunch, functionsNode } from './functions-node.mjs';
import { useLightFunctionsWorkers } from './functions-worker.mjs';
import { withNode22 } from './node22.mjs';
import { run, runGroup } from './run.mjs';
import { ScriptError } from './log.mjs';
import { DEMO_PROJECT_ID as PROJECT_ID, emulatedDeploymentEnv } from './demo-project.mjs';

const EMULATOR_HOST = '127.0.0.1';
export const PORTS = { auth: 9099, firestore: 8080, functions: 5001 };
/** The local mail server: what the emulator-only mail sender sends to, and the inbox people and tests read. */
export const MAIL_PORTS = { smtp: 1025, inbox: 1080 };
/** The local push service: where the local subscriptions' endpoints point, and its inbox page. */
export const PUSH_PORT = 1090;

/** Env for clients of the emulators (Admin SDK, seed, tests). */
export function emulatorClientEnv() {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${EMULATOR_HOST}:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${EMULATOR_HOST}:${PORTS.auth}`,
    FUNCTIONS_EMULATOR_ORIGIN: `http://${EMULATOR_HOST}:${PORTS.functions}`,
    // Read by functions/emulator/local-mail.ts (the functions emulator passes its env on) and the tests.
    LOCAL_SMTP_URL: `smtp://${EMULATOR_HOST}:${MAIL_PORTS.smtp}`,
    LOCAL_INBOX_ORIGIN: `http://${EMULATOR_HOST}:${MAIL_PORTS.inbox}`,
    // Read by the tests and the demo data that make local push subscriptions (docs/push.md).
    LOCAL_PUSH_ORIGIN: `http://${EMULATOR_HOST}:${PUSH_PORT}`,
    ...emulatedDeploymentEnv(),
  };
}

function firebaseBin(root) {
  const bin = join(root, 'node_modules', '.bin', 'firebase');
  if (!existsSync(bin))
    throw new ScriptError('firebase-tools is not installed: run npm install first.');
  return bin;
}

/**
 * The env, the program and the firebase CLI arguments: with functions, the generated config
 * loading the emulator bundle (emulator-functions.mjs), and firebase-tools started on the Node
 * the functions deploy on (functions-node.mjs); `wrap` gives what emulators:exec runs its PATH.
 */
async function prepare(root, only) {
  // What emulators:exec runs (Vitest, a build, the seed) gets Node 22 first on its PATH: Vitest 5
  // and Vite's build with the Lingui plugin need it (node22.mjs, docs/toolchain.md).
  const env = { ...withNode22(root), ...emulatorClientEnv() };
  // Without functions, the machine's Node runs firebase-tools (the Java emulators care not).
  const node = only.includes('functions')
    ? functionsNode(root)
    : { binary: process.execPath, fromPackage: false };
  const launch = firebaseLaunch(node, firebaseBin(root), env.PATH);
  env.PATH = launch.path;
  // The functions emulator starts a new worker process for a function that is busy (a
  // webhook handler calling a stand-in, a trigger during a callable) and gives it 30 s to
  // load the bundle. On a 2-core machine kept busy by other work that is not enough, and the
  // request is dropped ("Failed to load function."), which no retry in a test should hide.
  env.FUNCTIONS_DISCOVERY_TIMEOUT ??= '120';
  if (only.includes('firestore')) Object.assign(env, firestoreEmulatorEnv(join(root, '.cache')));
  // Each time the functions emulator loads the functions (at the start, and at every reload: a
  // change saved under npm start), firebase-tools asks the npm registry for
  // firebase-functions' latest version, synchronously: its whole process, every trigger, call and
  // sign-in it serves, waits until npm answers or 10 s pass, the full 10 s where no network is
  // (a network namespace of npm test's, a train). Offline, npm answers from its cache or not, at
  // once; the lockfile decides the version anyway. The command emulators:exec runs gets npm back.
  const npmOffline = env.npm_config_offline === undefined;
  if (npmOffline) env.npm_config_offline = 'true';
  useCompileCache(root, env);
  // What the command emulators:exec runs gets back: npm online, its own NODE_OPTIONS.
  const restore = npmOffline ? ['unset npm_config_offline'] : [];
  const config = [];
  if (only.includes('functions')) {
    restore.push(useLightFunctionsWorkers(root, env));
    config.push('--config', await prepareEmulatorFunctions(root));
    const { packageDir } = emulatorFunctionsFiles(process.env.EMULATOR_SUITE);
    warmFunctionsCompileCache(root, node.binary, join(root, '.cache', packageDir), env);
  }
  const options = ['--only', only.join(','), '--project', PROJECT_ID, ...config];
  return {
    env,
    program: launch.program,
    cli: (subcommand, ...rest) => [...launch.args, subcommand, ...options, ...rest],
    wrap:
      restore.length > 0
        ? (command) => `${restore.join('; ')}; ${launch.command(command)}`
        : launch.command,
  };
}

/**
 * Runs `command` inside `firebase emulators:exec`; resolves to its exit code. With
 * `{ ownGroup: true }` the whole suite runs in a process group of its own, stopped together
 * when this process is (run.mjs runGroup): for long runs such as the load benchmark.
 */
export async function execWithEmulators(root, only, command, { ownGroup = false } = {}) {
  const { env, program, cli, wrap } = await prepare(root, only);
  const mail = await maybeStartMailServer(only);
  try {
    return await (ownGroup ? runGroup : run)(program, cli('emulators:exec', wrap(command)), {
      cwd: root,
      env,
    });
  } finally {
    await mail?.close();
  }
}

/**
 * The local mail server and push service, when the functions run (they alone send mail and
 * pushes); one `close` for both.
 */
async function maybeStartMailServer(only) {
  if (!only.includes('functions')) return null;
  let mail;
  try {
    // Imported here, not at the top: the mail server needs npm packages, and the scripts that
    // install a fresh clone's packages (npm start, bench:load) import this module before that.
    const { startMailServer } = await import('./mail-server.mjs');
    mail = await startMailServer({ smtpPort: MAIL_PORTS.smtp, webPort: MAIL_PORTS.inbox });
  } catch (error) {
    throw new ScriptError(
      `The local mail server could not start (ports ${MAIL_PORTS.smtp}, ${MAIL_PORTS.inbox}): ${error.message}`,
    );
  }
  try {
    const { startPushServer } = await import('./push-server.mjs');
    const push = await startPushServer({ port: PUSH_PORT });
    return { close: () => Promise.all([mail.close(), push.close()]) };
  } catch (error) {
    await mail.close();
    throw new ScriptError(
      `The local push service could not start (port ${PUSH_PORT}): ${error.message}`,
    );
  }
}

/** Starts `firebase emulators:start` as a child process (its own process group). */
export async function startEmulators(root, only) {
  const { env, program, cli } = await prepare(root, only);
  const mail = await maybeStartMailServer(only);
  const child = spawn(program, cli('emulators:start'), {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.once('exit', () => void mail?.close());
  return child;
}
