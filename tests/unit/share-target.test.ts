// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pwaOptions } from '../../vite.pwa';
import {
  SHARE_TARGET_PATH,
  SHARED_FILE_CACHE,
  SHARED_FILE_URL,
} from '../../src/lib/shared-activity-file';

const WORKER = readFileSync(new URL('../../public/share-target-sw.js', import.meta.url), 'utf8');
const constant = (name: string) => new RegExp(`const ${name} = '([^']*)';`).exec(WORKER)?.[1];

describe('the share target', () => {
  it("names the worker's cache and addresses as the app does", () => {
    expect(constant('SHARED_FILE_CACHE')).toBe(SHARED_FILE_CACHE);
    expect(constant('SHARED_FILE_URL')).toBe(SHARED_FILE_URL);
    expect(constant('SHARE_TARGET_PATH')).toBe(SHARE_TARGET_PATH);
  });

  it('is in the manifest as a POST of files to that path, and the worker imports its handler', () => {
    const manifest = pwaOptions.manifest as { share_target?: Record<string, unknown> };
    expect(manifest.share_target).toMatchObject({
      action: SHARE_TARGET_PATH,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { files: [{ name: 'file' }] },
    });
    expect(pwaOptions.workbox?.importScripts).toContain('/share-target-sw.js');
  });
});
