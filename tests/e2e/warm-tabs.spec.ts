/**
 * The warm tabs the browser tests share (support/warm-tabs.ts, docs/testing.md "Warm tabs"): the
 * next test gets the same tab, and nothing the test before left in it: no stored data of any
 * kind, no cookie, no route, no init script, not offline, the viewport it asked for.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, openApp } from './support/browser';
import { isPooled } from './support/warm-tabs';

const WIDTH = 1111;
const ROUTED = `${APP_URL}/manifest.webmanifest`;
let first: BrowserContext | undefined;

test.describe('a warm tab', () => {
  test('leaves a test with everything a page can keep', async ({ browser }) => {
    const { context, page } = await openApp(browser, '/signin', WIDTH);
    first = context;
    expect(isPooled(context)).toBe(true);
    await context.addCookies([{ name: 'left', value: '1', url: APP_URL }]);
    await context.route(ROUTED, (route) => route.fulfill({ body: 'routed' }));
    await context.addInitScript(() => {
      (window as unknown as { leftScript: boolean }).leftScript = true;
    });
    await page.evaluate(async () => {
      localStorage.setItem('left', '1');
      sessionStorage.setItem('left', '1');
      await caches.open('left');
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('left-db');
        open.onupgradeneeded = () => open.result.createObjectStore('rows');
        open.onsuccess = () => {
          open.result.close();
          resolve();
        };
        open.onerror = () => reject(open.error);
      });
    });
    await page.setViewportSize({ width: 500, height: 500 });
    await context.grantPermissions(['clipboard-read'], { origin: APP_URL });
    await context.setOffline(true);
    await context.close();
  });

  test('comes to the next test emptied', async ({ browser }) => {
    const { context, page } = await openApp(browser, '/signin', WIDTH);
    expect(context).toBe(first);
    const left = await page.evaluate(async (routed) => {
      const databases = await indexedDB.databases();
      const manifest = await fetch(routed).then((response) => response.text());
      const clipboard = await navigator.permissions.query({
        name: 'clipboard-read' as PermissionName,
      });
      return {
        local: localStorage.getItem('left'),
        session: sessionStorage.getItem('left'),
        cookie: document.cookie.includes('left='),
        database: databases.some((db) => db.name === 'left-db'),
        cache: (await caches.keys()).includes('left'),
        routed: manifest === 'routed',
        script: 'leftScript' in window,
        online: navigator.onLine,
        width: window.innerWidth,
        clipboard: clipboard.state,
      };
    }, ROUTED);
    expect(left).toEqual({
      local: null,
      session: null,
      cookie: false,
      database: false,
      cache: false,
      routed: false,
      script: false,
      online: true,
      width: WIDTH,
      clipboard: 'prompt',
    });
    await context.close();
  });
});
