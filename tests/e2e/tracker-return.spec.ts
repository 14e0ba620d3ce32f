/**
 * The tracker return pages in Chromium against the emulator suite (docs/product.md §P2 Tracker return
 * pages, §P4, §P5), signed in as the demo runner (no device linked): every status the browser
 * decides from the provider's answer alone, without calling the server. The full connect round
 * trip (through the local provider stand-in) needs the exchange callables.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, signedInAt, type AppPage } from './support/browser';
import { waitForAttribute, waitForText } from './support/wait-for';
import { expectAccessible } from './support/axe';

let browser: Browser;
let session: AppPage;
/** Calls to any Cloud Function the pages made (none is expected here). */
const functionCalls: string[] = [];

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  session = await signedInAt(browser, '/', { consoleErrors: true });
  session.page.on('request', (request) => {
    if (new URL(request.url()).port === '5001') functionCalls.push(request.url());
  });
});
test.afterAll(async () => {
  await session.context.close();
});

/** The status settles once the user document is read ('Loading...' / 'Connecting...' before): wait for the expected one. */
async function expectStatusAt(page: Page, path: string, expected: string): Promise<void> {
  await page.goto(`${APP_URL}${path}`);
  await waitForText(page.getByTestId('tracker-status'), expected);
}

test.describe('tracker return pages, decided in the browser', () => {
  for (const [path, text] of [
    ['/sconfirm?state=&error=access_denied', 'Denied access!'],
    ['/sconfirm?state=&scope=read,activity:read', '404'],
    ['/sconfirm?state=&code=x&scope=read', 'You must give this app permission in strava'],
  ] as const)
    test(`${path} says ${text}, titled StravaConfirmation, with Go back home`, async () => {
      const { page } = session;
      await expectStatusAt(page, path, text);
      await waitForText(page.getByRole('heading', { level: 1 }), 'StravaConfirmation');
      await expectAccessible(page, `the Strava return page at ${path}`);
      await waitForAttribute(page.getByRole('link', { name: 'Go back' }), 'href', '/');
    });

  test("/garminAuth with Garmin's denial (error=access_denied) says User denied request, with the account page", async () => {
    const { page } = session;
    await expectStatusAt(page, '/garminAuth?error=access_denied&state=t', 'User denied request');
    await waitForAttribute(
      page.getByRole('link', { name: 'Go to my account' }),
      'href',
      '/account',
    );
    await expectAccessible(page, 'the Garmin return page');
  });

  test('/fitbitAuth with a denial says You must allow the app to work with fitbit!', async () => {
    const { page } = session;
    await expectStatusAt(
      page,
      '/fitbitAuth?error=access_denied&error_description=The+user+denied+the+request.',
      'You must allow the app to work with fitbit!',
    );
    await waitForAttribute(page.getByRole('link', { name: 'Go back' }), 'href', '/account');
    await expectAccessible(page, 'the Fitbit return page');
  });

  test('called no Cloud Function, logged no error, and fits 360 px', async () => {
    const { page, errors } = session;
    await page.setViewportSize({ width: 360, height: 740 });
    await expectStatusAt(
      page,
      '/sconfirm?state=&code=x&scope=read',
      'You must give this app permission in strava',
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(functionCalls).toEqual([]);
    expect(errors).toEqual([]);
  });
});
