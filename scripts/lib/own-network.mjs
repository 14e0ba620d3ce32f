/**
 * Running a command in a network namespace of its own: its own loopback, so its own ports. The
 * emulators, the app's preview server and the mail server listen on fixed ports (emulators.mjs),
 * so a second emulator suite beside the first needs one (npm test's browser suites,
 * docs/testing.md). `unshare --user --map-root-user --net` needs no root where the kernel lets
 * users make namespaces; where it does not, or `ip` is missing, npm test runs the browser tests
 * after the others on the one suite instead. Node built-ins only.
 */
import { spawnSync } from 'node:child_process';

/** Brings the new namespace's loopback up (it starts down), then becomes the command. */
const UP_THEN_RUN = 'ip link set lo up && exec "$@"';

/**
 * The command and arguments that run `command args` in a new network namespace.
 * @param {string} command
 * @param {readonly string[]} args
 * @returns {{ command: string, args: string[] }}
 */
export function inOwnNetwork(command, args) {
  return {
    command: 'unshare',
    args: ['--user', '--map-root-user', '--net', 'sh', '-c', UP_THEN_RUN, 'sh', command, ...args],
  };
}

/** Whether this machine can run a command in a network namespace of its own (tried once, quietly). */
export function ownNetworkAvailable() {
  const { command, args } = inOwnNetwork('true', []);
  const result = spawnSync(command, args, { stdio: 'ignore', timeout: 10000 });
  return result.status === 0;
}
