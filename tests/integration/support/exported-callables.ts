/**
 * The exports of the emulator bundle (.cache/emulator-functions/, built by scripts/emulators.mjs:
 * every production function and the stand-ins, none of them callable) whose endpoint is a
 * callable (onCall), as firebase-functions declares them; a group's members by their deployed
 * names (`strava-exchangeAuthorizationCode`). A test built on this list checks a new callable
 * without being edited.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const ENTRY = resolve(import.meta.dirname, '../../../.cache/emulator-functions/index.js');

export function exportedCallables(): string[] {
  const script = `const m = require(${JSON.stringify(ENTRY)});
    const all = Object.keys(m).flatMap((k) => m[k]?.__endpoint ? [[k, m[k]]] : Object.entries(m[k] ?? {}).map(([n, f]) => [k + '-' + n, f]));
    console.log(JSON.stringify(all.filter(([, f]) => f?.__endpoint?.callableTrigger).map(([name]) => name).sort()))`;
  const env = { ...process.env, FUNCTIONS_EMULATOR: 'true' };
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' }),
  ) as string[];
}
