/**
 * The esbuild options of the two functions bundles (build.mjs): `production`, src/index.ts into
 * lib/index.js (what `firebase deploy` ships), and `emulator`, emulator/index.ts with the local
 * stand-ins into the emulator suite's package (scripts/lib/emulator-functions.mjs). Both name
 * the release they were built from (error-report.ts reads it; docs/error-reporting.md) and target
 * the Node the functions deploy on (docs/node-runtime.md).
 */
import { join } from 'node:path';

const HERE = import.meta.dirname;

export const BUNDLES = {
  production: { entry: 'src/index.ts', outfile: 'lib/index.js' },
  emulator: { entry: 'emulator/index.ts', outfile: '../.cache/emulator-functions/index.js' },
};

export function bundleOptions(bundle, release, outfile = join(HERE, BUNDLES[bundle].outfile)) {
  return {
    entryPoints: [join(HERE, BUNDLES[bundle].entry)],
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    // Packages load from node_modules at run time (Cloud Build installs them from package.json).
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    outfile,
    define: { 'process.env.SENTRY_RELEASE': JSON.stringify(release) },
  };
}
