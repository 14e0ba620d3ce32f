// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickRelease, releaseName } from './release.mjs';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const PKG = { name: 'virtual-challenges', version: '0.1.0' };

describe('pickRelease', () => {
  it.each([
    ['SENTRY_RELEASE wins', { override: ' ci-42 ', commit: SHA }, 'ci-42'],
    ['else the commit', { override: '', commit: `${SHA}\n` }, SHA],
    [
      'outside git: the package and its version',
      { override: undefined, commit: undefined },
      'virtual-challenges@0.1.0',
    ],
    [
      'not a commit (git printed something else)',
      { commit: 'fatal: not a git repository' },
      'virtual-challenges@0.1.0',
    ],
  ])('%s', (_, input, release) => {
    expect(pickRelease({ ...PKG, ...input })).toBe(release);
  });
});

describe('releaseName', () => {
  it('is the checked-out commit in this repository', () => {
    expect(releaseName(join(import.meta.dirname, '../..'), {})).toMatch(/^[0-9a-f]{40}$/);
  });

  it('outside git, the package name and version', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-'));
    try {
      writeFileSync(join(dir, 'package.json'), JSON.stringify(PKG));
      expect(releaseName(dir, {})).toBe('virtual-challenges@0.1.0');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
