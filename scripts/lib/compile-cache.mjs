/**
 * Node's compile cache for the processes the emulator suites and the test runs start
 * (docs/testing.md, "Node's compile cache"). Node 22 keeps the V8 code of every module it
 * compiled in NODE_COMPILE_CACHE when a process exits, and the next process loading the same
 * file (same path, same content) skips compiling it. The functions emulator starts worker
 * processes (at its start, after a reload, whenever all are busy), and each one loads firebase-tools' runtime,
 * the bundle, firebase-admin and gRPC; those workers are killed, never exit, so never write the
 * cache: warmFunctionsCompileCache loads the same files once in a process that does. Node 20
 * ignores the variable; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Where the cache lives, under the repository's .cache/ (git ignores it). */
export const COMPILE_CACHE_DIR = join('.cache', 'node-compile');

/**
 * Sets NODE_COMPILE_CACHE in `env` for what this process starts, unless it is set already or
 * turned off; returns the folder in use, or null.
 */
export function useCompileCache(root, env = process.env) {
  if (env.NODE_DISABLE_COMPILE_CACHE) return null;
  env.NODE_COMPILE_CACHE ??= join(root, COMPILE_CACHE_DIR);
  return env.NODE_COMPILE_CACHE;
}

/**
 * Loads what a functions worker loads (the emulator's runtime, the bundle in `bundleDir`, the
 * Admin SDK's Firestore client) with `node` in a process of its own that exits, so the workers
 * the suite starts next find it compiled. In the background: it takes a second or two, while the
 * Firestore emulator's JVM starts. Returns the process (unreferenced: nothing waits for it), or
 * null without a cache folder in `env`.
 */
export function warmFunctionsCompileCache(root, node, bundleDir, env) {
  if (!env.NODE_COMPILE_CACHE || env.NODE_DISABLE_COMPILE_CACHE) return null;
  const runtime = createRequire(join(root, 'package.json')).resolve(
    'firebase-tools/lib/emulator/functionsEmulatorRuntime',
  );
  const child = spawn(
    node,
    [join(root, 'scripts', 'lib', 'warm-functions-cache.mjs'), runtime, bundleDir],
    {
      cwd: bundleDir,
      // The discard port: the client loads and its first call fails at once, on no network.
      env: {
        ...env,
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:9',
        METADATA_SERVER_DETECTION: 'none',
      },
      stdio: 'ignore',
    },
  );
  // A cache is an optimisation: a warm-up that cannot start or fails leaves the workers compiling.
  child.on('error', () => {});
  child.unref();
  return child;
}
