/**
 * Whether the type check's build info predates an install (docs/toolchain.md, "Type checking").
 * `tsc -b` rechecks a project only when one of its source files changed: a check run before
 * functions/ had its node_modules recorded "Cannot find module 'firebase-functions'", and kept
 * reporting it after the install, until .cache/tsbuildinfo/ was deleted by hand. Node built-ins
 * only.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The files npm rewrites on each install of the root and of functions/. */
export const INSTALL_MARKERS = [
  'node_modules/.package-lock.json',
  'functions/node_modules/.package-lock.json',
];

const mtimeOf = (file) => (existsSync(file) ? statSync(file).mtimeMs : null);

/**
 * True when a `.tsbuildinfo` in `buildInfoDir` is older than one of the install markers (paths
 * under `root`): the build info describes modules as they were before that install.
 */
export function buildInfoPredatesInstall(root, buildInfoDir, markers = INSTALL_MARKERS) {
  if (!existsSync(buildInfoDir)) return false;
  const infos = readdirSync(buildInfoDir)
    .filter((name) => name.endsWith('.tsbuildinfo'))
    .map((name) => statSync(join(buildInfoDir, name)).mtimeMs);
  if (infos.length === 0) return false;
  const oldest = Math.min(...infos);
  return markers.some((marker) => {
    const installed = mtimeOf(join(root, marker));
    return installed !== null && installed > oldest;
  });
}
