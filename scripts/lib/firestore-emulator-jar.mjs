/**
 * Finds a Firestore emulator for firebase-tools without internet (see environment.md):
 * 1. FIRESTORE_EMULATOR_BINARY_PATH set by the user;
 * 2. the gcloud package's jar (google-cloud-cli-firestore-emulator), wrapped in a tiny
 *    launcher jar whose manifest names its Main-Class (the gcloud jar has none);
 * 3. a jar firebase-tools already downloaded, or firebase-tools' own download.
 * Returns the env to add, or throws ScriptError naming what is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { ScriptError } from './log.mjs';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const GCLOUD_JAR_PATHS = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  join(
    homedir(),
    'google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  ),
];

function checkJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new ScriptError(
      'Java is missing: the Firebase emulators need Java 11 or newer on the PATH (Debian: apt-get install -y openjdk-17-jre-headless).',
    );
  }
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
  if (major && major < 11)
    throw new ScriptError(
      `Java ${major} is too old: the Firebase emulators need Java 11 or newer.`,
    );
}

function gcloudJarFromDpkg() {
  const result = spawnSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], {
    encoding: 'utf8',
  });
  if (result.status !== 0) return null;
  return (
    result.stdout.split('\n').find((line) => line.endsWith('/cloud-firestore-emulator.jar')) ?? null
  );
}

function findGcloudJar() {
  return (
    [...GCLOUD_JAR_PATHS, gcloudJarFromDpkg()].find((path) => path && existsSync(path)) ?? null
  );
}

function downloadedJar(dir = join(homedir(), '.cache/firebase/emulators')) {
  if (!existsSync(dir)) return null;
  return (
    readdirSync(dir).find((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name)) ?? null
  );
}

/** A zip with one stored (uncompressed) entry: enough for a jar that holds only a manifest. */
function zipWithOneFile(name, content) {
  const nameBytes = Buffer.from(name, 'utf8');
  const data = Buffer.from(content, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0, 6);
  local.writeUInt16LE(0, 8);
  local.writeUInt32LE(0, 10);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt32LE(0, 12);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.fill(0, 30, 42);
  central.writeUInt32LE(0, 42);
  const localSize = local.length + nameBytes.length + data.length;
  const centralSize = central.length + nameBytes.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0, 4);
  end.writeUInt16LE(0, 6);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(localSize, 16);
  end.writeUInt16LE(0, 20);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

export function writeLauncherJar(targetJar, cacheDir) {
  mkdirSync(cacheDir, { recursive: true });
  const launcher = join(cacheDir, 'firestore-emulator-launcher.jar');
  const manifest = `Manifest-Version: 1.0\r\nMain-Class: ${MAIN_CLASS}\r\nClass-Path: file:${targetJar}\r\n\r\n`;
  // Written whole, then renamed over the old one: a suite started beside another (npm test's
  // browser suites) never gives Java a half-written launcher.
  const partial = `${launcher}.${process.pid}`;
  writeFileSync(partial, zipWithOneFile('META-INF/MANIFEST.MF', manifest));
  renameSync(partial, launcher);
  return launcher;
}

/**
 * The Firestore emulator's JVM in a test run (npm test, `npm run test:*`), given through
 * JAVA_TOOL_OPTIONS: the client compiler alone and the serial collector. A test run is minutes of
 * a JVM started cold on two busy cores, where the optimising compiler's threads and G1's
 * collectors cost more CPU than they win back. Over the rules tests the Java process's CPU time
 * fell from 60.4 s to 31.1 s and the run from 76 s to 54 s (docs/testing.md, "The Firestore
 * emulator's JVM"). `npm start` and the benchmarks keep the JVM's defaults.
 */
export const TEST_RUN_JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

/** Sets TEST_RUN_JVM_OPTIONS for the suites this process starts, unless JAVA_TOOL_OPTIONS is set. */
export function useTestRunJvm(env = process.env) {
  env.JAVA_TOOL_OPTIONS ??= TEST_RUN_JVM_OPTIONS;
}

/**
 * The env firebase-tools needs to run the Firestore emulator here. `options` exist for
 * tests: where to look for the gcloud jar and for a downloaded one, and whether to try a download.
 */
export function firestoreEmulatorEnv(cacheDir, options = {}) {
  const { gcloudJar = findGcloudJar(), downloadDir, tryDownload = true } = options;
  checkJava();
  const override = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (override) {
    if (!existsSync(override)) {
      throw new ScriptError(
        `FIRESTORE_EMULATOR_BINARY_PATH is set to ${override}, but no file is there.`,
      );
    }
    return { FIRESTORE_EMULATOR_BINARY_PATH: override };
  }
  if (gcloudJar) return { FIRESTORE_EMULATOR_BINARY_PATH: writeLauncherJar(gcloudJar, cacheDir) };
  if (downloadedJar(downloadDir)) return {};
  if (tryDownload) {
    const probe = spawnSync('npx', ['--no-install', 'firebase', 'setup:emulators:firestore'], {
      encoding: 'utf8',
    });
    if (probe.status === 0 && downloadedJar(downloadDir)) return {};
  }
  throw new ScriptError(
    "The Firestore emulator jar is missing and could not be downloaded. Install Google's " +
      'google-cloud-cli-firestore-emulator package, or set FIRESTORE_EMULATOR_BINARY_PATH to a runnable emulator jar.',
  );
}
