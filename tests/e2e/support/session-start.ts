/**
 * A signed-in session put in place by the page's own first document, instead of Playwright's
 * `storageState` context option. To fill an origin's storage, Playwright opens a page of its own
 * in the new context, at that origin, writes, and closes it: a renderer process more per
 * context, about a third of a CPU-second each here, in most of the browser tests
 * (docs/testing.md, "A session without a page of its own"). The sessions the tests start from
 * are localStorage items of the app's origin (Firebase Auth moves one found there to IndexedDB,
 * lib/firebase-app.ts), which a script run before the page's own scripts can write itself.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContextOptions, Page } from '@playwright/test';

export type SessionState = Exclude<BrowserContextOptions['storageState'], undefined>;

interface StoredState {
  readonly cookies?: readonly unknown[];
  readonly origins?: readonly {
    readonly origin: string;
    readonly localStorage?: readonly { readonly name: string; readonly value: string }[];
    readonly indexedDB?: readonly unknown[];
  }[];
}

/**
 * The localStorage items `state` (a state or its file) gives `origin`, when that is all it
 * holds: no cookie, no IndexedDB, no other origin. Undefined otherwise (Playwright's option then
 * applies it).
 */
export function localStorageOnly(
  state: SessionState,
  origin: string,
): [name: string, value: string][] | undefined {
  const stored = (
    typeof state === 'string' ? JSON.parse(readFileSync(state, 'utf8')) : state
  ) as StoredState;
  if ((stored.cookies ?? []).length > 0) return undefined;
  const origins = stored.origins ?? [];
  if (origins.some((o) => o.origin !== origin || (o.indexedDB ?? []).length > 0)) return undefined;
  return origins.flatMap((o) => (o.localStorage ?? []).map(({ name, value }) => [name, value]));
}

/**
 * Opens `url` in `page` with `items` in its origin's localStorage before any of the page's
 * scripts runs. Only that first document writes them: a reload later, after a sign-out, finds
 * what the app left, as it would with a stored session.
 */
export async function gotoWithSession(
  page: Page,
  url: string,
  items: readonly [string, string][],
): Promise<void> {
  const origin = new URL(url).origin;
  const seeding = await page.addInitScript(
    ({ origin, items }) => {
      if (window.location.origin !== origin) return;
      for (const [name, value] of items) window.localStorage.setItem(name, value);
    },
    { origin, items },
  );
  try {
    await page.goto(url);
  } finally {
    await seeding.dispose();
  }
}
