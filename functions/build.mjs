/**
 * Builds a functions bundle: `node build.mjs production|emulator [--outfile=path]`
 * (bundle-options.mjs), naming the release of the repository it is built in.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { releaseName } from '../scripts/lib/release.mjs';
import { BUNDLES, bundleOptions } from './bundle-options.mjs';

const [bundle, ...rest] = process.argv.slice(2);
if (!Object.hasOwn(BUNDLES, bundle)) {
  console.error(`Usage: node build.mjs ${Object.keys(BUNDLES).join('|')} [--outfile=path]`);
  process.exit(2);
}
const outfile = rest.find((arg) => arg.startsWith('--outfile='))?.slice('--outfile='.length);
await build(bundleOptions(bundle, releaseName(join(import.meta.dirname, '..')), outfile));
