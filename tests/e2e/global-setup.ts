/**
 * Browser tests run against the production build (vite build --mode emulators),
 * served by `vite preview` on localhost:4173, talking to the emulator suite, with
 * the demo data freshly seeded. scripts/test.mjs builds dist/ first; when run on
 * their own (npx vitest run --project e2e inside the emulators) a missing build is made here.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const PREVIEW_PORT = 4173;
// E2E_DIST: another build's folder (the build for another deployment: scripts/e2e-other-deployment.mjs).
const DIST = process.env.E2E_DIST ?? 'dist';

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portOpen(port)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`vite preview did not answer on port ${port}`);
}

function runOrThrow(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

let preview: ChildProcess | null = null;

export async function setup() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'The browser tests need the emulator suite: run them through npm test or scripts/emulators.mjs exec.',
    );
  }
  if (!existsSync(join(root, DIST, 'index.html')))
    runOrThrow('npx', ['vite', 'build', '--mode', 'emulators', '--outDir', DIST, '--emptyOutDir']);
  runOrThrow('node', ['scripts/seed.mjs', '--reset']);
  if (await portOpen(PREVIEW_PORT))
    throw new Error(`Port ${PREVIEW_PORT} is taken: stop whatever serves it.`);
  preview = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--mode',
      'emulators',
      '--outDir',
      DIST,
      '--port',
      String(PREVIEW_PORT),
      '--strictPort',
    ],
    {
      cwd: root,
      stdio: 'ignore',
      detached: true,
    },
  );
  await waitForPort(PREVIEW_PORT, 30000);
}

export async function teardown() {
  if (preview?.pid) {
    try {
      process.kill(-preview.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
}
