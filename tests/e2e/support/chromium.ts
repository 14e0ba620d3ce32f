/**
 * Debian's Chromium, as the browser tests launch it (playwright.config.ts): no browser download
 * (`playwright install` cannot reach its servers here), the flags a root, offline machine needs.
 * npm test and `npm run test:e2e` install both packages (scripts/lib/ensure-deps.mjs).
 */
import { execFileSync } from 'node:child_process';

const onPath = (command: string): string | undefined => {
  try {
    return (
      execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined
    );
  } catch {
    return undefined;
  }
};

/**
 * What the browser tests run on: Chromium's headless shell (Debian's chromium-headless-shell), as
 * Playwright's own headless runs do. With no browser window to draw around the page it took a
 * quarter to two fifths less CPU than the full browser over the same tests (docs/testing.md,
 * "The browser"). The full browser where the shell is missing.
 */
export function headlessShellPath(): string {
  return (
    process.env.CHROMIUM_HEADLESS_SHELL_PATH || onPath('chromium-headless-shell') || chromiumPath()
  );
}

/** The full browser: for what the headless shell lacks (notifications, push-notifications.spec.ts). */
export function chromiumPath(): string {
  const found = process.env.CHROMIUM_PATH || onPath('chromium') || onPath('chromium-browser');
  if (found) return found;
  throw new Error(
    'Chromium is missing: npm test installs it (apt-get install chromium), or set CHROMIUM_PATH.',
  );
}

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
