/**
 * Security checklist 59: every callable the functions export needs a signed-in user; a
 * visitor gets `unauthenticated` and nothing else. The list comes from the built entry point
 * (as the emulator suite loads it), so a new callable is checked without touching this file.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callFunction } from './support/emulators';

const ENTRY = resolve(import.meta.dirname, '../../functions/lib/index.js');

/**
 * The exports whose endpoint is a callable (onCall), as firebase-functions declares them; a
 * group's members by their deployed names (`strava-exchangeAuthorizationCode`).
 */
function exportedCallables(): string[] {
  const script = `const m = require(${JSON.stringify(ENTRY)});
    const all = Object.keys(m).flatMap((k) => m[k]?.__endpoint ? [[k, m[k]]] : Object.entries(m[k] ?? {}).map(([n, f]) => [k + '-' + n, f]));
    console.log(JSON.stringify(all.filter(([, f]) => f?.__endpoint?.callableTrigger).map(([name]) => name).sort()))`;
  const env = { ...process.env, FUNCTIONS_EMULATOR: 'true' };
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' })) as string[];
}

const callables = exportedCallables();

describe('callables and visitors', () => {
  it('finds the callables of the entry point (the list below is not empty)', () => {
    expect(callables).toEqual(expect.arrayContaining(['checkTeam', 'redeemGiftCode', 'strava-exchangeAuthorizationCode', 'trackers-disconnect']));
  });

  it.each(callables)('59. a visitor calling %s is answered unauthenticated', async (name) => {
    const answer = await callFunction(name, {});
    expect(answer.status).toBe(401);
    expect(answer.error?.status).toBe('UNAUTHENTICATED');
    expect(answer.result).toBeUndefined();
  });
});
