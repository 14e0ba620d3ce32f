/**
 * Once per run of the browser tests (playwright.config.ts): they run against the production
 * build (vite build --mode emulators), served by `vite preview` on localhost:4173, talking to the
 * emulator suite, with the demo data freshly seeded. npm test builds dist/ first; run on their
 * own (`playwright test` inside scripts/emulators.mjs exec) a missing build is made here.
 * Then each role of support/roles.ts signs in once through the real sign-in screen, and its
 * session is kept for the tests that only need "signed in as her".
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type FullConfig } from '@playwright/test';
import { localBin } from '../../scripts/lib/local-bin.mjs';
import { portInUse, waitForPort } from '../../scripts/lib/run.mjs';
import { APP_URL, signIn, DEMO_PASSWORD } from './support/browser';
import { CHROMIUM_ARGS, headlessShellPath } from './support/chromium';
import { ROLES, sessionFile } from './support/roles';
import { warmRowTriggers } from './support/warm-triggers';

const root = join(import.meta.dirname, '..', '..');
const PREVIEW_PORT = 4173;
// E2E_DIST: another build's folder (the build for another deployment: scripts/e2e-other-deployment.mjs).
const DIST = process.env.E2E_DIST ?? 'dist';

function runOrThrow(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

interface StoredOrigin {
  readonly origin: string;
  readonly indexedDB?: readonly { readonly name: string }[];
}

function servePreview(): ChildProcess {
  return spawn(
    localBin('vite'),
    [
      'preview',
      '--mode',
      'emulators',
      '--outDir',
      DIST,
      '--port',
      String(PREVIEW_PORT),
      '--strictPort',
    ],
    // Uncompressed (scripts/lib/hosting-headers.mjs): the tests never look at the encoding.
    {
      cwd: root,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, PREVIEW_COMPRESSION: 'off' },
    },
  );
}

/** Signs each role in through the sign-in screen and keeps Auth's session and the app's keys. */
async function storeSessions(extraArgs: readonly string[]) {
  const browser = await chromium.launch({
    executablePath: headlessShellPath(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  try {
    await Promise.all(
      ROLES.map(async (email) => {
        const context = await browser.newContext({ serviceWorkers: 'block' });
        const page = await context.newPage();
        await signIn(page, email, DEMO_PASSWORD);
        await page.waitForURL(`${APP_URL}/`);
        await page.getByRole('button', { name: 'User menu' }).waitFor();
        const state = await context.storageState({ indexedDB: true });
        // Auth's database only: a copied Firestore cache would carry this page's claim on it
        // (the primary tab) into every test's page, and documents the test did not read itself.
        // (Playwright's type leaves the IndexedDB part of an origin undeclared.)
        const origins = (state.origins as StoredOrigin[]).map((origin) => ({
          ...origin,
          indexedDB: (origin.indexedDB ?? []).filter((db) => db.name === 'firebaseLocalStorageDb'),
        }));
        const file = sessionFile(email);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify({ ...state, origins }));
        await context.close();
      }),
    );
  } finally {
    await browser.close();
  }
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'The browser tests need the emulator suite: run them through npm test, npm run test:e2e or scripts/emulators.mjs exec.',
    );
  }
  if (!existsSync(join(root, DIST, 'index.html')))
    runOrThrow(localBin('vite'), [
      'build',
      '--mode',
      'emulators',
      '--outDir',
      DIST,
      '--emptyOutDir',
    ]);
  if (await portInUse(PREVIEW_PORT))
    throw new Error(`Port ${PREVIEW_PORT} is taken: stop whatever serves it.`);
  // The preview server starts (Vite loads its config) while the seed writes: they share nothing.
  const preview = servePreview();
  const stop = async () => {
    if (preview.pid) {
      try {
        process.kill(-preview.pid, 'SIGTERM');
      } catch {
        // already stopped
      }
    }
  };
  try {
    runOrThrow('node', ['scripts/seed.mjs', '--reset']);
    const warming = warmRowTriggers();
    await waitForPort(PREVIEW_PORT, '127.0.0.1', 30000);
    const args = config.projects[0]?.use.launchOptions?.args ?? CHROMIUM_ARGS;
    // The build for another deployment's tests make their own accounts: no role signs in there.
    if (config.projects[0]?.name !== 'e2e-other-deployment')
      await storeSessions(args.filter((arg) => !CHROMIUM_ARGS.includes(arg)));
    await warming;
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
