// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  useLightFunctionsWorkers,
  WORKER_HEAP_OPTION,
  workerPreloadOption,
} from './functions-worker.mjs';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
const { isFunctionsWorker } = require('./functions-worker-preload.cjs');
const preload = join(import.meta.dirname, 'functions-worker-preload.cjs');
const runtime = createRequire(join(root, 'package.json')).resolve(
  'firebase-tools/lib/emulator/functionsEmulatorRuntime',
);
const shared = join(dirname(runtime), 'functionsEmulatorShared.js');

/**
 * The tests that start real Node processes (a worker entry point, an allocating script): seconds
 * each, and several times that in npm test's cpu lane, which runs at a lower priority beside the
 * emulators (docs/testing.md, "Lane priorities"). Vitest's default of 5 s failed them there.
 */
const REAL_PROCESS = { timeout: 60_000 };

describe('useLightFunctionsWorkers', () => {
  it('adds the preload to NODE_OPTIONS and gives back an unset for what had none', () => {
    const env = {};
    expect(useLightFunctionsWorkers('/repo', env)).toBe('unset NODE_OPTIONS');
    expect(env.NODE_OPTIONS).toBe(
      '--require="/repo/scripts/lib/functions-worker-preload.cjs" --max-semi-space-size=64',
    );
  });

  it('keeps the options already there, and gives them back quoted', () => {
    const env = { NODE_OPTIONS: "--max-old-space-size=4096 --title='a b'" };
    expect(useLightFunctionsWorkers('/repo', env)).toBe(
      `export NODE_OPTIONS='--max-old-space-size=4096 --title='\\''a b'\\'''`,
    );
    expect(env.NODE_OPTIONS).toBe(
      `--max-old-space-size=4096 --title='a b' ${workerPreloadOption('/repo')} ${WORKER_HEAP_OPTION}`,
    );
  });

  it(
    'gives a process started with those NODE_OPTIONS the larger young generation',
    REAL_PROCESS,
    () => {
      const env = {};
      useLightFunctionsWorkers(root, env);
      // Allocates until the young generation grows as far as it may: past Node's 32 MiB only
      // with the option (two semi-spaces of 16 MiB by default).
      const result = spawnSync(
        process.execPath,
        [
          '-e',
          `const kept = []; for (let i = 0; i < 3e6; i++) kept.push({ i });
         const space = require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
         process.stdout.write(String(space.space_size));`,
        ],
        { env: { ...process.env, NODE_OPTIONS: env.NODE_OPTIONS }, encoding: 'utf8' },
      );
      expect(result.status, result.stderr).toBe(0);
      expect(Number(result.stdout)).toBeGreaterThan(32 * 1024 * 1024);
    },
  );
});

describe('isFunctionsWorker', () => {
  it('knows the file firebase-tools starts its workers with, and nothing else', () => {
    expect(isFunctionsWorker(runtime)).toBe(true);
    expect(isFunctionsWorker(runtime.replace(/\.js$/, ''))).toBe(true);
    expect(isFunctionsWorker('/repo/node_modules/.bin/firebase')).toBe(false);
    expect(isFunctionsWorker(undefined)).toBe(false);
  });
});

/** Starts a real worker entry point and counts the modules it loaded before it began its work. */
function workerModules(nodeOptions) {
  const dir = mkdtempSync(join(tmpdir(), 'worker-modules-'));
  const report = join(dir, 'report.cjs');
  const out = join(dir, 'count.txt');
  writeFileSync(
    report,
    // Once the entry point's own imports ran (synchronously), before it waits for a request.
    `setImmediate(() => { require('node:fs').writeFileSync(${JSON.stringify(out)}, String(Object.keys(require.cache).length)); process.exit(0); });`,
  );
  const result = spawnSync(process.execPath, ['--require', report, runtime], {
    cwd: dir,
    env: { ...process.env, NODE_OPTIONS: nodeOptions, NODE_DISABLE_COMPILE_CACHE: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.status, result.stderr).toBe(0);
  return Number(readFileSync(out, 'utf8'));
}

/** What functionsEmulatorShared answers, with its imports deferred or not. */
function sharedAnswers(defer) {
  const script = `
    ${defer ? `require(${JSON.stringify(preload)}).deferSharedImports(${JSON.stringify(dirname(runtime))});` : ''}
    const shared = require(${JSON.stringify(shared)});
    const before = Object.keys(require.cache).length;
    const answers = {
      header: shared.HttpConstants.CALLABLE_AUTH_HEADER,
      root: shared.findModuleRoot('firebase-tools', ${JSON.stringify(runtime)}),
      host: shared.formatHost({ host: '::1', port: 5001 }),
      service: shared.getFunctionService({ eventTrigger: { eventType: 'google.cloud.firestore.document.v1.written' } }),
    };
    console.log(JSON.stringify({ before, answers }));`;
  const result = spawnSync(process.execPath, ['-e', script], {
    env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

describe('the preload in a functions worker', REAL_PROCESS, () => {
  it('loads under a fifth of the modules a worker loads without it', () => {
    const without = workerModules('');
    const withPreload = workerModules(workerPreloadOption(root));
    expect(without).toBeGreaterThan(1000);
    expect(withPreload).toBeLessThan(without / 5);
  });

  it('answers as before, loading a deferred module when it is used', () => {
    const plain = sharedAnswers(false);
    const deferred = sharedAnswers(true);
    expect(deferred.answers).toEqual(plain.answers);
    expect(deferred.answers.header).toBe('x-callable-context-auth');
    expect(deferred.answers.host).toBe('[::1]:5001');
    expect(deferred.before).toBeLessThan(plain.before / 5);
  });
});
