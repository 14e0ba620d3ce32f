/**
 * npm test's lanes by priority (docs/testing.md, "Lane priorities"). The emulator lane's
 * integration tests wait on one trigger queue, each trigger a chain of processes (the Firestore
 * emulator, firebase-tools, a worker) that each wait for a core, so every process beside them
 * slows them down. Nothing waits for the cpu lane: run lower (nice(1)), it takes the cores the
 * trigger chain leaves idle, and then those the browser tests leave idle.
 *
 * The other deployment's browser tests keep the emulator lane's level: nothing makes them end
 * before the main browser tests start, and on a slower machine (CI's) they run beside them. Run
 * lower there, their suite got almost no CPU and a checkout's redirect timed out.
 */

/** How much lower than the emulator lane a lane runs; a lane not named here runs at its level. */
export const LANE_NICENESS = Object.freeze({ cpu: 10 });

/**
 * The command a lane's stage spawns: `nice -n N command …` for a lane of lower priority (its
 * children inherit it), the command itself for any other.
 * @param {string} lane
 * @param {string} command
 * @param {readonly string[]} args
 * @returns {{ command: string, args: string[] }}
 */
export function laneCommand(lane, command, args) {
  const niceness = LANE_NICENESS[lane] ?? 0;
  return niceness > 0
    ? { command: 'nice', args: ['-n', String(niceness), command, ...args] }
    : { command, args: [...args] };
}
