/**
 * The race progress page (docs/product.md §P2, Leaderboard and Map widget) as the demo runner, in
 * Chromium on the emulator suite with the seeded demo data: the link, the fallback route view
 * and its message (Google Maps cannot load here), the tabs, her own row with aria-current, the
 * floating copy when her row is scrolled away, and the redirect for a race that is not hers.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, signedInAt } from './support/browser';
import { containing, waitForAttribute, waitForCount, waitForText } from './support/wait-for';
import { expectAccessible } from './support/axe';

let browser: Browser;
const RACE = 'tbcr25_1000km';

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

async function openLeaderboard(width: number, height?: number) {
  const app = await signedInAt(browser, `/leaderboard/${RACE}`, { width, height });
  await app.page.locator('#standings-list li').first().waitFor();
  return app;
}

const floating = (page: Page) => page.getByTestId('floating-own-row');

test.describe('the leaderboard page', () => {
  test('shows the link, the route without Google Maps, the tabs and her own row', async () => {
    const { page, context, errors } = await openLeaderboard(1280);
    const link = page.getByRole('link', {
      name: 'To post a new activity go to My Challenge Dashboard',
    });
    await waitForAttribute(link, 'href', `/dashboard/${RACE}`);

    await page.getByText('Map cannot be loaded right now, sorry.').waitFor();
    // The route can be drawn before her own row is in ('Your position is not known yet.'): wait for her position.
    const map = page.getByRole('img', { name: /^Route map of / });
    await waitForAttribute(
      map,
      'aria-label',
      /You are at \d+\.\d\d Km of 1000\.00 Km \(\d+\.\d\d%\)\./,
    );

    // Her row (44th of 62) is below the first screen: the copy waits at the bottom; 'Show me' scrolls to it.
    await page.locator('[data-testid="floating-own-row"][data-place="bottom"]').waitFor();
    await floating(page).getByRole('button', { name: 'Show me' }).click();
    const own = page.locator('li[aria-current="true"]');
    await waitForCount(own, 1);
    await waitForText(own, containing('Avery Tremblay'));
    await waitForAttribute(own, 'class', containing('standing-row--own'));
    // Teammates (Maple Striders) are highlighted too.
    await page.locator('#standings-list li.standing-row--teammate').first().waitFor();
    await expectAccessible(page, 'the leaderboard with the map fallback and her row shown');

    for (const name of ['Last 7 Days', 'Today', 'Total']) {
      const tab = page.getByRole('tab', { name });
      await tab.click();
      await page
        .locator(
          `#tab-${name === 'Total' ? 'total' : name === 'Today' ? 'today' : 'week'}[aria-selected="true"]`,
        )
        .waitFor();
      // A window tab may need the whole list first: wait for its rows.
      await page.locator('#standings-list li').first().waitFor();
    }
    // Keyboard: arrows move between tabs.
    await page.getByRole('tab', { name: 'Total' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.locator('#tab-week[aria-selected="true"]').waitFor();

    await page.getByRole('heading', { name: 'Teams' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('floats a copy of her row at the bottom or the top while the real row is out of view', async () => {
    const { page, context } = await openLeaderboard(360, 640);
    // Below the view at first: the copy is pinned to the bottom.
    await page.locator('[data-testid="floating-own-row"][data-place="bottom"]').waitFor();
    await waitForText(floating(page), containing('Avery Tremblay'));
    await expectAccessible(page, 'the leaderboard with the floating row');

    // 'Show me' brings the real row into view: the copy hides.
    await floating(page).getByRole('button', { name: 'Show me' }).click();
    const own = page.locator('li[aria-current="true"]');
    await own.waitFor();
    await page
      .waitForFunction(() => !document.querySelector('[data-testid="floating-own-row"]'), null, {
        timeout: 30_000,
      })
      .catch(async (error: Error) => {
        // Where her row and the view were when the copy stayed: the next look starts from there.
        const view = await page.evaluate(() => {
          const row = document.querySelector('li[aria-current="true"]')?.getBoundingClientRect();
          return {
            scrollY: window.scrollY,
            innerHeight: window.innerHeight,
            rowTop: row?.top,
            rowHeight: row?.height,
            listTop: document.getElementById('standings-list')?.getBoundingClientRect().top,
            place: document
              .querySelector('[data-testid="floating-own-row"]')
              ?.getAttribute('data-place'),
          };
        });
        throw new Error(`${error.message}\nthe view: ${JSON.stringify(view)}`);
      });

    // Scrolled past it: the row is above the view, the copy is pinned to the top.
    const ownTop = await own.evaluate((row) => row.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y + 700), ownTop);
    await page.locator('[data-testid="floating-own-row"][data-place="top"]').waitFor();

    // Back to the page top: below again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('[data-testid="floating-own-row"][data-place="bottom"]').waitFor();
    // Nothing overflows the 360 px phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await context.close();
  });

  test('sends her home (replace) from a race that is not hers', async () => {
    const app = await signedInAt(browser, '/leaderboard/ride25_500km');
    await app.page.waitForURL(`${APP_URL}/`);
    await app.context.close();
  });
});
