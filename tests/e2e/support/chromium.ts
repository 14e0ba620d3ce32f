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

/**
 * The features Playwright itself enables (its `chromiumSwitches`). Chromium reads only the last
 * `--enable-features` of its command line, so ours repeats them; tests/unit/chromium-args.test.ts
 * fails when Playwright's list changes.
 */
export const PLAYWRIGHT_ENABLED_FEATURES: readonly string[] = [
  'CDPScreenshotNewSurface',
  'SkipListAccountsWithoutGaiaCookies',
];

/**
 * The network service and the compositor (its "GPU" process draws in software here: no GPU) run
 * inside the browser process, and V8 compiles and collects on each page's own thread. With two
 * browsers beside the emulators on two cores, the processes and threads Chromium adds for a
 * desktop's spare cores only pass messages and wait for a core: the same page loads took 5 to 7%
 * less CPU (docs/testing.md, "Fewer processes and threads in the browser"). V8 stops at its
 * baseline compiler (`--max-opt=1`): a test's page lives for seconds, and its optimizing
 * compilers, on the page's own thread here, cost more than the faster code gave back (3 to 4%
 * less CPU over the same loads, axe's checks included).
 */
const FEWER_PROCESSES: readonly string[] = [
  '--in-process-gpu',
  `--enable-features=${[...PLAYWRIGHT_ENABLED_FEATURES, 'NetworkServiceInProcess2'].join(',')}`,
  '--js-flags=--single-threaded --max-opt=1',
];

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  ...FEWER_PROCESSES,
];
