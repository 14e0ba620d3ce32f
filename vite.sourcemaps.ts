/**
 * Keeps the source maps out of what hosting serves (scripts/lib/source-maps.mjs;
 * docs/error-reporting.md): after the build, the service worker included, every .map of dist/
 * moves to .cache/sourcemaps/<release>/ for the Sentry upload.
 */
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { moveSourceMaps, SOURCE_MAPS_DIR } from './scripts/lib/source-maps.mjs';

export function sourceMapsOutOfDist(root: string, release: string): Plugin {
  let outDir = '';
  return {
    name: 'source-maps-out-of-dist',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After vite-plugin-pwa's own closeBundle (it writes sw.js): sequential, and later in the list.
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        moveSourceMaps(outDir, join(root, SOURCE_MAPS_DIR), release);
      },
    },
  };
}
