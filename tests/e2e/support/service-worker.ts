/** The installed app's service worker (vite.pwa.ts) as the browser tests see it. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const DIST = join(import.meta.dirname, '..', '..', '..', 'dist');

/**
 * Waits until the page's worker is active: it registers after the page has loaded, and a
 * worker becomes active only once its install (the whole precache) has succeeded.
 */
export async function serviceWorkerActive(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
}

/** Whether the page is served by a worker (opened after the worker became active). */
export function isControlled(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

/**
 * Serves the worker of a next build in place of dist/sw.js until the returned restore is called:
 * the built sw.js with another revision of index.html in its precache manifest, which is what a
 * new deploy changes. The preview server reads files at each request, as hosting serves sw.js
 * no-cache; byte-different, so the browser installs it.
 */
export function serveNextBuildWorker(): () => void {
  const file = join(DIST, 'sw.js');
  const current = readFileSync(file, 'utf8');
  const next = current.replace(
    /(\{url:"index\.html",revision:")([0-9a-f]+)(")/,
    (_, head: string, revision: string, tail: string) =>
      `${head}${revision.split('').reverse().join('')}${tail}`,
  );
  if (next === current) throw new Error('dist/sw.js has no index.html in its precache manifest.');
  writeFileSync(file, next);
  return () => writeFileSync(file, current);
}

/** Asks the browser to look for a new worker now (as it does on a navigation or once a day). */
export async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) throw new Error('No service worker registration.');
    await registration.update();
  });
}
