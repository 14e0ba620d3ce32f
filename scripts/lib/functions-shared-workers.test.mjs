// @vitest-environment node
import { fork, spawnSync } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
const { shareWorkers, SHARED_KEY, TOLD } = require('./functions-shared-workers.cjs');
const emulatorDir = dirname(
  createRequire(join(root, 'package.json')).resolve(
    'firebase-tools/lib/emulator/functionsRuntimeWorker',
  ),
);
// firebase-tools' own worker pool and workers, patched as in its process.
const workers = require(join(emulatorDir, 'functionsRuntimeWorker.js'));
const loggers = require(join(emulatorDir, 'emulatorLogger.js'));
const shared = require(join(emulatorDir, 'functionsEmulatorShared.js'));

/** The functions of the tests: one trigger, one callable, with their own timeouts. */
const FUNCTIONS = {
  onActivityWritten: {
    id: 'us-central1-onActivityWritten',
    entryPoint: 'onActivityWritten',
    platform: 'gcfv2',
    eventTrigger: { eventType: 'google.cloud.firestore.document.v1.written' },
    timeoutSeconds: 60,
  },
  startCheckout: {
    id: 'us-central1-startCheckout',
    entryPoint: 'startCheckout',
    platform: 'gcfv2',
    httpsTrigger: {},
    labels: { 'deployment-callable': 'true' },
    timeoutSeconds: 30,
  },
};

const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((r) => server.close(r))));
});

/**
 * A worker process as firebase-tools sees one: its IPC channel (`send`), which takes a function in
 * `toldAfterMs` later and then says so (the preload's TOLD line), and an HTTP server answering each
 * request, after `delayMs`, with the function it holds then.
 */
async function workerRuntime(delayMs, toldAfterMs) {
  const told = [];
  let holds;
  const server = createServer((req, res) => {
    const answer = { pid, ...holds };
    req.resume();
    setTimeout(() => res.end(JSON.stringify(answer)), delayMs);
  });
  const pid = servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const events = new EventEmitter();
  const process = Object.assign(new EventEmitter(), {
    send: (message, done) => {
      const debug = JSON.parse(message);
      told.push(debug);
      process.emit('sent');
      setImmediate(done, null);
      setTimeout(() => {
        holds = debug;
        events.emit('log', { level: 'SYSTEM', type: TOLD, text: debug.functionTarget });
      }, toldAfterMs);
    },
    kill: () => process.emit('exit'),
  });
  return {
    told,
    runtime: {
      process,
      events,
      conn: { httpReqOpts: () => ({ host: '127.0.0.1', port: server.address().port }) },
    },
  };
}

/** firebase-tools' functions emulator, down to what the shared workers use of it. */
class FunctionsEmulator {
  constructor({ delayMs = 0, toldAfterMs = 0 } = {}) {
    this.delayMs = delayMs;
    this.toldAfterMs = toldAfterMs;
    this.args = {};
    this.logger = { logLabeled: () => {} };
    this.triggers = Object.fromEntries(
      Object.values(FUNCTIONS).map((def) => [def.id, { def, backend: { codebase: 'default' } }]),
    );
    this.workerPools = { default: new workers.RuntimeWorkerPool() };
    this.started = [];
    this.starts = [];
    this.nodeEnvs = [];
    /** A start waits for this (a worker slow to start), and fails with `startError`. */
    this.startGate = Promise.resolve();
    this.startError = undefined;
  }

  startRuntime(backend, trigger) {
    const start = this.startWorker(backend, trigger);
    this.starts.push(start);
    return start;
  }

  async startWorker(backend, trigger) {
    await this.startGate;
    if (this.startError) throw this.startError;
    const { runtime, told } = await workerRuntime(this.delayMs, this.toldAfterMs);
    this.started.push({ trigger: trigger.id, told, runtime });
    const worker = this.workerPools[backend.codebase].addWorker(trigger, runtime, {});
    worker.readyForWork();
    return worker;
  }

  async startNode(backend, envs) {
    this.nodeEnvs.push(envs);
  }

  handleHttpsTrigger() {}
}
shareWorkers(workers, { FunctionsEmulator }, loggers, shared);

