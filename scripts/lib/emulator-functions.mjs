/**
 * The functions the emulator suite loads: functions/emulator/index.ts (every production function
 * plus the local Stripe Checkout and tracker provider stand-ins), bundled into a generated package
 * under .cache/, with a generated firebase config pointing the functions emulator at it.
 * firebase.json and functions/package.json stay what `firebase deploy` reads: the production
 * bundle functions/lib/index.js, built from functions/src/index.ts alone.
 */
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emulatedDeploymentEnv } from './demo-project.mjs';
import { ScriptError } from './log.mjs';
import { run } from './run.mjs';

const PACKAGE_DIR = 'emulator-functions';
const CONFIG_FILE = 'firebase.emulators.json';

/** firebase.json for the emulators: paths absolute, except the functions source (firebase-tools joins it to the config's folder). */
export function emulatorConfig(firebaseJson, root) {
  const { hosting: _hosting, functions, firestore, ...rest } = firebaseJson;
  const [production] = Array.isArray(functions) ? functions : [functions];
  return {
    ...rest,
    firestore: { rules: join(root, firestore.rules), indexes: join(root, firestore.indexes) },
    functions: [
      { source: PACKAGE_DIR, codebase: production.codebase, runtime: production.runtime },
    ],
  };
}

/** The generated package's package.json: the functions' own, with the emulator bundle as main. */
export function emulatorPackageJson(functionsPackageJson) {
  const { scripts: _scripts, devDependencies: _dev, ...rest } = functionsPackageJson;
  return { ...rest, name: `${rest.name}-emulator`, main: 'index.js' };
}

/** Builds the emulator bundle and its package under .cache/; returns the config's path (for --config). */
export async function prepareEmulatorFunctions(root) {
  const cache = join(root, '.cache');
  const dir = join(cache, PACKAGE_DIR);
  rmSync(dir, { recursive: true, force: true });
  const functions = join(root, 'functions');
  // functions/package.json "build:emulator" writes .cache/emulator-functions/index.js.
  const code = await run('npm', ['run', 'build:emulator', '--silent'], { cwd: functions });
  if (code !== 0)
    throw new ScriptError('Building functions/emulator/ failed (see the errors above).');
  mkdirSync(dir, { recursive: true });
  const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(emulatorPackageJson(readJson(join(functions, 'package.json'))), null, 2)}\n`,
  );
  symlinkSync(join('..', '..', 'functions', 'node_modules'), join(dir, 'node_modules'), 'dir');
  // Another deployment's suite (DEPLOYMENTS_FILE): the functions read it from DEPLOYMENT_JSON,
  // given in the package's .env.local, which the emulator loads when it analyses the functions
  // too (that step does not inherit this process's env).
  const deployment = emulatedDeploymentEnv();
  if (deployment.DEPLOYMENT_JSON)
    writeFileSync(join(dir, '.env.local'), `DEPLOYMENT_JSON='${deployment.DEPLOYMENT_JSON}'\n`);
  const configPath = join(cache, CONFIG_FILE);
  writeFileSync(
    configPath,
    `${JSON.stringify(emulatorConfig(readJson(join(root, 'firebase.json')), root), null, 2)}\n`,
  );
  return configPath;
}
