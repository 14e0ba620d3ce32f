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

/**
 * The generated package's folder and config's name under .cache/. A suite started beside another
 * one (npm test's browser suites, docs/testing.md) is named by EMULATOR_SUITE and gets its own:
 * making them deletes and rewrites the folder, which the other suite's functions load workers from.
 * @param {string | undefined} suite
 */
export function emulatorFunctionsFiles(suite) {
  const suffix = suite ? `-${suite.replace(/[^a-z0-9-]/gi, '_')}` : '';
  return {
    packageDir: `emulator-functions${suffix}`,
    configFile: `firebase.emulators${suffix}.json`,
  };
}

/** firebase.json for the emulators: paths absolute, except the functions source (firebase-tools joins it to the config's folder). */
export function emulatorConfig(
  firebaseJson,
  root,
  packageDir = emulatorFunctionsFiles().packageDir,
) {
  const { hosting: _hosting, functions, firestore, ...rest } = firebaseJson;
  const [production] = Array.isArray(functions) ? functions : [functions];
  return {
    ...rest,
    firestore: { rules: join(root, firestore.rules), indexes: join(root, firestore.indexes) },
    functions: [{ source: packageDir, codebase: production.codebase, runtime: production.runtime }],
  };
}

/** The generated package's package.json: the functions' own, with the emulator bundle as main. */
export function emulatorPackageJson(functionsPackageJson) {
  const { scripts: _scripts, devDependencies: _dev, ...rest } = functionsPackageJson;
  return { ...rest, name: `${rest.name}-emulator`, main: 'index.js' };
}

/** Builds the emulator bundle and its package under .cache/; returns the config's path (for --config). */
export async function prepareEmulatorFunctions(root, suite = process.env.EMULATOR_SUITE) {
  const { packageDir, configFile } = emulatorFunctionsFiles(suite);
  const cache = join(root, '.cache');
  const dir = join(cache, packageDir);
  rmSync(dir, { recursive: true, force: true });
  const functions = join(root, 'functions');
  // functions/package.json "build:emulator" (.cache/emulator-functions/index.js unless told),
  // without npm in front (local-bin.mjs).
  const code = await run('node', ['build.mjs', 'emulator', `--outfile=${join(dir, 'index.js')}`], {
    cwd: functions,
  });
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
  const configPath = join(cache, configFile);
  const config = emulatorConfig(readJson(join(root, 'firebase.json')), root, packageDir);
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  return configPath;
}
