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
 * The request waits for the worker's word that it took the message in (TOLD, sent by the worker's
 * preload once the runtime has handled the message). The message travels on the worker's IPC
 * channel and the request on its socket, and the worker does not always read the two in the order
 * they were sent: without the word, a request for the provider stand-in was once run by the
 * function the worker had run before (firebase-tools' debug mode sends its requests one at a time
 * and never met this).
 *
 * CommonJS and Node built-ins only; firebase-tools' modules are patched as they load.
 */
'use strict';

const SHARED_KEY = '~shared~';

/** The runtime log (a SYSTEM line, which firebase-tools ignores) a worker sends once told. */
const TOLD = 'shared-worker-told';

/** How long a worker has to say it was told, and how many workers a call tries. */
const TOLD_WITHIN_MS = 60_000;
const TRIES = 3;

/** Resolves once `worker` says it took in `target`; rejects if it exits or `withinMs` pass. */
function toldBy(worker, target, withinMs) {
  const { events, process: child } = worker.runtime;
  return new Promise((resolve, reject) => {
    const settle = (done) => {
      clearTimeout(timer);
      events.off('log', onLog);
      child.off('exit', onExit);
      done();
    };
    const onLog = (log) => {
      if (log.level === 'SYSTEM' && log.type === TOLD && log.text === target) settle(resolve);
    };
    const onExit = () => settle(() => reject(new Error('its worker exited before it was told')));
    const timer = setTimeout(
      () => settle(() => reject(new Error(`its worker did not answer within ${withinMs} ms`))),
      withinMs,
    );
    events.on('log', onLog);
    child.once('exit', onExit);
  });
}

/**
 * In a shared worker (its preload): after each message, once the runtime has handled it (a
 * microtask of the same turn), says so to firebase-tools as a TOLD log line.
 */
function acknowledgeTargets() {
  process.on('message', (message) => {
    let target;
    try {
      target = JSON.parse(message).functionTarget;
    } catch {
      return;
    }
    if (typeof target !== 'string') return;
    setImmediate(() =>
      process.send(`${JSON.stringify({ level: 'SYSTEM', type: TOLD, text: target })}\n`),
    );
  });
}

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

  // handleHttpsTrigger starts a worker and waits for it whenever none is idle, even when a busy
  // one finishes first: a provider stand-in's call (150 ms of work) once waited 10 s for a cold
  // start beside a tracker trigger, and timed out. The pool says it is always ready, and
  // submitRequest waits for whichever worker is free first (claimFor).
  pool.readyForWork = () => true;

  // Every call reaches its worker through handleHttpsTrigger (the background triggers too, by
  // way of the hub's trigger route): the pools learn their emulator there.
  const handle = emulator.handleHttpsTrigger;
  emulator.handleHttpsTrigger = function handleShared(req, res) {
    for (const each of Object.values(this.workerPools)) each.emulator = this;
    return handle.call(this, req, res);
  };

  /**
   * Waits until one of `workers` becomes idle (a call it ran finished): `idle` resolves then, and
   * `stop` stops listening. Many calls may wait on one worker at a busy moment.
   */
  function untilIdle(workers) {
    let stop;
    const idle = new Promise((resolve) => {
      stop = () => {
        for (const each of workers) each.stateEvents.off(RuntimeWorkerState.IDLE, stop);
        resolve();
      };
    });
    for (const each of workers) {
      each.stateEvents.setMaxListeners(0);
      each.stateEvents.on(RuntimeWorkerState.IDLE, stop);
    }
    return { idle, stop };
  }

  /**
   * An idle worker, claimed before any await (so that no other call takes it meanwhile) and told
   * `record`'s function. When every worker is busy, one more is started and the call takes
   * whichever is free first: a busy one that finishes, or the new one (which then stays in the
   * pool). A worker that cannot be told (it exited, or never answers) is stopped and another
   * taken, up to TRIES times; so is one the functions were reloaded under.
   */
  async function claimFor(workers, owner, record) {
    const trigger = record.def;
    let starting;
    const start = () => {
      const started = owner.startRuntime(record.backend, trigger).finally(() => {
        if (starting === started) starting = undefined;
      });
      // A start that fails after another worker served this call only costs a worker.
      started.catch((error) =>
        owner.logger.logLabeled('WARN', 'functions', `A worker did not start: ${error.message}`),
      );
      return started;
    };
    for (let failures = 0; ;) {
      const worker = workers.getIdleWorker(trigger.id);
      if (!worker) {
        starting ??= start();
        const waiting = untilIdle(workers.getTriggerWorkers(trigger.id));
        try {
          await Promise.race([starting, waiting.idle]);
        } finally {
          waiting.stop();
        }
        continue;
      }
      worker.state = RuntimeWorkerState.BUSY;
      const told = toldBy(worker, trigger.entryPoint, TOLD_WITHIN_MS);
      try {
        await worker.sendDebugMsg({
          functionTarget: trigger.entryPoint,
          functionSignature: shared.getSignatureType(trigger),
        });
        await told;
        // A reload while it was being told (firebase-tools' refresh marks a busy worker to
        // finish): it still runs the code from before, so it stops and a new one is taken.
        if (worker.state === RuntimeWorkerState.BUSY) return worker;
        worker.runtime.process.kill();
      } catch (error) {
        told.catch(() => {});
        worker.runtime.process.kill();
        owner.logger.logLabeled('WARN', 'functions', `${trigger.id}: ${error.message}`);
        if (++failures >= TRIES) throw error;
      }
    }
  }

  pool.submitRequest = async function submitShared(triggerId, req, resp, body) {
    const owner = this.emulator;
    const record = triggerRecord(owner, triggerId);
    let worker;
    try {
      worker = await claimFor(this, owner, record);
    } catch (error) {
      // As firebase-tools reports a worker that fails to start, but the call gets its answer.
      owner.logger.logLabeled('ERROR', 'functions', `${triggerId}: ${error.message}`);
      resp.writeHead(500, { 'Content-Type': 'text/plain' });
      resp.end(`No worker could run ${triggerId}: ${error.message}`);
      return;
    }
    worker.triggerKey = triggerId;
    worker.logger = loggers.EmulatorLogger.forFunction(triggerId, worker.extensionLogInfo);
    worker.timeoutSeconds = owner.args.disabledRuntimeFeatures?.timeout
      ? undefined
      : record.def.timeoutSeconds;
    return worker.request(req, resp, body, false);
  };
}

module.exports = { acknowledgeTargets, shareWorkers, SHARED_KEY, TOLD };
