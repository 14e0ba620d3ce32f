// @vitest-environment node
/** The generated config and package the functions emulator loads the emulator bundle from. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  emulatorConfig,
  emulatorFunctionsFiles,
  emulatorPackageJson,
} from './emulator-functions.mjs';

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

describe('emulator functions', () => {
  const firebaseJson = readJson('../../firebase.json');
  const config = emulatorConfig(firebaseJson, '/repo');

  it('points the functions emulator at the generated package, beside the config, without the deploy steps', () => {
    expect(config.functions).toEqual([
      { source: 'emulator-functions', codebase: 'default', runtime: 'nodejs22' },
    ]);
  });

  it('keeps the rules and the emulators of firebase.json, their paths absolute', () => {
    expect(config.firestore).toEqual({
      rules: '/repo/firestore.rules',
      indexes: '/repo/firestore.indexes.json',
    });
    expect(config.emulators).toEqual(firebaseJson.emulators);
    expect(config.hosting).toBeUndefined();
  });

  it("gives the package the functions' dependencies and engine, the emulator bundle as main, no scripts", () => {
    const functionsJson = readJson('../../functions/package.json');
    const pkg = emulatorPackageJson(functionsJson);
    expect(pkg).toEqual({
      name: 'virtual-challenges-functions-emulator',
      private: true,
      main: 'index.js',
      engines: functionsJson.engines,
      dependencies: functionsJson.dependencies,
    });
  });

  it('gives a named suite its own package and config, the default suite the ones npm start writes', () => {
    expect(emulatorFunctionsFiles(undefined)).toEqual({
      packageDir: 'emulator-functions',
      configFile: 'firebase.emulators.json',
    });
    expect(emulatorFunctionsFiles('browser')).toEqual({
      packageDir: 'emulator-functions-browser',
      configFile: 'firebase.emulators-browser.json',
    });
    expect(emulatorConfig(firebaseJson, '/repo', 'emulator-functions-browser').functions).toEqual([
      { source: 'emulator-functions-browser', codebase: 'default', runtime: 'nodejs22' },
    ]);
  });
});
