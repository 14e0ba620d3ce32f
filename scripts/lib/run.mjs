/** Running child processes from the project's scripts (node built-ins only). */
import { spawn, spawnSync } from 'node:child_process';

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
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
