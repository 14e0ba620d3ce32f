/**
 * Issue 2: the app shell on the emulator suite, in Chromium. A visitor is sent to
 * /createaccount (query kept); the demo participant signs in through the Auth emulator
 * and sees the signed-in shell (header colour, user menu, footer); route redirects.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, DEMO_EMAIL, DEMO_PASSWORD, openApp, signedInAt, signIn } from './support/browser';
import { waitForAttribute, waitForEvaluated, waitUntil } from './support/wait-for';
import { expectAccessible } from './support/axe';

let browser: Browser;

/** Every fetch matching `pattern` fails as with no signal, until the returned call brings it back. */
async function noSignalFor(page: Page, pattern: string): Promise<() => void> {
  let online = false;
  await page.route(pattern, (route) =>
    online ? route.continue() : route.abort('internetdisconnected'),
  );
  return () => {
    online = true;
  };
}

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

/** A largest-contentful-paint entry as the page recorded it. */
interface LargestPaint {
  readonly url: string;
  readonly size: number;
}

test.describe('the first paint', () => {
  test("is the logo, before any script has run, and stays the sign-in page's largest paint", async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // The app's entry held back: what the page shows then is index.html and its stylesheet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const paints: { url: string; size: number }[] = [];
      Object.assign(window, { largestPaints: paints });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LargestContentfulPaint[])
          paints.push({ url: entry.url, size: entry.size });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const largestPaints = () =>
      page.evaluate(() => (window as unknown as { largestPaints: LargestPaint[] }).largestPaints);
    await page.goto(`${APP_URL}/signin`, { waitUntil: 'commit' });
    const isSplash = (paint: LargestPaint | undefined) =>
      paint?.url.startsWith('data:image/svg+xml,') === true;
    await waitUntil(page, 'the largest paints', largestPaints, (paints) => paints.some(isSplash));
    expect(await page.locator('#root form').count()).toBe(0);

    release();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(await page.locator('.startup-splash').count()).toBe(0);
    // Nothing the app drew afterwards was larger: the page's largest paint is still the logo.
    expect(isSplash((await largestPaints()).at(-1))).toBe(true);
    await context.close();
  });
});

