/**
 * Whether the functions a running `npm start` serves are the ones saved (docs/testing.md, "The
 * inner loop"). npm start's watcher (functions/build.mjs --watch --reload) rebuilds the emulator
 * bundle on a save and asks the emulator to reload it, which takes seconds; it writes where it
 * is in a state file beside the bundle. `npm run test:integration|test:e2e` on that suite wait
 * until it says "live" for every file saved before they started: run at once after a save, they
 * would otherwise test the code from before it, and pass or fail for the wrong reason.
 * Node built-ins only: functions/build.mjs imports it too.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';

/** The state file of the bundle at `outfile` (the watcher writes it, the test scripts read it). */
export const liveStateFile = (outfile) => `${outfile}.live.json`;

/**
 * @typedef {object} LiveState
 * @property {'building' | 'reloading' | 'live' | 'failed'} state
 * @property {number} builtFrom when the build that made (or makes) the bundle started (ms)
 * @property {string[]} inputs the bundle's source files, absolute paths
 * @property {string} [error] why the last build or reload failed
 */

/** @param {string} file @param {LiveState} state */
export function writeLiveState(file, state) {
  writeFileSync(file, JSON.stringify(state));
}

/** @param {string} file @returns {LiveState | null} null when no watcher wrote one */
export function readLiveState(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null; // caught mid-write: the next read has it whole
  }
}

const fileMtime = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0; // deleted since: the watcher's next build drops it
  }
};

/**
 * Why the served functions are not yet the saved ones, or null when they are. A source saved
 * after the last build started has not been built yet (the watcher polls for changes).
 * @param {LiveState} state
 * @param {(path: string) => number} [mtimeOf]
 * @returns {{ waiting: string } | { failed: string } | null}
 */
export function notLiveReason(state, mtimeOf = fileMtime) {
  if (state.state === 'failed') return { failed: state.error ?? 'the last build failed' };
  if (state.state === 'building') return { waiting: 'the functions bundle is being rebuilt' };
  if (state.state === 'reloading') return { waiting: 'the emulator is reloading the functions' };
  const unbuilt = state.inputs.find((path) => mtimeOf(path) > state.builtFrom);
  return unbuilt ? { waiting: `${unbuilt} was saved after the last build` } : null;
}

/**
 * Resolves once the functions in `file`'s suite are live (at once when no watcher writes the
 * file, as with a suite started for one run); rejects when a build or reload failed, or after
 * `timeoutMs`. `onWaiting(reason)` is called once per new reason.
 * @param {string} file
 * @param {{ timeoutMs?: number, pollMs?: number, onWaiting?: (reason: string) => void }} [options]
 */
export async function untilFunctionsLive(
  file,
  { timeoutMs = 60000, pollMs = 100, onWaiting } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let said = '';
  for (;;) {
    const state = readLiveState(file);
    const reason = state && notLiveReason(state);
    if (!reason) return;
    if ('failed' in reason)
      throw new Error(`The functions npm start serves are not the saved ones: ${reason.failed}.`);
    if (reason.waiting !== said) {
      said = reason.waiting;
      onWaiting?.(reason.waiting);
    }
    if (Date.now() > deadline)
      throw new Error(
        `The saved functions were not live after ${timeoutMs / 1000} s (${reason.waiting}): see npm start's output.`,
      );
    // The watcher is another process: its state file is the only evidence, read again shortly.
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
