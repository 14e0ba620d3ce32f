/**
 * Builds a functions bundle: `node build.mjs production|emulator [--outfile=path] [--watch]`
 * (bundle-options.mjs), naming the release of the repository it is built in. With --watch it
 * stays, rebuilding on every save and writing only the files whose content changed: npm start
 * keeps the emulator bundle current this way, and the functions emulator reloads the functions
 * when the bundle changes (docs/testing.md, "The inner loop").
 */
import { context, build } from 'esbuild';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseName } from '../scripts/lib/release.mjs';
import { BUNDLES, bundleOptions } from './bundle-options.mjs';

const [bundle, ...rest] = process.argv.slice(2);
if (!Object.hasOwn(BUNDLES, bundle)) {
  console.error(
    `Usage: node build.mjs ${Object.keys(BUNDLES).join('|')} [--outfile=path] [--watch]`,
  );
  process.exit(2);
}
const outfile = rest.find((arg) => arg.startsWith('--outfile='))?.slice('--outfile='.length);
const options = bundleOptions(bundle, releaseName(join(import.meta.dirname, '..')), outfile);

if (rest.includes('--watch')) {
  const ctx = await context({
    ...options,
    // Written by the plugin below, only when changed: a rewrite of the same bytes would make
    // the functions emulator reload every function for nothing.
    write: false,
    plugins: [writeWhenChanged()],
  });
  await ctx.watch();
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => void ctx.dispose().then(() => process.exit(0)));
} else {
  await build(options);
}

function writeWhenChanged() {
  return {
    name: 'write-when-changed',
    setup(pluginBuild) {
      let started = 0;
      pluginBuild.onStart(() => {
        started = Date.now();
      });
      pluginBuild.onEnd((result) => {
        if (result.errors.length > 0) return;
        const changed = (result.outputFiles ?? []).filter(
          (file) =>
            !existsSync(file.path) || !readFileSync(file.path).equals(Buffer.from(file.contents)),
        );
        for (const file of changed) writeFileSync(file.path, file.contents);
        if (changed.some((file) => file.path.endsWith('.js')))
          console.log(
            `functions bundle rebuilt in ${Date.now() - started} ms: the emulator reloads it`,
          );
      });
    },
  };
}
