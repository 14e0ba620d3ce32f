/** Running child processes from the project's scripts (node built-ins only). */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Every process under `pid` (Linux /proc; an empty list elsewhere), whatever its group. */
function descendantsOf(pid) {
  let parents;
  try {
    parents = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map((entry) => {
        try {
          const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
          return [Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])];
        } catch {
          return [Number(entry), 0];
        }
      });
  } catch {
    return [];
  }
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [child, ppid] of parents)
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
  }
  return found;
}

const commandOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return null;
  }
};

/** The processes of `pids` as they are now: a pid is signalled later only if it still runs the same command (never a reused pid). */
const snapshot = (pids) => pids.map((pid) => [pid, commandOf(pid)]);
const killSnapshot = (processes) => {
  for (const [pid, command] of processes)
    if (command !== null && commandOf(pid) === command) signal(pid, 'SIGKILL');
};

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    /* already gone */
  }
}

/**
 * Like run, for a firebase emulators:exec that must never outlive this process: the command
 * runs in a process group of its own, and Ctrl-C or a SIGTERM/SIGHUP sent to this process
 * alone stops it. firebase-tools gets one SIGINT (its clean shutdown stops the emulators it
 * started, the Firestore emulator's Java in a group of its own included); the script it runs
 * and the function workers are killed at once, since the shutdown would otherwise wait for
 * every running function. Whatever is still alive `graceMs` later (a shutdown that hung, or a
 * second SIGINT that made firebase-tools leave its emulators running) is killed.
 */
export function runGroup(command, args, options = {}, graceMs = 30000) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, detached: true });
    let tree = [];
    let killer;
    const killTree = () => {
      killSnapshot([...tree, ...snapshot(descendantsOf(child.pid))]);
      signal(-child.pid, 'SIGKILL');
    };
    const stop = () => {
      if (killer) return;
      tree = snapshot(descendantsOf(child.pid));
      signal(child.pid, 'SIGINT');
      for (const [pid] of tree) if (isGroupMember(pid, child.pid)) signal(pid, 'SIGKILL');
      killer = setTimeout(killTree, graceMs);
    };
    for (const name of STOP_SIGNALS) process.on(name, stop);
    const done = (code) => {
      for (const name of STOP_SIGNALS) process.off(name, stop);
      clearTimeout(killer);
      // firebase-tools has ended: whatever of its group is left (a worker, a functions
      // discovery started while it shut down) and, after a stop, whatever it left of the tree
      // (its Java, if the shutdown was cut short) has no one to stop it.
      signal(-child.pid, 'SIGKILL');
      if (killer) killSnapshot(tree);
      resolve(killer ? 130 : code);
    };
    child.on('error', () => done(127));
    child.on('exit', (code, sig) => done(code ?? (sig ? 1 : 0)));
  });
}

/**
 * Stops a child started `detached` (a process group of its own) that runs the emulators, as
 * runGroup stops its command: one SIGINT to the child (firebase-tools' clean shutdown), the
 * function workers of its group killed at once, and whatever of the tree is still alive
 * `graceMs` later (or once the child is gone) killed. Resolves when the child has exited.
 */
export function stopTree(child, graceMs = 30000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const tree = snapshot(descendantsOf(child.pid));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signal(child.pid, 'SIGINT');
  for (const [pid] of tree) if (isGroupMember(pid, child.pid)) signal(pid, 'SIGKILL');
  const killer = setTimeout(() => {
    killSnapshot([...tree, ...snapshot(descendantsOf(child.pid))]);
    signal(-child.pid, 'SIGKILL');
  }, graceMs);
  return exited.then(() => {
    clearTimeout(killer);
    signal(-child.pid, 'SIGKILL');
    killSnapshot(tree);
  });
}

/** Whether `pid` is in the process group `group` (the script and the function workers are; Java is not). */
function isGroupMember(pid, group) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === group;
  } catch {
    return false;
  }
}

/** Finds an executable on the PATH; returns its path or null. */
export function which(name) {
  const result = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  const found = result.stdout.trim();
  return result.status === 0 && found ? found : null;
}

/** Whether something accepts TCP connections on host:port. */
export async function portInUse(port, host = '127.0.0.1') {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until a TCP port accepts connections, or rejects after `timeoutMs`. */
export async function waitForPort(port, host = '127.0.0.1', timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portInUse(port, host)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Nothing answered on ${host}:${port} after ${Math.round(timeoutMs / 1000)} s.`);
}
