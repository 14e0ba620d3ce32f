/**
 * The release a build names for Sentry (docs/error-reporting.md): the browser's (vite.config.ts)
 * and the functions' (functions/bundle-options.mjs) are the same, so an error of either side is
 * found under the commit that was deployed. Node built-ins only.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * SENTRY_RELEASE when set (a CI that builds elsewhere than its checkout), else the commit, else
 * (a copy outside git) the package's name and version, which at least says what was built.
 */
export function pickRelease({ override, commit, name, version }) {
  if (override?.trim()) return override.trim();
  if (commit && /^[0-9a-f]{40}$/.test(commit.trim())) return commit.trim();
  return `${name}@${version}`;
}

function headCommit(root) {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/** The release for the repository at `root`. */
export function releaseName(root, env = process.env) {
  const { name, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return pickRelease({ override: env.SENTRY_RELEASE, commit: headCommit(root), name, version });
}
