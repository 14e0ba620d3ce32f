/**
 * What `npm run deployments:sync` writes from deployments.json (docs/deploy.md): .firebaserc and
 * the CSP in firebase.json. firebase.json's text is edited in place (only the policy's value), so
 * the formatter's layout and everyone else's settings stay as they are.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firebasercText } from './firebaserc';
import { hostingPolicy } from './hosting-csp';

interface HeaderRule {
  readonly source: string;
  readonly headers: readonly { readonly key: string; readonly value: string }[];
}

/** The Content-Security-Policy firebase.json sends on every path (`**`), or null. */
export function firebaseJsonPolicy(firebaseJson: {
  hosting?: { headers?: readonly HeaderRule[] };
}): string | null {
  const rule = firebaseJson.hosting?.headers?.find((candidate) => candidate.source === '**');
  return rule?.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? null;
}

export interface SyncedFiles {
  readonly '.firebaserc': string;
  readonly 'firebase.json': string;
}

/** The two files' texts as deployments.json makes them, from the files as they are in `root`. */
export function syncedFiles(root: string, table: Readonly<Record<string, unknown>>): SyncedFiles {
  const firebasercNow = JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8'));
  const firebaseJsonText = readFileSync(join(root, 'firebase.json'), 'utf8');
  const policy = firebaseJsonPolicy(JSON.parse(firebaseJsonText));
  if (policy === null) throw new Error('firebase.json sends no Content-Security-Policy on "**".');
  const generated = hostingPolicy(policy, table);
  return {
    '.firebaserc': firebasercText(table, firebasercNow),
    'firebase.json': firebaseJsonText.replace(JSON.stringify(policy), () =>
      JSON.stringify(generated),
    ),
  };
}
