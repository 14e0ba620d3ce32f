/**
 * Tabs kept warm between the browser tests of a worker. A test's page in a new context starts a
 * new renderer process: its memory faulted in page by page, Blink and V8 set up, the app's
 * scripts fetched and compiled again. On these machines (a paravirtualised VM where every page
 * fault and mapping change is costly) that was about 40% of what Chromium spends on a load.
 * Instead, a context `openApp` made for a test is, once the test passed, emptied and kept for
 * the next test that asks for the same context options (docs/testing.md, "Warm tabs"):
 *
 * - its other pages are closed, its tab goes to about:blank (the app's document ends there, as
 *   when a tab closes), the mouse leaves the page;
 * - everything an origin keeps is deleted for every origin the tab visited (cookies, local and
 *   session storage, IndexedDB, Cache Storage, service workers), through DevTools'
 *   `Storage.clearDataForOrigin`, then every cookie of the context;
 * - what a test may have changed on the context or the tab is put back: routes, init scripts,
 *   offline, permissions, the viewport, listeners.
 *
 * What stays is the HTTP cache of the build's hashed files and the renderer process itself,
 * the same tab a participant reloads. A context that failed a test, or whose tab closed, is
 * closed for good, and a test that needs a context of its own (the service worker, a state
 * with cookies) gets a fresh one.
 */
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Disposable,
  Page,
} from '@playwright/test';

/** The context options a warm tab was made with: a tab is reused only for the same ones. */
export type WarmKey = Pick<BrowserContextOptions, 'viewport' | 'timezoneId' | 'locale'>;

interface WarmTab {
  readonly key: string;
  readonly options: WarmKey;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly cdp: CDPSession;
  /** Origins the tab's frames were at: each one's storage is deleted before the next test. */
  readonly origins: Set<string>;
  /** Init scripts the test added (the pool's own stay). */
  readonly disposables: Disposable[];
  /** The context's real close, for when the tab is not kept. */
  readonly closeForGood: () => Promise<void>;
  /** The context's and the page's own addInitScript, before the pool wrapped them. */
  readonly addContextScript: BrowserContext['addInitScript'];
  readonly addPageScript: Page['addInitScript'];
  inUse: boolean;
  /** Set when the test closed the tab's page itself: nothing left to reuse. */
  broken: boolean;
}

/** Idle tabs of each browser (a worker's), by key; at most this many per key. */
const idle = new WeakMap<Browser, Map<string, WarmTab[]>>();
const inUse = new Map<BrowserContext, WarmTab>();
/** Every context the pool holds, lent or idle. */
const pooled = new WeakSet<BrowserContext>();
const MAX_IDLE_PER_KEY = 2;
/** The longest emptying a tab may take before it is closed instead. */
const EMPTY_MS = 15_000;

/**
 * The events a test may listen to on its page or context, all dropped before the next test. Not
 * `close` and `crash`: Playwright's own page and context wait for them.
 */
const PAGE_EVENTS = [
  'console',
  'pageerror',
  'dialog',
  'request',
  'response',
  'requestfailed',
  'requestfinished',
  'popup',
  'load',
  'domcontentloaded',
  'framenavigated',
  'download',
  'filechooser',
  'websocket',
  'worker',
] as const;
const CONTEXT_EVENTS = [
  'page',
  'console',
  'dialog',
  'request',
  'response',
  'requestfailed',
  'requestfinished',
  'serviceworker',
  'weberror',
] as const;

const keyOf = (options: WarmKey): string =>
  JSON.stringify([options.viewport, options.timezoneId ?? null, options.locale ?? null]);

function listenForOrigins(tab: WarmTab): void {
  tab.page.on('framenavigated', (frame) => {
    try {
      const { origin } = new URL(frame.url());
      if (origin.startsWith('http')) tab.origins.add(origin);
    } catch {
      // about:blank and the like: nothing stored.
    }
  });
}

/**
 * The test's own init scripts are remembered to be removed when the tab goes back (the pool's,
 * added before, stay); closing the context hands the tab back instead.
 */
function lend(tab: WarmTab): void {
  tab.inUse = true;
  inUse.set(tab.context, tab);
  type AddScript = (...args: unknown[]) => Promise<Disposable>;
  const remembered =
    (original: AddScript) =>
    async (...args: unknown[]) => {
      const disposable = await original(...args);
      tab.disposables.push(disposable);
      return disposable;
    };
  const context = tab.context as BrowserContext & { addInitScript: AddScript };
  const page = tab.page as Page & { addInitScript: AddScript };
  context.addInitScript = remembered(tab.addContextScript as AddScript);
  page.addInitScript = remembered(tab.addPageScript as AddScript);
  context.close = () => giveBack(tab, true);
}

