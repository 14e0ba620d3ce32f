/**
 * Functions emulator workers shared by every function (docs/testing.md, "Workers shared by the
 * functions"), installed in firebase-tools' own process by functions-worker-preload.cjs.
 *
 * firebase-tools keys its workers by function: the first call of each function after every
 * reload starts a Node process of its own (a second of CPU and more on a busy machine), and a
 * trigger waiting for that start holds the suite's one trigger queue. Every worker loads the same
 * bundle and can run any of its functions: firebase-tools' debug mode (`--inspect-functions`)
 * already runs them all in one worker, telling it before each request which function to run. That
 * mode also runs every call one at a time, so a function calling another (a tracker trigger and
 * the provider's stand-in) would wait on itself. Here the workers are shared the same way while
 * firebase-tools still starts another one whenever all are busy:
 * - one key for every function in a codebase's pool, so any idle worker serves the next call;
 * - each worker started in debug mode's "which function" protocol (FUNCTION_DEBUG_MODE), without
 *   the inspector;
 * - before each request, the worker is claimed, told the function and its signature, and named
 *   for it (its logs, the "Finished" line with the run's time, the function's own timeout).
 *
 * The message reaches the worker before the request: firebase-tools' debug mode depends on the
 * same order (the request is sent once the message is written; the worker handles its messages
 * before the next socket event).
 *
 * CommonJS and Node built-ins only; firebase-tools' modules are patched as they load.
 */
'use strict';

const SHARED_KEY = '~shared~';

/**
 * @param {string} id a function's id (`region-name`)
 * @param {{ triggers: Record<string, { def: { id: string }, backend: unknown }> }} emulator
 */
function triggerRecord(emulator, id) {
  for (const record of Object.values(emulator.triggers)) if (record.def.id === id) return record;
  throw new Error(`No function ${id} is loaded.`);
}

/**
 * Patches firebase-tools' functions emulator (its `lib/emulator` modules, as loaded).
 * @param {{ RuntimeWorkerPool: Function, RuntimeWorkerState: Record<string, string> }} workers
 *   functionsRuntimeWorker
 * @param {{ FunctionsEmulator: Function }} emulatorModule functionsEmulator
 * @param {{ EmulatorLogger: { forFunction: Function } }} loggers emulatorLogger
 * @param {{ getSignatureType: Function }} shared functionsEmulatorShared
 */
function shareWorkers(workers, emulatorModule, loggers, shared) {
  const { RuntimeWorkerPool, RuntimeWorkerState } = workers;
  const { FunctionsEmulator } = emulatorModule;
  const pool = RuntimeWorkerPool.prototype;
  const emulator = FunctionsEmulator.prototype;
  if (pool.sharedByFunctions) return;
  pool.sharedByFunctions = true;

  pool.getKey = () => SHARED_KEY;

  const startNode = emulator.startNode;
  emulator.startNode = function startSharedNode(backend, envs) {
    return startNode.call(this, backend, { ...envs, FUNCTION_DEBUG_MODE: 'true' });
  };

  // Every call reaches its worker through handleHttpsTrigger (the background triggers too, by
  // way of the hub's trigger route): the pools learn their emulator there.
  const handle = emulator.handleHttpsTrigger;
  emulator.handleHttpsTrigger = function handleShared(req, res) {
    for (const each of Object.values(this.workerPools)) each.emulator = this;
    return handle.call(this, req, res);
  };

  pool.submitRequest = async function submitShared(triggerId, req, resp, body) {
    const owner = this.emulator;
    const record = triggerRecord(owner, triggerId);
    const trigger = record.def;
    // Claimed before the first await, so that no other call takes the same worker meanwhile.
    let worker = this.getIdleWorker(triggerId);
    while (!worker) {
      await owner.startRuntime(record.backend, trigger);
      worker = this.getIdleWorker(triggerId);
    }
    worker.state = RuntimeWorkerState.BUSY;
    try {
      await worker.sendDebugMsg({
        functionTarget: trigger.entryPoint,
        functionSignature: shared.getSignatureType(trigger),
      });
    } catch (error) {
      worker.runtime.process.kill();
      throw error;
    }
    worker.triggerKey = triggerId;
    worker.logger = loggers.EmulatorLogger.forFunction(triggerId, worker.extensionLogInfo);
    worker.timeoutSeconds = owner.args.disabledRuntimeFeatures?.timeout
      ? undefined
      : trigger.timeoutSeconds;
    return worker.request(req, resp, body, false);
  };
}

module.exports = { shareWorkers, SHARED_KEY };
