/**
 * The medal selection page in Chromium against the emulator suite with the seed data (docs/product.md
 * §P2 Medal selection page, §P4 Medal tile, §P9): the visitor redirect keeping the query, the demo
 * runner's tiles (C owned, A and N with START), expand and collapse by mouse and keyboard, the
 * catalogue prices, the spots left, at 360 px.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, openApp, signedInAt } from './support/browser';
import { containing, waitForAttribute, waitForText, waitUntil } from './support/wait-for';
import { expectAccessible } from './support/axe';

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

test.describe('medal selection page', () => {
  test('sends a visitor to createaccount with the query string kept', async () => {
    const { page, context } = await openApp(
      browser,
      '/register/CelebrateCanada?utm_source=newsletter&promo_code=RUNCANADA',
    );
    await page.waitForURL(
      `${APP_URL}/register/CelebrateCanada/createaccount?utm_source=newsletter&promo_code=RUNCANADA`,
    );
    await context.close();
  });

  test('shows the headline, spots left, the medal images and the tiles with START where not owned; a click expands, a second collapses', async () => {
    const { page, context, errors } = await signedInAt(browser, '/register/CelebrateCanada', {
      width: 360,
    });
    await page.getByRole('heading', { name: 'Build Your Canada Medal Collection' }).waitFor();
    await page.getByTestId('medal-tiles').waitFor();
    await waitForText(page.getByTestId('spots-left'), 'ONLY 137 SPOTS LEFT');
    const images = page.getByTestId('medal-images').locator('img');
    expect(
      await images.evaluateAll((imgs) =>
        imgs.map((i) => [i.getAttribute('alt'), i.closest('a,button') === null]),
      ),
    ).toEqual([
      ['The C medal', true],
      ['The A medal', true],
      ['The N medal', true],
    ]);
    // START marks a medal she does not own: known once her registrations are read.
    const badge = (letter: string) =>
      page.getByTestId(`medal-tile-${letter}`).getByTestId('start-badge').count();
    await waitUntil(
      page,
      'the START badges of C, A and N',
      async () => [await badge('C'), await badge('A'), await badge('N')],
      [0, 1, 1],
    );
    await waitForText(page.getByTestId('medal-tile-A'), containing('157 km'));

    const tileA = page.getByTestId('medal-tile-A').getByRole('button');
    await tileA.click();
    const details = page.getByTestId('medal-tile-A').getByTestId('medal-details');
    await details.waitFor();
    await waitForAttribute(tileA, 'aria-expanded', 'true');
    await expectAccessible(page, 'the medal page with a tile open');
    await waitForAttribute(
      details.getByRole('link', { name: 'Register Now' }),
      'href',
      '/register/celebratecanada-a1',
    );
    await waitForText(
      details.getByTestId('medal-prices'),
      /^Early Bird \$79 until [A-Z][a-z]+ \d{1,2}(st|nd|rd|th), regular \$99$/,
    );
    await tileA.click();
    await details.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // Keyboard alone: Space opens N, Enter closes it; Register Now of C is a plain link to its registration.
    const tileN = page.getByTestId('medal-tile-N').getByRole('button');
    await tileN.focus();
    await page.keyboard.press('Space');
    await page.getByTestId('medal-tile-N').getByTestId('medal-details').waitFor();
    await page.keyboard.press('Enter');
    await page
      .getByTestId('medal-tile-N')
      .getByTestId('medal-details')
      .waitFor({ state: 'detached' });
    await page.getByTestId('medal-tile-C').getByRole('button').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await waitUntil(
      page,
      'the focused link',
      () => page.evaluate(() => document.activeElement?.getAttribute('href')),
      '/register/celebratecanada-c',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
