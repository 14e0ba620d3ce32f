// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  firestoreEmulatorEnv,
  TEST_RUN_JVM_OPTIONS,
  useTestRunJvm,
  writeLauncherJar,
} from './firestore-emulator-jar.mjs';

const root = join(import.meta.dirname, '..', '..');
const savedOverride = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
afterEach(() => {
  if (savedOverride === undefined) delete process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  else process.env.FIRESTORE_EMULATOR_BINARY_PATH = savedOverride;
});

function hasJava() {
  return spawnSync('java', ['-version']).status === 0;
}

describe('the emulator launcher, when something is missing', () => {
  it('names Java when java is not on the PATH (one line, no stack trace)', () => {
    const result = spawnSync(process.execPath, ['scripts/emulators.mjs', 'exec', '--', 'true'], {
      cwd: root,
      env: { ...process.env, PATH: '/nonexistent' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Java is missing');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it.runIf(hasJava())('names the jar when the override points nowhere', () => {
    process.env.FIRESTORE_EMULATOR_BINARY_PATH = '/nonexistent/emulator.jar';
    expect(() => firestoreEmulatorEnv(mkdtempSync(join(tmpdir(), 'jar-')))).toThrow(
      'FIRESTORE_EMULATOR_BINARY_PATH is set to /nonexistent/emulator.jar, but no file is there.',
    );
  });

  it.runIf(hasJava())(
    'names the jar when there is no gcloud jar, no downloaded jar and no download',
    () => {
      delete process.env.FIRESTORE_EMULATOR_BINARY_PATH;
      const empty = mkdtempSync(join(tmpdir(), 'jar-'));
      expect(() =>
        firestoreEmulatorEnv(empty, { gcloudJar: null, downloadDir: empty, tryDownload: false }),
      ).toThrow(/The Firestore emulator jar is missing/);
    },
  );

  it.runIf(hasJava())('wraps an installed gcloud jar in a launcher jar', () => {
    delete process.env.FIRESTORE_EMULATOR_BINARY_PATH;
    const dir = mkdtempSync(join(tmpdir(), 'jar-'));
    const env = firestoreEmulatorEnv(dir, {
      gcloudJar: '/opt/gcloud/emulator.jar',
      tryDownload: false,
    });
    expect(env.FIRESTORE_EMULATOR_BINARY_PATH).toBe(join(dir, 'firestore-emulator-launcher.jar'));
  });
});

describe('writeLauncherJar', () => {
  it('writes a jar whose manifest names the main class and the gcloud jar', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jar-'));
    const jar = writeLauncherJar('/opt/gcloud/emulator.jar', dir);
    const listing = spawnSync('unzip', ['-p', jar, 'META-INF/MANIFEST.MF'], { encoding: 'utf8' });
    const manifest = listing.status === 0 ? listing.stdout : readFileSync(jar, 'latin1');
    expect(manifest).toContain(
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    );
    expect(manifest).toContain('Class-Path: file:/opt/gcloud/emulator.jar');
  });
});

describe('useTestRunJvm', () => {
  it("gives a test run's suites the client compiler and the serial collector", () => {
    const env = {};
    useTestRunJvm(env);
    expect(env.JAVA_TOOL_OPTIONS).toBe(TEST_RUN_JVM_OPTIONS);
    expect(TEST_RUN_JVM_OPTIONS).toBe('-XX:TieredStopAtLevel=1 -XX:+UseSerialGC');
  });

  it('keeps JAVA_TOOL_OPTIONS a developer set', () => {
    const env = { JAVA_TOOL_OPTIONS: '-Xmx2g' };
    useTestRunJvm(env);
    expect(env.JAVA_TOOL_OPTIONS).toBe('-Xmx2g');
  });
});
