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
import { chromium, type FullConfig, type Page } from '@playwright/test';
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

/**
 * The session `page` holds, as the state a test's page starts from (support/session-start.ts):
 * the app's localStorage keys and Auth's user, which Firebase Auth keeps in IndexedDB and moves
 * there again from localStorage at start-up (lib/firebase-app.ts), as the sessions of the tests'
 * own participants come (support/own-user.ts). Not Firestore's keys and cache: they would carry
 * this page's claim on the cache (the primary tab) and documents the test did not read itself
 * into every test's page.
 */
async function storedSession(page: Page) {
  const { origin, items } = await page.evaluate(
    () =>
      new Promise<{ origin: string; items: { name: string; value: string }[] }>(
        (resolve, reject) => {
          const kept = Object.entries(window.localStorage)
            .filter(([name]) => !name.startsWith('firestore_'))
            .map(([name, value]) => ({ name, value }));
          const open = window.indexedDB.open('firebaseLocalStorageDb');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result
              .transaction('firebaseLocalStorage')
              .objectStore('firebaseLocalStorage')
              .getAll();
            all.onerror = () => reject(all.error);
            all.onsuccess = () => {
              const auth = (all.result as { fbase_key: string; value: unknown }[]).map((row) => ({
                name: row.fbase_key,
                value: JSON.stringify(row.value),
              }));
              resolve({ origin: window.location.origin, items: [...kept, ...auth] });
            };
          };
        },
      ),
  );
  if (!items.some(({ name }) => name.startsWith('firebase:authUser:')))
    throw new Error(`No Auth session in ${origin} after signing in.`);
  return { cookies: [], origins: [{ origin, localStorage: items }] };
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
        const state = await storedSession(page);
        const file = sessionFile(email);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(state));
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
