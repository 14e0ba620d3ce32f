/**
 * Harness for the security-rules tests: one RulesTestEnvironment per test file,
 * against the Firestore emulator, with firestore.rules as it is on disk.
 * Each file uses its own demo- project id so files never see each other's data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';

export { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';

const root = join(import.meta.dirname, '..', '..', '..');

export async function createRulesEnv(name: string): Promise<RulesTestEnvironment> {
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
export async function seedDocs(env: RulesTestEnvironment, docs: Record<string, Record<string, unknown>>) {
  await env.withSecurityRulesDisabled(async (context: RulesTestContext) => {
    const db = context.firestore();
    await Promise.all(Object.entries(docs).map(([path, data]) => db.doc(path).set(data)));
  });
}

export const ALICE = 'alice';
export const BOB = 'bob';
