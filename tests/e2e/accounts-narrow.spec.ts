/**
 * Issue 3 at phone width (360 px): the race's mobile checkout background and banner, the
 * default background tiled at 620 px, no horizontal scrolling, and a one-column home grid.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, openApp, signIn } from './support/browser';
import { containing, waitForEvaluated } from './support/wait-for';

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

test.describe('at 360 px', () => {
  test("shows the race's mobile background and banner on its sign-in, fits the width, and the home grid has one column", async () => {
    const { page, context } = await openApp(browser, '/register/ride2025/signin', 360);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByTestId('checkout-banner').waitFor();
    // The race's background comes with the race's document, after the screen.
    await waitForEvaluated(
      page.getByTestId('auth-screen'),
      (el) => getComputedStyle(el).backgroundImage,
      containing('ride2025-checkout-bg-mobile.svg'),
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await signIn(page);
    await page.waitForURL(`${APP_URL}/`);
    await page.getByTestId('race-card-ccc_c_156km').waitFor();
    const lefts = await page
      .locator('[data-testid^="race-card-"]')
      .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await context.close();
  });

  test('uses the default background, tiled at 620 px, on the plain sign-in', async () => {
    const { page, context } = await openApp(browser, '/signin', 360);
    const style = await page.getByTestId('auth-screen').evaluate((el) => {
      const computed = getComputedStyle(el);
      return {
        image: computed.backgroundImage,
        size: computed.backgroundSize,
        repeat: computed.backgroundRepeat,
      };
    });
    expect(style.image).toContain('/images/checkout-background-default.svg');
    expect(style.size).toMatch(/^620px( auto)?$/);
    expect(style.repeat).toBe('repeat');
    await context.close();
  });
});
