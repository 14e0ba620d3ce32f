// @vitest-environment node
/**
 * .firebaserc and firebase.json's CSP are generated from deployments.json (docs/deploy.md): the
 * committed files are what `npm run deployments:sync` writes, so a deployment added or changed
 * without regenerating them fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OTHER_DEPLOYMENT } from '../../src/contract/test-support/deployment-fixture';
import { firebasercFor } from './firebaserc';
import { directiveSources } from './hosting-csp';
import { firebaseJsonPolicy, syncedFiles } from './sync-files';

const root = join(import.meta.dirname, '..', '..');
const read = (name: string) => readFileSync(join(root, name), 'utf8');
const table = JSON.parse(read('deployments.json'));

describe('the files deployments.json generates', () => {
  it('.firebaserc and firebase.json are up to date (npm run deployments:sync)', () => {
    const files = syncedFiles(root, table);
    expect(read('.firebaserc')).toBe(files['.firebaserc']);
    expect(read('firebase.json')).toBe(files['firebase.json']);
  });

  it("firebase.json's CSP lets the browser call each real deployment's functions and no other", () => {
    const connect = directiveSources(
      firebaseJsonPolicy(JSON.parse(read('firebase.json')))!,
      'connect-src',
    )!;
    expect(connect.filter((source) => source.endsWith('.cloudfunctions.net')).sort()).toEqual([
      'https://us-central1-virtual-challenges-prod.cloudfunctions.net',
      'https://us-central1-virtual-challenges-staging.cloudfunctions.net',
    ]);
  });

  it('a deployment added to the table changes both files', () => {
    const files = syncedFiles(root, { ...table, other: OTHER_DEPLOYMENT });
    expect(JSON.parse(files['.firebaserc']).projects.other).toBe('run-canada-live');
    expect(firebaseJsonPolicy(JSON.parse(files['firebase.json']))).toContain(
      'https://northamerica-northeast1-run-canada-live.cloudfunctions.net',
    );
    expect(firebasercFor(table).projects).toEqual({
      default: 'demo-virtual-challenges',
      staging: 'virtual-challenges-staging',
      production: 'virtual-challenges-prod',
    });
  });
});
