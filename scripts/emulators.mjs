#!/usr/bin/env node
/**
 * The Firebase emulator suite, offline.
 *   node scripts/emulators.mjs start [--only auth,firestore,functions]
 *   node scripts/emulators.mjs exec [--only ...] -- <command ...>
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execWithEmulators, startEmulators } from './lib/emulators.mjs';
import { fail, ScriptError } from './lib/log.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const mode = args[0];
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1].split(',') : ['auth', 'firestore', 'functions'];
const dashDash = args.indexOf('--');

function shellQuote(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

try {
  if (mode === 'exec' && dashDash > 0) {
    const words = args.slice(dashDash + 1);
    // One word is a shell command line as it stands; several are quoted one by one.
    const command = words.length === 1 ? words[0] : words.map(shellQuote).join(' ');
    process.exit(await execWithEmulators(root, only, command));
  } else if (mode === 'start') {
    const child = await startEmulators(root, only);
    child.stdout.pipe(process.stdout);
    child.stderr.pipe(process.stderr);
    const stop = () => {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        /* already gone */
      }
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    child.on('exit', (code) => process.exit(code ?? 0));
  } else {
    fail(
      'Usage: node scripts/emulators.mjs start [--only auth,firestore,functions] | exec [--only ...] -- <command>',
    );
  }
} catch (error) {
  if (error instanceof ScriptError) fail(error.message);
  throw error;
}
