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
 * Installed in firebase-tools' own process by functions-worker-preload.cjs.
 */
'use strict';

/** The triggers the pauses turned off, on the emulator instance: [key, record] pairs. */
const PAUSED = Symbol('pausedTriggers');

/** @param {{ prototype: Record<string, any> }} FunctionsEmulator firebase-tools' class */
function resumeWithoutReload(FunctionsEmulator) {
  const proto = FunctionsEmulator.prototype;
  const pause = proto.disableBackgroundTriggers;
  const reload = proto.reloadTriggers;

  proto.disableBackgroundTriggers = async function pauseTriggers() {
    const turningOff = Object.entries(this.triggers).filter(
      ([, record]) => record.def.eventTrigger && record.enabled,
    );
    this[PAUSED] = [...(this[PAUSED] ?? []), ...turningOff];
    return pause.call(this);
  };

  proto.reloadTriggers = async function resumeTriggers() {
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
