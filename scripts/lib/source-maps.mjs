/**
 * Source maps are built but never served (docs/error-reporting.md): Vite writes them "hidden"
 * (no sourceMappingURL comment), and once the build is written every .map leaves dist/, which
 * Firebase Hosting serves whole, for .cache/sourcemaps/<release>/, where
 * `npm run sentry:upload-sourcemaps` finds them with a copy of the file each one maps and the
 * release's name. Node built-ins only.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Where the upload step looks, under the repository. */
export const SOURCE_MAPS_DIR = join('.cache', 'sourcemaps');
/** The file beside the maps that names their release. */
export const RELEASE_FILE = 'release.txt';

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path, base) : [relative(base, path)];
  });
}

/** The built files (.js, .mjs, .css) that still point at a map: none may, once hidden. */
export function filesNamingASourceMap(distDir) {
  return filesUnder(distDir).filter(
    (file) =>
      /\.(m?js|css)$/.test(file) &&
      /[#@] sourceMappingURL=/.test(readFileSync(join(distDir, file), 'utf8')),
  );
}

/**
 * Moves every .map of `distDir` into `uploadRoot`/<release folder>/ (same relative paths, with a
 * copy of the file it maps and release.txt); `uploadRoot` keeps this release only. Returns the
 * moved maps. Throws when a built file still names a map (it would be fetched, and 404).
 */
export function moveSourceMaps(distDir, uploadRoot, release) {
  const naming = filesNamingASourceMap(distDir);
  if (naming.length > 0)
    throw new Error(
      `Built files still name a source map (build.sourcemap must be 'hidden'): ${naming.join(', ')}`,
    );
  rmSync(uploadRoot, { recursive: true, force: true });
  const target = join(uploadRoot, encodeURIComponent(release));
  const maps = filesUnder(distDir).filter((file) => file.endsWith('.map'));
  for (const map of maps) {
    mkdirSync(dirname(join(target, map)), { recursive: true });
    renameSync(join(distDir, map), join(target, map));
    const mapped = map.slice(0, -'.map'.length);
    if (existsSync(join(distDir, mapped)))
      copyFileSync(join(distDir, mapped), join(target, mapped));
  }
  mkdirSync(target, { recursive: true });
  writeFileSync(join(target, RELEASE_FILE), `${release}\n`);
  return maps;
}
