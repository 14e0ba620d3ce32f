/**
 * Harness for the security-rules tests: one RulesTestEnvironment per test file,
 * against the Firestore emulator, with firestore.rules as it is on disk.
 * Each file uses its own project, `demo-rules-<file name>`, so files never see each other's
 * data, and scripts/rules-coverage.mjs finds every file's coverage report by that name.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect } from 'vitest';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';

export { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';

const root = join(import.meta.dirname, '..', '..', '..');

export async function createRulesEnv(name: string): Promise<RulesTestEnvironment> {
  const testPath = expect.getState().testPath;
  if (testPath && basename(testPath) !== `${name}.test.ts`) {
    throw new Error(
      `createRulesEnv('${name}') in ${basename(testPath)}: name the project after the file, or its rules coverage is never read.`,
    );
  }
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return initializeTestEnvironment({
    projectId: `demo-rules-${name}`,
    firestore: {
      rules: readFileSync(join(root, 'firestore.rules'), 'utf8'),
      host,
      port: Number(port),
    },
  });
}

/** Writes documents with rules disabled (the way the server or the seed would). */
export async function seedDocs(
  env: RulesTestEnvironment,
  docs: Record<string, Record<string, unknown>>,
) {
  await env.withSecurityRulesDisabled(async (context: RulesTestContext) => {
    const db = context.firestore();
    await Promise.all(Object.entries(docs).map(([path, data]) => db.doc(path).set(data)));
  });
}

export const ALICE = 'alice';
export const BOB = 'bob';
