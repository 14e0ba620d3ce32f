/**
 * Lighter functions emulator workers (docs/testing.md, "Lighter functions workers"): the suites
 * with functions preload functions-worker-preload.cjs into firebase-tools' processes through
 * NODE_OPTIONS; in each worker it defers the emulator host's modules a worker never uses. The
 * same NODE_OPTIONS give those processes a larger young generation (WORKER_HEAP_OPTION).
 */
import { join } from 'node:path';

/** The preload, as NODE_OPTIONS names it (quoted: a path may hold spaces). */
export function workerPreloadOption(root) {
  return `--require="${join(root, 'scripts', 'lib', 'functions-worker-preload.cjs')}"`;
}

/**
 * V8's young generation for firebase-tools and its workers: semi-spaces up to 64 MiB instead of
 * Node's 16. A worker loads the bundle, firebase-admin and gRPC's protos, then makes short-lived
 * objects on every trigger; with the default, the garbage collector was about an eighth of its
 * time (a CPU profile over five integration files). The space grows only where a process
 * allocates that much. Measured over those files, three pairs in alternating order: the
 * workers' CPU time 9 to 13% lower (docs/testing.md, "Lighter functions workers").
 */
export const WORKER_HEAP_OPTION = '--max-semi-space-size=64';

const quote = (word) => `'${word.replace(/'/g, `'\\''`)}'`;

/**
 * Adds the preload and WORKER_HEAP_OPTION to `env.NODE_OPTIONS` (after what is there); returns
 * the shell statement that gives NODE_OPTIONS back its value, for the command emulators:exec runs
 * (the tests need none).
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 */
export function useLightFunctionsWorkers(root, env) {
  const before = env.NODE_OPTIONS;
  env.NODE_OPTIONS = [before, workerPreloadOption(root), WORKER_HEAP_OPTION]
    .filter(Boolean)
    .join(' ');
  return before === undefined ? 'unset NODE_OPTIONS' : `export NODE_OPTIONS=${quote(before)}`;
}
