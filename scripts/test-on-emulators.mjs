#!/usr/bin/env node
/**
 * The inner loop's emulator tests (docs/testing.md):
 *   npm run test:rules [file …]         security rules (Firestore emulator)
 *   npm run test:integration [file …]   functions against the emulator suite
 *   npm run test:e2e [file …]           browser tests (the build in dist/; made when missing)
 * They run on the suite a running `npm start` serves, found through the emulator hub, so a
 * function saved there (rebuilt and reloaded) is tested at once; when none runs, on a suite
 * started for this run alone. Files and other arguments go to the test runner.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserTestRun } from './lib/browser-tests.mjs';
import { withEmulators } from './lib/emulator-session.mjs';
import { ensureChromium } from './lib/ensure-deps.mjs';
import { useCompileCache } from './lib/compile-cache.mjs';
import { liveStateFile, untilFunctionsLive } from './lib/functions-live.mjs';
import { useTestRunJvm } from './lib/firestore-emulator-jar.mjs';
import { binCommand } from './lib/local-bin.mjs';
import { fail, ScriptError, step } from './lib/log.mjs';
import { withNode22 } from './lib/node22.mjs';
import { run } from './lib/run.mjs';
import { EMULATOR_TESTS } from './lib/test-plan.mjs';
import { BUNDLES } from '../functions/bundle-options.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Vitest 5 and Vite's build (Lingui 6) run on Node 22 (docs/toolchain.md).
process.env.PATH = withNode22(root).PATH;
// A suite started here runs the Firestore emulator's JVM as npm test does (firestore-emulator-jar.mjs).
useTestRunJvm();
// Node 22's compile cache for this run and the suite it starts (compile-cache.mjs).
useCompileCache(root);
const [kind, ...rest] = process.argv.slice(2);
// The bundle npm start's watcher rebuilds and reloads on every save (functions/build.mjs).
const watchedBundle = join(root, 'functions', BUNDLES.emulator.outfile);

const KINDS = {
  rules: {
    only: ['firestore'],
    run: () => binCommand('vitest', 'run', ...EMULATOR_TESTS.rules, ...rest),
  },
  integration: {
    only: ['auth', 'firestore', 'functions'],
    functions: true,
    run: () => binCommand('vitest', 'run', ...EMULATOR_TESTS.integration, ...rest),
  },
  e2e: {
    only: ['auth', 'firestore', 'functions'],
    functions: true,
    run: () => browserTestRun({ files: rest }),
  },
};

try {
  const chosen = KINDS[kind];
  if (!chosen)
    throw new ScriptError(
      `Usage: node scripts/test-on-emulators.mjs rules|integration|e2e [file …]`,
    );
  const extraEnv = kind === 'e2e' ? await ensureChromium() : {};
  const logFile = join(root, '.cache', 'test-results', `emulators-${kind}.log`);
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const code = await withEmulators(
    root,
    chosen.only,
    async (env, attached) => {
      step(
        attached
          ? 'On the emulator suite npm start serves'
          : `On an emulator suite started for this run (its output: ${logFile})`,
      );
      // Run at once after a save, the tests would meet the functions from before it.
      if (attached && chosen.functions)
        await untilFunctionsLive(liveStateFile(watchedBundle), {
          onWaiting: (reason) => step(`Waiting for the saved functions to be live: ${reason}`),
        });
      const { command, args } = chosen.run();
      return run(command, args, { cwd: root, env: { ...process.env, ...env, ...extraEnv } });
    },
    {
      onOutput: (chunk) => log.write(chunk),
      onStarting: () => step('No emulator suite runs here: starting one (about a minute)'),
    },
  );
  log.end();
  process.exit(code);
} catch (error) {
  if (error instanceof ScriptError) fail(error.message);
  throw error;
}
