/**
 * The project's own command-line tools (node_modules/.bin: vite, vitest, eslint, playwright, …)
 * started directly. `npx tool` starts npm first, which reads its config and checks the installed
 * tree before it starts the tool: about 0.8 CPU-s a call on this machine (docs/testing.md,
 * "Tools started directly"), and npm test starts about twenty. A bin is a script with a
 * `#!/usr/bin/env node` line, so it runs on the PATH's Node (Node 22 in npm test: node22.mjs).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The path of a tool this project installs (`node_modules/.bin/<name>`). */
export function localBin(name) {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`Not a command name: ${name}`);
  return join(root, 'node_modules', '.bin', name);
}

/**
 * The command and arguments that start a tool this project installs.
 * @param {string} name
 * @param {...string} args
 * @returns {{ command: string, args: string[] }}
 */
export function binCommand(name, ...args) {
  return { command: localBin(name), args };
}