/** Calls `def` as firebase-tools' handleHttpsTrigger does; resolves to the status and body. */
async function answer(emulator, def) {
  emulator.handleHttpsTrigger();
  const pool = emulator.workerPools.default;
  if (!pool.readyForWork(def.id)) await emulator.startRuntime({ codebase: 'default' }, def);
  const chunks = [];
  const response = new Writable({
    write: (chunk, _, done) => done(null, chunks.push(chunk)),
  });
  let status = 200;
  response.writeHead = (code) => (status = code);
  await pool.submitRequest(def.id, { method: 'POST', path: '/', headers: {} }, response, '{}');
  if (!response.writableEnded) await once(response, 'finish');
  return { status, text: Buffer.concat(chunks).toString() };
}

/** Calls `def`; resolves to the worker's answer. */
async function call(emulator, def) {
  return JSON.parse((await answer(emulator, def)).text);
}

describe('functions emulator workers shared by every function', () => {
  it('runs one function after another on one worker, told each function before its request', async () => {
    const emulator = new FunctionsEmulator();
    const first = await call(emulator, FUNCTIONS.onActivityWritten);
    const second = await call(emulator, FUNCTIONS.startCheckout);

    expect(emulator.started).toHaveLength(1);
    expect(first).toEqual({
      pid: second.pid,
      functionTarget: 'onActivityWritten',
      functionSignature: 'cloudevent',
    });
    expect(second).toEqual({
      pid: first.pid,
      functionTarget: 'startCheckout',
      functionSignature: 'http',
    });
    const [worker] = emulator.workerPools.default.workers.get(SHARED_KEY);
    expect(worker.triggerKey).toBe('us-central1-startCheckout');
    expect(worker.timeoutSeconds).toBe(30);
    expect(worker.state).toBe(workers.RuntimeWorkerState.IDLE);
  });

  it('starts another worker for a call made while every worker is busy, and never shares one between two calls', async () => {
    const emulator = new FunctionsEmulator({ delayMs: 50 });
    const [trigger, callable] = await Promise.all([
      call(emulator, FUNCTIONS.onActivityWritten),
      call(emulator, FUNCTIONS.startCheckout),
    ]);

    expect(trigger.functionTarget).toBe('onActivityWritten');
    expect(callable.functionTarget).toBe('startCheckout');
    expect(trigger.pid).not.toBe(callable.pid);
    expect(emulator.workerPools.default.workers.get(SHARED_KEY)).toHaveLength(2);
    // Each worker was told one function alone: the other call never took it in between.
    expect(emulator.started.map(({ told }) => told.length)).toEqual([1, 1]);
  });

  it('takes a busy worker that finishes before the one started for the call is up', async () => {
    const emulator = new FunctionsEmulator({ delayMs: 50 });
    const warm = await call(emulator, FUNCTIONS.startCheckout);
    let up;
    emulator.startGate = new Promise((resolve) => (up = resolve));

    const [trigger, callable] = await Promise.all([
      call(emulator, FUNCTIONS.onActivityWritten),
      call(emulator, FUNCTIONS.startCheckout),
    ]);
    expect(trigger).toMatchObject({ pid: warm.pid, functionTarget: 'onActivityWritten' });
    expect(callable).toMatchObject({ pid: warm.pid, functionTarget: 'startCheckout' });
    expect(emulator.started).toHaveLength(1);

    // The worker started meanwhile joins the pool once up, idle for the next call.
    up();
    await Promise.all(emulator.starts);
    const pool = emulator.workerPools.default.workers.get(SHARED_KEY);
    expect(pool.map((worker) => worker.state)).toEqual(['IDLE', 'IDLE']);
  });

  it('answers 500 with the reason when no worker can start', async () => {
    const emulator = new FunctionsEmulator();
    emulator.startError = new Error('spawn node ENOENT');
    expect(await answer(emulator, FUNCTIONS.startCheckout)).toEqual({
      status: 500,
      text: 'No worker could run us-central1-startCheckout: spawn node ENOENT',
    });
  });

  it("sends a request only once the worker said it took in the request's function", async () => {
    const emulator = new FunctionsEmulator({ toldAfterMs: 30 });
    const first = await call(emulator, FUNCTIONS.startCheckout);
    const second = await call(emulator, FUNCTIONS.onActivityWritten);
    expect(second.pid).toBe(first.pid);
    expect(first.functionTarget).toBe('startCheckout');
    expect(second.functionTarget).toBe('onActivityWritten');
  });

  it('stops a worker the functions were reloaded under while it was being told, and takes a new one', async () => {
    const emulator = new FunctionsEmulator({ toldAfterMs: 30 });
    const first = await call(emulator, FUNCTIONS.startCheckout);
    const [{ runtime }] = emulator.started;
    const sent = once(runtime.process, 'sent');
    const second = call(emulator, FUNCTIONS.onActivityWritten);
    await sent;
    emulator.workerPools.default.refresh();

    expect(await second).toMatchObject({ functionTarget: 'onActivityWritten' });
    expect((await second).pid).not.toBe(first.pid);
    expect(emulator.started).toHaveLength(2);
    const [before] = emulator.workerPools.default.workers.get(SHARED_KEY);
    expect(before.runtime).not.toBe(runtime);
  });

  it('starts its workers in the "which function" mode, with their other settings', async () => {
    const emulator = new FunctionsEmulator();
    await emulator.startNode({}, { GCLOUD_PROJECT: 'demo-virtual-challenges' });
    expect(emulator.nodeEnvs).toEqual([
      { GCLOUD_PROJECT: 'demo-virtual-challenges', FUNCTION_DEBUG_MODE: 'true' },
    ]);
  });
});

