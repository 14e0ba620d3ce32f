/**
 * Installs what a fresh clone lacks: npm packages (root, functions/ and the functions' Node,
 * functions-node.mjs) and Debian's Chromium for the browser tests. Node built-ins only, so it
 * runs before any install.
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

/** Path of a Chromium to drive with playwright-core; installs Debian's package when absent and we are root. */
export async function ensureChromium() {
  const override = process.env.CHROMIUM_PATH;
  if (override) {
    if (!existsSync(override)) fail(`CHROMIUM_PATH is set to ${override}, but no file is there.`);
    return override;
  }
  const found = which('chromium') ?? which('chromium-browser');
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !which('apt-get')) {
    fail(
      'Chromium is missing: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  step("Installing Chromium from Debian's packages (about a minute)");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0)
    fail('apt-get update failed: cannot install Chromium.');
  if ((await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) !== 0)
    fail('apt-get install chromium failed.');
  return which('chromium') ?? fail('Chromium was installed but is not on the PATH.');
}