/**
 * A tab for `options`: an idle one of `browser` made empty before, or a new context with one
 * page, prepared by `prepare` (the pool's own init scripts) before the test sees it.
 */
export async function warmTab(
  browser: Browser,
  options: WarmKey,
  prepare: (context: BrowserContext) => Promise<void>,
): Promise<{ context: BrowserContext; page: Page }> {
  const key = keyOf(options);
  const waiting = idle.get(browser)?.get(key);
  const kept = waiting?.pop();
  if (kept) {
    lend(kept);
    return { context: kept.context, page: kept.page };
  }
  const context = await browser.newContext(options);
  await prepare(context);
  const page = await context.newPage();
  const tab: WarmTab = {
    key,
    options,
    context,
    page,
    cdp: await context.newCDPSession(page),
    origins: new Set(),
    disposables: [],
    closeForGood: context.close.bind(context),
    addContextScript: context.addInitScript.bind(context),
    addPageScript: page.addInitScript.bind(page),
    inUse: false,
    broken: false,
  };
  pooled.add(context);
  page.once('close', () => {
    tab.broken = true;
  });
  listenForOrigins(tab);
  lend(tab);
  return { context, page };
}

/** Whether the pool holds `context` (a test's now, or idle for the next one). */
export const isPooled = (context: BrowserContext): boolean => pooled.has(context);

/** Everything the test left in the tab's context removed (see the module's comment). */
async function empty(tab: WarmTab, step: { name: string }): Promise<void> {
  step.name = 'closing its other pages';
  for (const page of tab.context.pages()) if (page !== tab.page) await page.close();
  for (const event of PAGE_EVENTS) tab.page.removeAllListeners(event);
  for (const event of CONTEXT_EVENTS) tab.context.removeAllListeners(event);
  step.name = 'removing routes';
  await tab.page.unrouteAll({ behavior: 'ignoreErrors' });
  await tab.context.unrouteAll({ behavior: 'ignoreErrors' });
  // A page that asks before it is left (beforeunload) is left anyway, as a closing tab is.
  tab.page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
  step.name = 'leaving for about:blank';
  await tab.page.goto('about:blank', { timeout: EMPTY_MS });
  tab.page.removeAllListeners('dialog');
  step.name = 'deleting what the origins stored';
  // A script the test disposed itself (a session's, support/session-start.ts) is gone already.
  await Promise.all(
    tab.disposables.splice(0).map((script) => script.dispose().catch(() => undefined)),
  );
  for (const origin of tab.origins)
    await tab.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  tab.origins.clear();
  step.name = 'resetting the context';
  await tab.context.clearCookies();
  await tab.context.clearPermissions();
  await tab.context.setOffline(false);
  if (tab.options.viewport) await tab.page.setViewportSize(tab.options.viewport);
  await tab.page.mouse.move(0, 0);
  listenForOrigins(tab);
}

/**
 * Hands `tab` back at the end of its test (or when the test closes its context): emptied and
 * kept when `keep` and it can be, else closed for good.
 */
async function giveBack(tab: WarmTab, keep: boolean): Promise<void> {
  if (!tab.inUse) return;
  tab.inUse = false;
  inUse.delete(tab.context);
  const browser = tab.context.browser();
  const pool = browser ? (idle.get(browser) ?? new Map<string, WarmTab[]>()) : undefined;
  const waiting = pool?.get(tab.key) ?? [];
  const closeForGood = async () => {
    pooled.delete(tab.context);
    await tab.closeForGood().catch(() => undefined);
  };
  if (!keep || tab.broken || !browser || !pool || waiting.length >= MAX_IDLE_PER_KEY) {
    await closeForGood();
    return;
  }
  // Bounded: a tab that cannot be emptied in time is closed instead, and says where it stopped.
  const step = { name: 'starting' };
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      empty(tab, step),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), EMPTY_MS);
      }),
    ]);
  } catch (error) {
    console.warn(`A warm tab was closed instead of kept: ${String(error)} while ${step.name}.`);
    await closeForGood();
    return;
  } finally {
    clearTimeout(timer);
  }
  waiting.push(tab);
  pool.set(tab.key, waiting);
  idle.set(browser, pool);
}

/** The contexts of the warm tabs lent now (a file's `beforeAll` keeps its own across its tests). */
export const lentNow = (): Set<BrowserContext> => new Set(inUse.keys());

/** At a test's end: the warm tabs it took go back (not `before`'s), kept only when it passed. */
export async function giveBackAll(before: Set<BrowserContext>, keep: boolean): Promise<void> {
  await Promise.all(
    [...inUse.values()].filter((tab) => !before.has(tab.context)).map((tab) => giveBack(tab, keep)),
  );
}
