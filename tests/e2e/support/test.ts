/**
 * The browser tests' `test`: Playwright's, with Chromium launched once per worker (the
 * `browser` fixture, playwright.config.ts) and every context a test opened closed after it,
 * passed or failed, so a failure leaves nothing running into the next test of the worker; a
 * warm tab of a passed test is emptied and kept for the next one instead (support/warm-tabs.ts).
 */
import { test as base } from '@playwright/test';
import { giveBackAll, isPooled, lentNow } from './warm-tabs';

export { expect } from '@playwright/test';

export const test = base.extend<{ closeContexts: void }>({
  closeContexts: [
    async ({ browser }, use, testInfo) => {
      const before = new Set(browser.contexts());
      const lent = lentNow();
      await use();
      // Its warm tabs kept for the next test only when it passed (support/warm-tabs.ts).
      await giveBackAll(lent, testInfo.status === 'passed');
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context) && !isPooled(context))
          .map((context) => context.close().catch(() => undefined)),
      );
    },
    { auto: true },
  ],
});
