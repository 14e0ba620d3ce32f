#!/usr/bin/env node
/**
 * `node scripts/node22.mjs <command> [arguments]`: runs a command on Node 22 (docs/toolchain.md).
 * Vitest 5, jsdom 31, Vite's build with the Lingui 6 plugin and the Lingui CLI need Node 22; on a
 * machine with Node 20 the command gets the pinned Node 22 of scripts/functions-node/ first on its
 * PATH (scripts/lib/node22.mjs), and node_modules/.bin after it, as npm scripts have. The npm
 * scripts that run those tools go through it (`npm run test:unit`, `npm run build`,
 * `npm run i18n:extract`, …); `npx vitest` typed on Node 20 fails to load.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ScriptError, fail } from './lib/log.mjs';
import { withNode22 } from './lib/node22.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [command, ...args] = process.argv.slice(2);
if (!command) fail('Usage: node scripts/node22.mjs <command> [arguments]');

let env;
try {
  env = withNode22(root);
} catch (error) {
  if (error instanceof ScriptError) fail(error.message);
  throw error;
}
const bin = join(root, 'node_modules', '.bin');
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...env, PATH: `${env.PATH}:${bin}` },
});
child.on('error', (error) => fail(`${command}: ${error.message}`, 127));
// Ctrl-C reaches the command through the terminal's process group; a signal sent to this
// launcher alone (a parent stopping it) is passed on so the command never outlives it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
