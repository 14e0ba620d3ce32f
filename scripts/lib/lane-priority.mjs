/**
 * npm test's lanes by priority (docs/testing.md, "Lane priorities"). The emulator lane's
 * integration tests wait on one trigger queue, each trigger a chain of processes (the Firestore
 * emulator, firebase-tools, a worker) that each wait for a core, so every process beside them
 * slows them down. The cpu lane and the other deployment's suite only have to be done before the
 * browser tests: run lower (nice(1)), they take the cores the trigger chain leaves idle.
 */

/** How much lower than the emulator lane a lane runs; a lane not named here runs at its level. */
export const LANE_NICENESS = Object.freeze({ cpu: 10, 'other deployment': 10 });

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