test.describe('visitor', () => {
  test('sees the sign-in form before Auth has loaded, and signs in once it has', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Firebase app and Auth held back: the form must not need them to show (lib/auth-load.ts).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const authRequested = new Promise<void>((resolve) => {
      void page.route('**/assets/firebase-app-*.js', async (route) => {
        resolve();
        await held;
        await route.continue();
      });
    });
    await page.goto(`${APP_URL}/signin`);
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await authRequested;
    // A quick Log In waits for Auth rather than failing.
    await page.getByRole('button', { name: 'Log In' }).click();
    release();
    await page.waitForURL(`${APP_URL}/`);
    await page.locator('header.app-header').waitFor();
    await context.close();
  });

  test("is told when Auth's file does not arrive, and signs in once it does", async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // A phone without signal on its first visit: every fetch of Auth's file fails until it is back.
    const signalBack = await noSignalFor(page, '**/assets/firebase-app-*.js');
    await page.goto(`${APP_URL}/signin`);
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'We could not reach the server. Check your connection and try again.' })
      .waitFor();
    // What she typed is still there; the same Log In fetches Auth again and signs her in. A
    // browser that keeps a failed file for the page's life (Debian's Chromium 150) can load it
    // only in a new page: the sign-in page loads again with her e-mail kept, and her password
    // (never kept) is asked once more (lib/kept-load-failure.ts).
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_EMAIL);
    signalBack();
    const signedIn = page
      .waitForURL(`${APP_URL}/`)
      .then(() => 'signed in' as const)
      .catch(() => 'closed' as const);
    // (A page that closes before loading again leaves this waiting: its rejection is not a result.)
    const reloaded = page
      .waitForEvent('load')
      .then(() => 'reloaded' as const)
      .catch(() => 'closed' as const);
    await page.getByRole('button', { name: 'Log In' }).click();
    if ((await Promise.race([signedIn, reloaded])) === 'reloaded') {
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_EMAIL);
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL(`${APP_URL}/`);
    }
    await page.locator('header.app-header').waitFor();
    await context.close();
  });

  test("is told when the app's files do not arrive on a first visit, and sees the page once they do", async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // No signal: the language's catalogue (one of the files the first screen needs) fails to arrive.
    const signalBack = await noSignalFor(page, '**/assets/visitor-*.js');
    await page.goto(`${APP_URL}/signin`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'This page could not be shown. Check your connection and try again.' })
      .waitFor();
    await expectAccessible(page, "the page when the app's files did not arrive");
    signalBack();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await context.close();
  });

  test('is sent from / to /createaccount with the query string kept', async () => {
    const { page, context, errors } = await openApp(browser, '/?utm_source=newsletter');
    await page.waitForURL(`${APP_URL}/createaccount?utm_source=newsletter`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('is sent from an unknown path to /createaccount', async () => {
    const { page, context } = await openApp(browser, '/no/such/page');
    await page.waitForURL(`${APP_URL}/createaccount`);
    await context.close();
  });

  test('is sent from /register without referral_link to home, then to /createaccount', async () => {
    const { page, context } = await openApp(browser, '/register');
    await page.waitForURL(`${APP_URL}/createaccount`);
    await context.close();
  });

  test('follows /register/thebigcanadarun2024 to the 2025 race with the query kept', async () => {
    const { page, context } = await openApp(
      browser,
      '/register/thebigcanadarun2024?promo_code=RUNCANADA',
    );
    await page.waitForURL((url) => url.pathname.startsWith('/register/thebigcanadarun2025'));
    expect(new URL(page.url()).searchParams.get('promo_code')).toBe('RUNCANADA');
    await context.close();
  });

  test('sees the 404 page at /404', async () => {
    const { page, context } = await openApp(browser, '/404');
    await page.getByRole('heading', { name: '404' }).waitFor();
    await expectAccessible(page, 'the 404 page');
    await context.close();
  });
});

test.describe('the demo participant', () => {
  test('signs in through the Auth emulator and sees the signed-in shell', async () => {
    const { page, context, errors } = await signedInAt(browser, '/');
    const header = page.locator('header.app-header');
    await header.waitFor();
    // Dark orange on a local host.
    await waitForAttribute(header, 'data-theme', 'test');
    await expectAccessible(page, 'home, signed in (header, banner, race cards)');
    await waitForEvaluated(header, (el) => getComputedStyle(el).backgroundColor, 'rgb(163, 63, 0)');
    // The logo sits on its own white plate: its red and near-black text keep their contrast.
    await waitForEvaluated(
      header.getByRole('img'),
      (el) => getComputedStyle(el).backgroundColor,
      'rgb(255, 255, 255)',
    );
    // The user menu: the e-mail and its four entries.
    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.locator('.dropdown-menu.show');
    await menu.getByText(DEMO_EMAIL).waitFor();
    for (const entry of ['Go to my homepage', 'Account settings', 'Referral hub', 'Logout']) {
      await menu.getByText(entry, { exact: true }).waitFor();
    }
    await expectAccessible(page, 'the open user menu');
    // Footer: contact, Strava attribution, policy, copyright 2025.
    const footer = page.locator('footer');
    await footer.getByAltText('Powered by Strava').waitFor();
    await footer.getByText('© 2025', { exact: false }).waitFor();
    // The back arrow shows on account, not on home.
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await menu.getByText('Account settings').click();
    await page.waitForURL(`${APP_URL}/account`);
    await page.getByRole('button', { name: 'Back' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('is sent away from /signin once signed in, with the query kept, never shown the form', async () => {
    // No service worker, which would serve Auth's file past the route below.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page);
    await page.waitForURL(`${APP_URL}/`);
    // This device has her session: /signin waits for Auth instead of drawing the form first.
    // Auth is held back until the page shows that it waits, so the form would have every chance.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/firebase-app-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('#root form')) Object.assign(window, { sawForm: true });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${APP_URL}/signin?x=1`);
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    release();
    await page.waitForURL(`${APP_URL}/?x=1`);
    await page.locator('header.app-header').waitFor();
    expect(await page.evaluate(() => 'sawForm' in window)).toBe(false);
    await context.close();
  });

  test("is offered Try again when Auth's file does not arrive, and sees her page once it does", async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page);
    await page.waitForURL(`${APP_URL}/`);
    const signalBack = await noSignalFor(page, '**/assets/firebase-app-*.js');
    await page.goto(`${APP_URL}/account`);
    const failure = page
      .getByRole('alert')
      .filter({ hasText: 'This page could not be shown. Check your connection and try again.' });
    await failure.waitFor();
    // The guard's own Try again, which fetches Auth again (not the error page's reload and link).
    expect(await failure.getByRole('link').count()).toBe(0);
    await expectAccessible(page, "the page when Auth's file did not arrive");
    signalBack();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    expect(await failure.count()).toBe(0);
    await context.close();
  });

  test('works at 360 px wide', async () => {
    const { page, context } = await signedInAt(browser, '/', { width: 360 });
    await page.locator('header.app-header').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
