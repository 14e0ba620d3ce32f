/**
 * The functions emulator's background triggers paused and resumed without reloading the
 * functions (docs/testing.md, "The seed pauses the triggers"). The seed pauses them through the
 * emulator hub while it writes (`/functions/disableBackgroundTriggers`), then resumes them
 * (`/functions/enableBackgroundTriggers`). firebase-tools resumes by reloading every function: it
 * loads the bundle again in a process of its own to read the triggers (5 to 6 s, during which
 * nothing is dispatched), registers each trigger again and replaces every worker, so the next
 * trigger of each kind waited for a new worker's start. Here a resume turns back on exactly the
 * triggers the pauses turned off, as long as they are still the emulator's: when the functions
 * were reloaded in between (a change saved under `npm start`: the emulator's file watcher loads
 * them itself), firebase-tools' own resume runs. Only the hub's resume calls `reloadTriggers`.
 *
 * Either way, a resume first waits until the Firestore emulator has delivered the events of every
 * write made before it. The Firestore emulator queues a write's events when it commits it and
 * sends them later, one at a time, from a single thread, in the order they were queued; on a busy
 * machine that lags seconds behind the writes. A resume that turned the triggers back on at once
 * let the seed's own writes run their triggers after it ("joined" items in every team's feed).
 * The wait is a write of its own, through a trigger of its own: its event comes after all the
 * others. Installed in firebase-tools' own process by functions-worker-preload.cjs.
 */
'use strict';

/** The triggers the pauses turned off, on the emulator instance: [key, record] pairs. */
const PAUSED = Symbol('pausedTriggers');

/**
 * The Firestore trigger a resume's own write goes through: registered with the Firestore emulator
 * alone (no function holds it), answered here. Only deletes in its collection reach it.
 */
const BARRIER_TRIGGER = 'trigger-pause-delivery-barrier';
const BARRIER_COLLECTION = 'emulator-trigger-pause';
/** How long a resume waits for its write's event before it goes on without it. */
const BARRIER_TIMEOUT_MS = 60_000;

/**
 * Waits until the Firestore emulator has delivered the events of every write committed before
 * the call: registers the barrier trigger, creates and deletes a document of its own, and waits
 * for the delete's event. Returns at once when no Firestore emulator runs beside the functions.
 * @param {Record<string, any>} emulator the FunctionsEmulator instance
 * @param {{ isRunning(name: string): boolean, url(name: string): URL }} registry
 *   firebase-tools' EmulatorRegistry
 * @param {Map<string, () => void>} waiting the barrier documents awaited, by their path
 */
async function deliveredSoFar(emulator, registry, waiting) {
  if (!registry.isRunning('firestore')) return;
  const base = registry.url('firestore');
  const project = emulator.args.projectId;
  const call = async (method, path, body) => {
    const response = await fetch(new URL(path, base), {
      method,
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  };
  await call(
    'POST',
    `/emulator/v1/projects/${project}/eventarcTrigger?eventarcTriggerId=${BARRIER_TRIGGER}`,
    {
      eventType: 'google.cloud.firestore.document.v1.deleted',
      database: '(default)',
      namespace: '(default)',
      document: { value: `${BARRIER_COLLECTION}/{id}`, matchType: 'PATH_PATTERN' },
    },
  );
  const path = `${BARRIER_COLLECTION}/${Date.now()}-${Math.random().toString(36).slice(2)}`;
  let timer;
  const delivered = new Promise((resolve) => {
    waiting.set(path, resolve);
    timer = setTimeout(() => {
      emulator.logger.logLabeled(
        'WARN',
        'functions',
        `No trigger event from the Firestore emulator in ${BARRIER_TIMEOUT_MS / 1000} s: resuming the background triggers without it.`,
      );
      resolve();
    }, BARRIER_TIMEOUT_MS);
  });
  try {
    const document = `/v1/projects/${project}/databases/(default)/documents/${path}`;
    await call('PATCH', document, { fields: {} });
    await call('DELETE', document);
    await delivered;
  } finally {
    clearTimeout(timer);
    waiting.delete(path);
  }
}

/**
 * @param {{ prototype: Record<string, any> }} FunctionsEmulator firebase-tools' class
 * @param {{ isRunning(name: string): boolean, url(name: string): URL }} registry
 *   firebase-tools' EmulatorRegistry
 */
function resumeWithoutReload(FunctionsEmulator, registry) {
  const proto = FunctionsEmulator.prototype;
  const pause = proto.disableBackgroundTriggers;
  const reload = proto.reloadTriggers;
  const handle = proto.handleHttpsTrigger;
  /** @type {Map<string, () => void>} */
  const waiting = new Map();

  proto.handleHttpsTrigger = function answerBarrier(req, res) {
    if (req.params?.trigger_name !== BARRIER_TRIGGER) return handle.call(this, req, res);
    // The subject names the document: "documents/<collection>/<id>".
    const subject = String(req.headers['ce-subject'] ?? '').replace(/^documents\//, '');
    waiting.get(subject)?.();
    res.status(204).send();
  };

  proto.disableBackgroundTriggers = async function pauseTriggers() {
    const turningOff = Object.entries(this.triggers).filter(
      ([, record]) => record.def.eventTrigger && record.enabled,
    );
    this[PAUSED] = [...(this[PAUSED] ?? []), ...turningOff];
    return pause.call(this);
  };

  proto.reloadTriggers = async function resumeTriggers() {
    // A barrier that fails must not leave the triggers off: the resume goes on without it.
    await deliveredSoFar(this, registry, waiting).catch((error) =>
      this.logger.logLabeled(
        'WARN',
        'functions',
        `Resuming the background triggers without waiting for the Firestore emulator's events: ${error.message}`,
      ),
    );
    const paused = this[PAUSED] ?? [];
    this[PAUSED] = undefined;
    const current =
      paused.length > 0 && paused.every(([key, record]) => this.triggers[key] === record);
    if (!current) return reload.call(this);
    for (const [, record] of paused) record.enabled = true;
    this.logger.logLabeled(
      'BULLET',
      'functions',
      `${paused.length} background triggers resumed (the functions are unchanged).`,
    );
  };
}

module.exports = { resumeWithoutReload };
