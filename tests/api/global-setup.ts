/**
 * The api tests read the demo data as the app does: seed it (scripts/seed.mjs, idempotent,
 * restoring any change an earlier suite made) before they start.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export function setup() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'The api tests need the emulator suite: run them through npm test or scripts/emulators.mjs exec.',
    );
  }
  const result = spawnSync('node', ['scripts/seed.mjs'], {
    cwd: join(import.meta.dirname, '..', '..'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`node scripts/seed.mjs failed (exit ${result.status})`);
}
