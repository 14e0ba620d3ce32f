// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
const { resumeWithoutReload } = require('./functions-trigger-pause.cjs');
const emulatorDir = dirname(
  createRequire(join(root, 'package.json')).resolve('firebase-tools/lib/emulator/controller'),
);

/** firebase-tools' emulator registry with the functions emulator alone (no events to wait for). */
const NO_FIRESTORE = { isRunning: () => false, url: () => new URL('http://unused/') };

/**
 * firebase-tools' FunctionsEmulator class (a subclass of the real one, so each test patches its
 * own), and an instance holding what pausing and resuming use: its trigger records, its work
 * queue, its logger, and its loading of the functions, recorded instead of run (it would start
 * the functions' discovery process).
 */
function emulator(registry = NO_FIRESTORE) {
  const { FunctionsEmulator } = require(join(emulatorDir, 'functionsEmulator.js'));
  class Patched extends FunctionsEmulator {
    /** firebase-tools' handling of a trigger's request, recorded instead of run. */
    handleHttpsTrigger(req) {
      this.handled.push(req.params.trigger_name);
    }
  }
  resumeWithoutReload(Patched, registry);
  const instance = Object.create(Patched.prototype);
  const record = (def) => ({ def, enabled: true });
  Object.assign(instance, {
    triggers: {
      'us-central1-onActivityWritten-0': record({
        entryPoint: 'onActivityWritten',
        eventTrigger: { eventType: 'google.cloud.firestore.document.v1.written' },
      }),
      'us-central1-onPaymentWritten-0': record({
        entryPoint: 'onPaymentWritten',
        eventTrigger: { eventType: 'google.cloud.firestore.document.v1.written' },
      }),
      'us-central1-startCheckout': record({ entryPoint: 'startCheckout', httpsTrigger: {} }),
    },
    args: { projectId: 'demo-test' },
    workQueue: { flush: async () => {} },
    logged: [],
    handled: [],
    logger: { logLabeled: (...args) => instance.logged.push(args.join(' ')) },
    triggerGeneration: 0,
    blockingFunctionsConfig: {},
    staticBackends: [{ codebase: 'default' }],
    dynamicBackends: [],
    loads: [],
    loadTriggers: async (backend) => instance.loads.push(backend.codebase),
    performPostLoadOperations: async () => {},
  });
  return instance;
}

const enabled = (instance) =>
  Object.fromEntries(Object.entries(instance.triggers).map(([key, r]) => [key, r.enabled]));

describe('background triggers resumed without reloading the functions', () => {
  it('turns back on exactly the triggers the pause turned off, without loading the functions again', async () => {
    const emu = emulator();
    await emu.disableBackgroundTriggers();
    expect(enabled(emu)).toEqual({
      'us-central1-onActivityWritten-0': false,
      'us-central1-onPaymentWritten-0': false,
      'us-central1-startCheckout': true,
    });
    await emu.reloadTriggers();
    expect(Object.values(enabled(emu))).toEqual([true, true, true]);
    expect(emu.loads).toEqual([]);
    expect(emu.triggerGeneration).toBe(0);
    expect(emu.logged.at(-1)).toMatch(/2 background triggers resumed/);
  });

  it('turns on what two pauses turned off (a seed stopped before resuming, then another)', async () => {
    const emu = emulator();
    await emu.disableBackgroundTriggers();
    await emu.disableBackgroundTriggers();
    await emu.reloadTriggers();
    expect(Object.values(enabled(emu))).toEqual([true, true, true]);
    expect(emu.loads).toEqual([]);
  });

  it("runs firebase-tools' own resume when the functions were reloaded during the pause", async () => {
    const emu = emulator();
    await emu.disableBackgroundTriggers();
    // What the file watcher's load does for a trigger: a new record under its key.
    emu.triggers['us-central1-onPaymentWritten-0'] = {
      def: emu.triggers['us-central1-onPaymentWritten-0'].def,
      enabled: true,
    };
    await emu.reloadTriggers();
    expect(emu.loads).toEqual(['default']);
    expect(emu.triggerGeneration).toBe(1);
  });

  it("runs firebase-tools' own resume when nothing was paused", async () => {
    const emu = emulator();
    await emu.reloadTriggers();
    expect(emu.loads).toEqual(['default']);
    // And the next pause and resume start from nothing paused.
    await emu.disableBackgroundTriggers();
    await emu.reloadTriggers();
    expect(emu.loads).toEqual(['default']);
  });

  it("resumes the triggers when the wait for the Firestore emulator's events fails", async () => {
    // A Firestore emulator that answers nothing: a port nobody listens on.
    const closed = await new Promise((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });
    const emu = emulator({
      isRunning: (name) => name === 'firestore',
      url: () => new URL(`http://127.0.0.1:${closed}/`),
    });
    await emu.disableBackgroundTriggers();
    await emu.reloadTriggers();
    expect(Object.values(enabled(emu))).toEqual([true, true, true]);
    expect(emu.logged.join('\n')).toMatch(/without waiting for the Firestore emulator's events/);
  });

  it("answers the wait's own trigger itself and passes every other request on", () => {
    const emu = emulator();
    const answered = [];
    const res = { status: (code) => ({ send: () => answered.push(code) }) };
    const request = (trigger) => ({ params: { trigger_name: trigger }, headers: {} });
    emu.handleHttpsTrigger(request('trigger-pause-delivery-barrier'), res);
    emu.handleHttpsTrigger(request('us-central1-onActivityWritten-0'), res);
    expect(answered).toEqual([204]);
    expect(emu.handled).toEqual(['us-central1-onActivityWritten-0']);
  });

  it("is installed by the preload in firebase-tools' own process", { timeout: 60_000 }, () => {
    const probe = spawnSync(
      process.execPath,
      [
        '-e',
        `process.argv[1] = ${JSON.stringify(join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'))};
         require(${JSON.stringify(join(root, 'scripts', 'lib', 'functions-worker-preload.cjs'))});
         require(${JSON.stringify(join(emulatorDir, 'controller.js'))});
         const { FunctionsEmulator } = require(${JSON.stringify(join(emulatorDir, 'functionsEmulator.js'))});
         const { reloadTriggers, handleHttpsTrigger } = FunctionsEmulator.prototype;
         console.log(JSON.stringify([reloadTriggers.name, handleHttpsTrigger.name]));`,
      ],
      { cwd: root, encoding: 'utf8', timeout: 60_000 },
    );
    expect(probe.status, probe.stderr).toBe(0);
    expect(JSON.parse(probe.stdout.trim().split('\n').at(-1))).toEqual([
      'resumeTriggers',
      'answerBarrier',
    ]);
  });
});
