/**
 * Debian's Chromium, as the browser tests launch it (playwright.config.ts): no browser download
 * (`playwright install` cannot reach its servers here), the flags a root, offline machine needs.
 */
import { execFileSync } from 'node:child_process';

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error(
      'Chromium is missing: npm test installs it (apt-get install chromium), or set CHROMIUM_PATH.',
    );
  }
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
