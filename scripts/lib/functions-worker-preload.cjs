/**
 * Preloaded into the processes of an emulator suite with functions (NODE_OPTIONS `--require`,
 * set by functions-worker.mjs; docs/testing.md, "Lighter functions workers"). In the functions
 * emulator's workers alone, it defers what firebase-tools' `functionsEmulatorShared` loads for the
 * emulator host: its deploy, extensions and utilities modules, about 1,200 modules and most of a
 * worker's start, of which a worker uses nothing. Each such module is loaded on its first use
 * instead, so a worker that reaches one still gets the real thing. In firebase-tools' own process
 * it makes the functions emulator's workers shared by every function (functions-shared-workers.cjs;
 * docs/testing.md, "Workers shared by the functions"), and its Auth emulator compile each request
 * validator on first use instead of all of them at its start (auth-emulator-validators.cjs).
 * Anywhere else it only watches for those modules. CommonJS and Node built-ins only: it runs before anything else a process loads.
 */
'use strict';
const Module = require('node:module');
const path = require('node:path');

/** The file a functions emulator worker runs (firebase-tools' `startNode`). */
const WORKER_ENTRY = /[\\/]functionsEmulatorRuntime(\.js)?$/;

const deferred = new Set();

/**
 * Makes every relative `require` of `functionsEmulatorShared.js` in `runtimeDir` lazy: it
 * returns a stand-in that loads the module on its first property access. Also used by the
 * compile cache's warm-up (warm-functions-cache.mjs), so that it compiles what a worker loads.
 * @param {string} runtimeDir firebase-tools' lib/emulator folder
 */
function deferSharedImports(runtimeDir) {
  const shared = path.join(runtimeDir, 'functionsEmulatorShared.js');
  if (deferred.has(shared)) return;
  deferred.add(shared);
  const load = Module._load;
  Module._load = function loadDeferred(request, parent, isMain) {
    if (parent?.filename !== shared || !request.startsWith('.'))
      return load.call(this, request, parent, isMain);
    let real;
    const target = () => (real ??= load.call(this, request, parent, isMain));
    return new Proxy(Object.create(null), {
      get: (_, key) => target()[key],
      has: (_, key) => key in target(),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
        // A proxy may not report a property non-configurable that its (empty) target lacks.
        return descriptor && { ...descriptor, configurable: true };
      },
    });
  };
}

/** Whether `entry` (a process's argv[1]) is a functions emulator worker. */
const isFunctionsWorker = (entry) => WORKER_ENTRY.test(entry ?? '');

module.exports = { deferSharedImports, isFunctionsWorker };

/**
 * In firebase-tools' own process: once its functions emulator loads, makes its workers shared by
 * every function (functions-shared-workers.cjs), and its background triggers resumed after a pause
 * without reloading the functions (functions-trigger-pause.cjs).
 */
function shareWorkersOnLoad() {
  const load = Module._load;
  Module._load = function loadEmulator(request, parent, isMain) {
    const loaded = load.call(this, request, parent, isMain);
    if (request === './functionsEmulator' && parent?.filename) {
      Module._load = load;
      const dir = path.dirname(parent.filename);
      const sibling = (name) => require(path.join(dir, name));
      require('./functions-shared-workers.cjs').shareWorkers(
        sibling('functionsRuntimeWorker.js'),
        loaded,
        sibling('emulatorLogger.js'),
        sibling('functionsEmulatorShared.js'),
      );
      require('./functions-trigger-pause.cjs').resumeWithoutReload(
        loaded.FunctionsEmulator,
        sibling('registry.js').EmulatorRegistry,
      );
    }
    return loaded;
  };
}

if (isFunctionsWorker(process.argv[1])) {
  deferSharedImports(path.dirname(process.argv[1]));
  // A worker shared by every function (started so by firebase-tools' patched process).
  if (process.env.FUNCTION_DEBUG_MODE && process.send)
    require('./functions-shared-workers.cjs').acknowledgeTargets();
} else {
  // Before shareWorkersOnLoad: it puts back the Module._load it found once its work is done.
  require('./auth-emulator-validators.cjs').compileAuthValidatorsOnFirstUse();
  shareWorkersOnLoad();
}
