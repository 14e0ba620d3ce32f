/**
 * Installs what a fresh clone lacks: npm packages (root, functions/ and the functions' Node,
 * functions-node.mjs) and Debian's Chromium and its headless shell for the browser tests. Node
 * built-ins only, so it runs before any install.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run, which } from './run.mjs';
import { ScriptError, step } from './log.mjs';
import { NODE_PROJECT } from './functions-node.mjs';

const fail = (message) => {
  throw new ScriptError(message);
};

function needsInstall(dir) {
  const marker = join(dir, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  const lock = join(dir, 'package-lock.json');
  const manifest = join(dir, 'package.json');
  const installedAt = statSync(marker).mtimeMs;
  return [lock, manifest].some(
    (file) => existsSync(file) && statSync(file).mtimeMs > installedAt + 1000,
  );
}

export async function ensureNodeModules(root) {
  for (const folder of ['.', 'functions', NODE_PROJECT]) {
    const dir = join(root, folder);
    if (!needsInstall(dir)) continue;
    step(`Installing npm packages in ${folder === '.' ? '.' : `${folder}/`}`);
    const ci = existsSync(join(dir, 'package-lock.json'));
    const code = await run('npm', [ci ? 'ci' : 'install', '--no-audit', '--no-fund'], { cwd: dir });
    if (code !== 0)
      fail(
        `npm ${ci ? 'ci' : 'install'} failed in ${dir} (exit ${code}). Check the npm registry is reachable.`,
      );
  }
}

/**
 * Debian's two Chromium packages the browser tests drive (tests/e2e/support/chromium.ts): the
 * headless shell runs them, the full browser what the shell lacks; each found on the PATH
 * unless its variable names another file.
 */
const BROWSERS = [
  { variable: 'CHROMIUM_PATH', commands: ['chromium', 'chromium-browser'], debian: 'chromium' },
  {
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
    commands: ['chromium-headless-shell'],
    debian: 'chromium-headless-shell',
  },
];

function findBrowsers() {
  return Object.fromEntries(
    BROWSERS.map(({ variable, commands }) => {
      const override = process.env[variable];
      if (override && !existsSync(override))
        fail(`${variable} is set to ${override}, but no file is there.`);
      return [variable, override || commands.map((command) => which(command)).find(Boolean)];
    }),
  );
}

/**
 * The env that points the browser tests at Chromium (CHROMIUM_PATH, CHROMIUM_HEADLESS_SHELL_PATH);
 * installs Debian's packages that are absent when we are root. Without the headless shell and no
 * way to install it, the full browser runs every test (slower, docs/testing.md).
 */
export async function ensureChromium() {
  let found = findBrowsers();
  const missing = BROWSERS.filter(({ variable }) => !found[variable]);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length > 0 && isRoot && which('apt-get')) {
    const packages = missing.map(({ debian }) => debian);
    step(`Installing ${packages.join(' and ')} from Debian's packages (about a minute)`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const installed =
      (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
      (await run('apt-get', ['install', '-y', '-qq', ...packages], { env })) === 0;
    // Only the full browser is required: without the shell the tests run, slower.
    if (!installed && !found.CHROMIUM_PATH)
      fail(`apt-get could not install ${packages.join(' and ')}.`);
    found = findBrowsers();
  }
  if (!found.CHROMIUM_PATH)
    fail(
      'Chromium is missing: install it (Debian: sudo apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH.',
    );
  if (!found.CHROMIUM_HEADLESS_SHELL_PATH) {
    step(
      "Chromium's headless shell is missing (Debian: chromium-headless-shell): the full browser runs the browser tests.",
    );
    found.CHROMIUM_HEADLESS_SHELL_PATH = found.CHROMIUM_PATH;
  }
  return found;
}
