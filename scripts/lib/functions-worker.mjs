/**
 * Lighter functions emulator workers (docs/testing.md, "Lighter functions workers"): the suites
 * with functions preload functions-worker-preload.cjs into firebase-tools' processes through
 * NODE_OPTIONS; in each worker it defers the emulator host's modules a worker never uses.
 */
import { join } from 'node:path';

/** The preload, as NODE_OPTIONS names it (quoted: a path may hold spaces). */
export function workerPreloadOption(root) {
  return `--require="${join(root, 'scripts', 'lib', 'functions-worker-preload.cjs')}"`;
}

const quote = (word) => `'${word.replace(/'/g, `'\\''`)}'`;

/**
 * Adds the preload to `env.NODE_OPTIONS` (after what is there); returns the shell statement that
 * gives NODE_OPTIONS back its value, for the command emulators:exec runs (the tests need none).
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 */
export function useLightFunctionsWorkers(root, env) {
  const before = env.NODE_OPTIONS;
  env.NODE_OPTIONS = [before, workerPreloadOption(root)].filter(Boolean).join(' ');
  return before === undefined ? 'unset NODE_OPTIONS' : `export NODE_OPTIONS=${quote(before)}`;
}
