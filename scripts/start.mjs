#!/usr/bin/env node
/**
 * npm start: on a fresh clone, installs what is missing, starts the emulator suite
 * (Auth, Firestore, Functions), seeds the demo data, and serves the app at
 * http://localhost:5173. Ctrl-C stops everything it started. A saved change to a function is
 * rebuilt into the emulator bundle and the functions emulator reloads it (docs/testing.md).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PROJECT_ID } from './lib/demo-project.mjs';
import { ensureNodeModules } from './lib/ensure-deps.mjs';
import { emulatorPorts, whenReady } from './lib/emulator-session.mjs';
import {
  emulatorClientEnv,
  MAIL_PORTS,
  PORTS,
  PUSH_PORT,
  startEmulators,
} from './lib/emulators.mjs';
import { fail, ScriptError, step } from './lib/log.mjs';
import { portInUse, run, waitForPort } from './lib/run.mjs';
import { withNode22 } from './lib/node22.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [];
let stopping = false;

/** Stops everything this script started, once (a second Ctrl-C must not kill the emulators mid-shutdown). */
function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already stopped
    }
  }
}

async function main() {
  await ensureNodeModules(root);
  // Vite's dev server with the Lingui 6 plugin runs on Node 22 (docs/toolchain.md).
  process.env.PATH = withNode22(root).PATH;
  for (const [name, port] of [
    ...Object.entries(PORTS),
    ...Object.entries(MAIL_PORTS),
    ['push', PUSH_PORT],
    ['app', 5173],
  ]) {
    if (await portInUse(port))
      throw new ScriptError(
        `Port ${port} (${name}) is already in use: is another npm start or test running? Stop it first.`,
      );
  }

  step(
    'Starting the Firebase emulators (Auth 9099, Firestore 8080, Functions 5001), the local mail server (SMTP 1025, inbox 1080) and push service (1090)',
  );
  const emulators = await startEmulators(root, ['auth', 'firestore', 'functions']);
  children.push(emulators);
  const exited = new Promise((_, reject) =>
    emulators.once('exit', (code) => {
      if (!stopping)
        reject(new ScriptError(`The emulators stopped (exit ${code}); see their output above.`));
    }),
  );
  exited.catch(() => {}); // whenReady reports an early stop; later, the races below do.
  // Ready once firebase-tools says so (the functions loaded), not once the ports answer: the
  // seed and the demo e-mails need the triggers.
  await whenReady(emulators, {
    onOutput: (chunk, stream) =>
      (stream === 'stderr' ? process.stderr : process.stdout).write(`[emulators] ${chunk}`),
  });

  // The emulator bundle rebuilt on every save and the functions reloaded through the emulator
  // hub (functions/build.mjs --watch --reload), so no restart is needed.
  const functionsWatch = spawn(
    process.execPath,
    [
      join(root, 'functions', 'build.mjs'),
      'emulator',
      '--watch',
      `--reload=http://127.0.0.1:${emulatorPorts(JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'))).hub}`,
    ],
    { cwd: join(root, 'functions'), stdio: ['ignore', 'inherit', 'inherit'], detached: true },
  );
  children.push(functionsWatch);

  step('Seeding the demo data');
  const seeded = await run('node', ['scripts/seed.mjs'], {
    cwd: root,
    env: { ...process.env, ...emulatorClientEnv() },
  });
  if (seeded !== 0) throw new ScriptError('Seeding the demo data failed (see above).');
  // One e-mail of each kind in the local inbox (README, "E-mail"), caused as the product does;
  // not awaited: the app is served meanwhile, and a failure here is reported, not fatal.
  const demoMail = run('node', ['scripts/demo-mail.mjs'], {
    cwd: root,
    env: { ...process.env, ...emulatorClientEnv() },
  }).then((code) => {
    if (code !== 0) console.warn('The demo e-mails were not all sent (see above).');
  });

  step('Serving the app');
  const vite = spawn(join(root, 'node_modules', '.bin', 'vite'), ['--mode', 'emulators'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  children.push(vite);
  await Promise.race([waitForPort(5173, 'localhost', 60000), exited]);
  console.log(`
  The app:      http://localhost:5173
  Demo sign-in: runner@demo.test / demo-pass-1
  Emulators:    Auth 127.0.0.1:9099, Firestore 127.0.0.1:8080, Functions 127.0.0.1:5001 (project ${DEMO_PROJECT_ID})
  Mail inbox:   http://127.0.0.1:${MAIL_PORTS.inbox} (every e-mail the functions send, one of each kind from the demo; SMTP 127.0.0.1:${MAIL_PORTS.smtp})
  Push inbox:   http://127.0.0.1:${PUSH_PORT} (every push the functions send; docs/push.md)
  Reset data:   npm run seed -- --reset      Stop: Ctrl-C
  Functions:    rebuilt on save and reloaded by the emulator; re-run a test against this suite
                with npm run test:integration -- <file> (also test:rules, test:e2e; docs/testing.md)
`);
  await demoMail;
  await Promise.race([new Promise((resolve) => vite.once('exit', resolve)), exited]);
  if (!stopping) throw new ScriptError('The app server stopped; stopping the emulators.');
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopAll();
    // Give the emulators their clean shutdown, then leave.
    setTimeout(() => process.exit(0), 8000);
  });
}

try {
  await main();
} catch (error) {
  stopAll();
  if (error instanceof ScriptError) fail(error.message);
  throw error;
}
