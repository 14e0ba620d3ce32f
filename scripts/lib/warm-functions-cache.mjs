/**
 * `node warm-functions-cache.mjs <functionsEmulatorRuntime.js> <bundle folder>`: loads what a
 * functions emulator worker loads, then exits so Node writes its compile cache
 * (compile-cache.mjs). Run by warmFunctionsCompileCache with the functions' Node.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const [runtime, bundleDir] = process.argv.slice(2);
const require = createRequire(join(bundleDir, 'index.js'));
// As in a worker (functions-worker-preload.cjs): what it defers is not compiled for nothing.
createRequire(import.meta.url)('./functions-worker-preload.cjs').deferSharedImports(
  dirname(runtime),
);
// Its main() runs only as a process's entry point: required, it only loads its modules.
require(runtime);
require(join(bundleDir, 'index.js'));
require('firebase-admin/auth');
const { getApps, initializeApp } = require('firebase-admin/app');
// The functions' bundle makes the default app as it loads; a bundle that does not, gets one here.
if (getApps().length === 0) initializeApp();
// The Admin SDK loads gRPC and the Firestore client on its first call; the call itself fails.
require('firebase-admin/firestore')
  .getFirestore()
  .doc('compile-cache/warm')
  .get()
  .catch(() => {});
const loaded = () =>
  Object.keys(require.cache).some((path) => path.endsWith('firestore_client.js'));
const poll = setInterval(() => {
  if (!loaded()) return;
  clearInterval(poll);
  process.exit(0);
}, 20);
setTimeout(() => process.exit(0), 10_000);