describe('the preload in firebase-tools own process', () => {
  it(
    'shares the workers once the functions emulator loads, and not in a worker',
    { timeout: 60_000 },
    () => {
      const probe = (entry) =>
        spawnSync(
          process.execPath,
          [
            '-e',
            `process.argv[1] = ${JSON.stringify(entry)};
             require(${JSON.stringify(join(root, 'scripts', 'lib', 'functions-worker-preload.cjs'))});
             require(${JSON.stringify(join(emulatorDir, 'controller.js'))});
             const { RuntimeWorkerPool } = require(${JSON.stringify(join(emulatorDir, 'functionsRuntimeWorker.js'))});
             console.log(JSON.stringify(new RuntimeWorkerPool().getKey('us-central1-startCheckout')));`,
          ],
          { cwd: root, encoding: 'utf8', timeout: 60_000 },
        );
      const host = probe(join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'));
      expect(host.status, host.stderr).toBe(0);
      expect(JSON.parse(host.stdout)).toBe(SHARED_KEY);
      const worker = probe(join(emulatorDir, 'functionsEmulatorRuntime'));
      expect(worker.status, worker.stderr).toBe(0);
      expect(JSON.parse(worker.stdout)).toBe('us-central1-startCheckout');
    },
  );
});

describe('the preload in a shared worker', () => {
  it(
    'says it took in each function once the runtime has handled the message, in order',
    { timeout: 60_000 },
    async () => {
      // A stand-in for firebase-tools' worker entry point: it handles each message in a microtask
      // chained after the last, as functionsEmulatorRuntime does, and reports what it holds.
      const dir = mkdtempSync(join(tmpdir(), 'shared-worker-'));
      const entry = join(dir, 'functionsEmulatorRuntime.js');
      writeFileSync(
        entry,
        `let chain = Promise.resolve();
         process.on('message', (message) => {
           chain = chain.then(() => process.send('holds ' + JSON.parse(message).functionTarget));
         });`,
      );
      const child = fork(entry, [], {
        env: {
          ...process.env,
          NODE_OPTIONS: `--require=${join(root, 'scripts', 'lib', 'functions-worker-preload.cjs')}`,
          FUNCTION_DEBUG_MODE: 'true',
        },
      });
      const heard = [];
      child.on('message', (message) =>
        heard.push(message.startsWith('holds') ? message : JSON.parse(message)),
      );
      const tell = async (functionTarget) => {
        const from = heard.length;
        child.send(JSON.stringify({ functionTarget, functionSignature: 'http' }));
        while (heard.length < from + 2) await once(child, 'message');
        return heard.slice(from);
      };
      const told = (text) => ({ level: 'SYSTEM', type: TOLD, text });
      try {
        expect(await tell('startCheckout')).toEqual(['holds startCheckout', told('startCheckout')]);
        expect(await tell('onActivityWritten')).toEqual([
          'holds onActivityWritten',
          told('onActivityWritten'),
        ]);
      } finally {
        child.kill();
      }
    },
  );
});
