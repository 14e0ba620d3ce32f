// @vitest-environment node
import { once } from 'node:events';
import { mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_CACHE_DIR, useCompileCache, warmFunctionsCompileCache } from './compile-cache.mjs';

const root = join(import.meta.dirname, '..', '..');

describe('useCompileCache', () => {
  it('points Node at the repository cache folder', () => {
    const env = {};
    expect(useCompileCache('/repo', env)).toBe(join('/repo', COMPILE_CACHE_DIR));
    expect(env.NODE_COMPILE_CACHE).toBe(join('/repo', COMPILE_CACHE_DIR));
  });

  it('keeps a folder already chosen', () => {
    const env = { NODE_COMPILE_CACHE: '/elsewhere' };
    expect(useCompileCache('/repo', env)).toBe('/elsewhere');
    expect(env.NODE_COMPILE_CACHE).toBe('/elsewhere');
  });

  it('stays off when NODE_DISABLE_COMPILE_CACHE is set', () => {
    const env = { NODE_DISABLE_COMPILE_CACHE: '1' };
    expect(useCompileCache('/repo', env)).toBeNull();
    expect(env.NODE_COMPILE_CACHE).toBeUndefined();
  });
});

describe('warmFunctionsCompileCache', () => {
  it('does nothing without a cache folder', () => {
    expect(warmFunctionsCompileCache(root, process.execPath, tmpdir(), {})).toBeNull();
  });

  it('leaves the runtime, the bundle and the Admin SDK compiled in the cache, and exits 0', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'compile-cache-'));
    const bundle = mkdtempSync(join(tmpdir(), 'bundle-'));
    writeFileSync(join(bundle, 'index.js'), "exports.hello = () => 'hello';\n");
    symlinkSync(join(root, 'functions', 'node_modules'), join(bundle, 'node_modules'), 'dir');
    const child = warmFunctionsCompileCache(root, process.execPath, bundle, {
      ...process.env,
      NODE_COMPILE_CACHE: cache,
      GCLOUD_PROJECT: 'demo-compile-cache',
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    // One entry per module compiled: firebase-tools' runtime, firebase-admin and gRPC are
    // about two thousand; a process killed before its exit would have left none.
    const entries = readdirSync(cache, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(entries.length).toBeGreaterThan(500);
  }, 30_000);
});
