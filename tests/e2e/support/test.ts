/**
 * The browser tests' `test`: Playwright's, with Chromium launched once per worker (the
 * `browser` fixture, playwright.config.ts) and every context a test opened closed after it,
 * passed or failed, so a failure leaves nothing running into the next test of the worker.
 */
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

export const test = base.extend<{ closeContexts: void }>({
  closeContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close().catch(() => undefined)),
      );
    },
    { auto: true },
  ],
});
