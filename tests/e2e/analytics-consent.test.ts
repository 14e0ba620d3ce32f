/**
 * Analytics consent (docs/privacy.md), in Chromium against the emulator suite. The browser tests'
 * build has no measurement id (so no banner and no analytics at all); this file builds the app
 * once more with one (.cache/dist-analytics), serves it with vite preview on another port, and
 * answers the app's own origin (localhost:4173, the only one Checkout returns to) from that
 * build in its browser contexts. Google's servers are never reached: every request to them is
 * recorded and answered with an empty script.
 *
 * Before a choice: the banner shows on the sign-in page, axe-clean and within 360 px, and
 * neither there nor through a paid registration's confirmation does gtag.js load or any request
 * go to Google. Decline: still nothing, also after a reload. "Cookie preferences" in the
 * footer, then Accept: the purchase shown before is not replayed; the next paid registration's
 * confirmation loads gtag.js and sends its purchase.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp } from './support/admin';
import { expectAccessible } from './support/axe';
import { ringShown } from './support/focus-ring';
import { APP_URL, launchBrowser, signIn } from './support/browser';
import { eventually, firestoreDoc } from './support/emulator-rest';
import { cont, fillDetails, RACE_PATH, signUpThroughRace } from './support/registration';
import { waitUntil } from './support/wait-for';

const root = join(import.meta.dirname, '..', '..');
const DIST = join(root, '.cache', 'dist-analytics');
const PORT = 4174;
const MEASUREMENT_ID = 'G-CONSENTE2E';
const GTAG_SRC = `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`;
const GOOGLE =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|analytics\.google)\.com\//;

const run = Date.now().toString(36);
let browser: Browser;
let preview: ChildProcess | null = null;

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

beforeAll(async () => {
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'emulators', '--outDir', DIST, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
      // A production build as the other browser tests get (vitest's NODE_ENV=test would make a
      // development one).
      env: { ...process.env, NODE_ENV: 'production', VITE_GA_MEASUREMENT_ID: MEASUREMENT_ID },
    },
  );
  if (built.status !== 0) throw new Error(`The analytics build failed (exit ${built.status}).`);
  if (await portOpen(PORT)) throw new Error(`Port ${PORT} is taken: stop whatever serves it.`);
  preview = spawn(
    'npx',
    ['vite', 'preview', '--mode', 'emulators', '--outDir', DIST, '--port', String(PORT)],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 30000;
  while (!(await portOpen(PORT))) {
    if (Date.now() > deadline) throw new Error(`vite preview did not answer on port ${PORT}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // A page Playwright answers has no address Chromium can place on the local network, so its
  // local-network checks would refuse the emulators (127.0.0.1) to it: off, for this browser only.
  browser = await launchBrowser([
    '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults',
  ]);
}, 300000);

afterAll(async () => {
  await browser?.close();
  if (preview?.pid) {
    try {
      process.kill(-preview.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
});

interface AnalyticsApp {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Every request that went for Google's analytics servers, in order. */
  readonly google: string[];
  /** Page errors and Content-Security-Policy refusals. */
  readonly errors: string[];
}

/** A fresh context on the analytics build, at `path`. */
async function openAnalyticsApp(path: string, width = 1280): Promise<AnalyticsApp> {
  // No service worker: it would answer the app's requests itself, past the routes below.
  const context = await browser.newContext({
    viewport: { width, height: width < 640 ? 740 : 900 },
    serviceWorkers: 'block',
  });
  await context.route(`${APP_URL}/**`, async (route) => {
    const url = new URL(route.request().url());
    url.port = String(PORT);
    await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
  });
  const google: string[] = [];
  await context.route(GOOGLE, (route) => {
    google.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => {
    // Blocked service workers: Playwright's register() resolves to undefined, which the
    // installed app's update check (register-service-worker.ts) reads; no browser does that.
    if (error.message !== "Cannot read properties of undefined (reading 'waiting')")
      errors.push(error.message);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      errors.push(message.text());
  });
  await page.goto(`${APP_URL}${path}`);
  return { context, page, google, errors };
}

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Cookies and analytics' });

/** What analytics left on the page: gtag.js script elements, window.gtag, the data layer. */
function analyticsOnPage(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { gtag?: unknown; dataLayer?: ArrayLike<unknown>[] };
    return {
      scripts: Array.from(document.scripts)
        .map((s) => s.src)
        .filter((src) => src.includes('google')),
      gtag: typeof w.gtag,
      dataLayer: (w.dataLayer ?? []).map((entry) => JSON.stringify(Array.from(entry))),
    };
  });
}

const NOTHING = { scripts: [], gtag: 'undefined', dataLayer: [] };

/** The purchase key analytics.ts stores once it has handled a confirmation (sent or not). */
function purchaseHandled(page: Page, uid: string, legId: string) {
  return waitUntil(
    page,
    `the purchase of ${legId} handled`,
    () =>
      page.evaluate(
        (key) => window.localStorage.getItem(key) !== null,
        `vc.purchaseTracked.${uid}:${legId}`,
      ),
    true,
  );
}

/** From the registration form to the local checkout's Pay, no team, no gifts, no donation. */
async function payFor(page: Page, legName: RegExp, legPath: string) {
  await fillDetails(page, legName);
  await page.getByLabel('No team').check();
  await cont(page);
  await page.getByLabel('Gift code').waitFor();
  await cont(page);
  await page.getByRole('button', { name: 'Continue without Donation' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/localCheckout'), { timeout: 30000 });
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(
    (url) =>
      url.pathname === `${RACE_PATH}/confirmation` && url.searchParams.get('race') === legPath,
  );
  // The local checkout's 303 back to the app lands on a blank page when Playwright answers
  // that redirected request (seen here: no text at all); opened again, it is the app's page.
  await page.goto(page.url());
  // The confirmation waits for the webhook's provisioning, slow on a loaded machine.
  await page
    .getByRole('heading', { name: 'Casey, You are In!' })
    .waitFor({ timeout: 90000 })
    .catch(async (error: unknown) => {
      throw new Error(
        `The confirmation did not show at ${page.url()}: ${await page.locator('body').innerText()}`,
        { cause: error },
      );
    });
}

describe('before any choice', () => {
  it('the sign-in page shows the banner (axe-clean, within 360 px) and loads nothing of analytics', async () => {
    const { page, context, google, errors } = await openAnalyticsApp('/signin', 360);
    const banner = bannerOf(page);
    await banner.waitFor();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    const box = await banner.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBeLessThanOrEqual(360);
    for (const name of ['Accept', 'Decline']) {
      const button = banner.getByRole('button', { name, exact: true });
      const b = await button.boundingBox();
      expect(b!.x + b!.width, name).toBeLessThanOrEqual(360);
      expect(b!.y + b!.height, name).toBeLessThanOrEqual(740);
    }
    // Not modal: the page under it still works (the form takes typing).
    await page.getByLabel('Email').fill('someone@example.test');
    // Keyboard: back to Accept with Shift+Tab, Tab, and it shows a visible focus ring.
    await banner.getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await waitUntil(
      page,
      'the focus on Accept',
      () =>
        banner
          .getByRole('button', { name: 'Accept' })
          .evaluate((el) => el === document.activeElement),
      true,
    );
    expect(await banner.getByRole('button', { name: 'Accept' }).evaluate(ringShown)).toBe(true);
    await expectAccessible(page, 'the consent banner on the sign-in page at 360 px');

    await page.waitForLoadState('networkidle');
    expect(google).toEqual([]);
    expect(await analyticsOnPage(page)).toEqual(NOTHING);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a new participant', () => {
  it(
    'pays with no choice made: nothing; declines: nothing; accepts from the footer: the next purchase only',
    { timeout: 300000 },
    async () => {
      const email = `e2e-consent-${run}@example.test`;
      const { page, context, google, errors } = await openAnalyticsApp(RACE_PATH);
      await signUpThroughRace(page, email);
      await bannerOf(page).waitFor();
      await payFor(page, /^250 km Leg/, 'tbcr25_250km');
      const uid = (await getAuth(adminApp()).getUserByEmail(email)).uid;

      // The confirmation handled its purchase, unsent: no choice yet.
      await purchaseHandled(page, uid, 'price_tbcr25_250km');
      await bannerOf(page).waitFor();
      expect(google).toEqual([]);
      expect(await analyticsOnPage(page)).toEqual(NOTHING);

      // Decline: the banner goes, and stays away after a reload; still nothing.
      await bannerOf(page).getByRole('button', { name: 'Decline' }).click();
      await bannerOf(page).waitFor({ state: 'detached' });
      // (Not 'networkidle': the confirmation's live Firestore listeners keep the network busy.)
      await page.reload();
      await page.getByRole('heading', { name: 'Casey, You are In!' }).waitFor();
      expect(await bannerOf(page).count()).toBe(0);
      expect(google).toEqual([]);
      expect(await analyticsOnPage(page)).toEqual(NOTHING);

      // Home, the footer's "Cookie preferences": the banner again, with the focus; Accept.
      await page.goto(`${APP_URL}/`);
      const preferences = page.getByRole('button', { name: 'Cookie preferences' });
      await preferences.click();
      await bannerOf(page).waitFor();
      await waitUntil(
        page,
        'the focus inside the banner',
        () => bannerOf(page).evaluate((el) => el.contains(document.activeElement)),
        true,
      );
      await expectAccessible(page, 'the consent banner reopened from the footer');
      await bannerOf(page).getByRole('button', { name: 'Accept' }).click();
      await bannerOf(page).waitFor({ state: 'detached' });
      await waitUntil(
        page,
        'the focus back on the footer link',
        () => preferences.evaluate((el) => el === document.activeElement),
        true,
      );
      expect(google).toEqual([]);

      // The purchase shown before consent is not replayed, even on its own confirmation.
      await page.goto(`${APP_URL}${RACE_PATH}/confirmation?race=tbcr25_250km`);
      await page.getByRole('heading', { name: 'Casey, You are In!' }).waitFor();
      expect(google).toEqual([]);
      expect(await analyticsOnPage(page)).toEqual(NOTHING);

      // The next paid registration: gtag.js loads and counts it, once.
      await page.goto(`${APP_URL}${RACE_PATH}`);
      await page.getByRole('heading', { name: 'The Big Canada Run 2025' }).waitFor();
      await page.getByLabel('Phone number').fill('');
      await payFor(page, /^1,000 km Leg/, 'tbcr25_1000km');
      await waitUntil(page, 'the requests to Google', async () => google, [GTAG_SRC]);
      const after = await analyticsOnPage(page);
      expect(after.scripts).toEqual([GTAG_SRC]);
      expect(after.gtag).toBe('function');
      const purchases = after.dataLayer.filter((entry) => entry.startsWith('["event","purchase"'));
      expect(purchases).toEqual([
        JSON.stringify([
          'event',
          'purchase',
          { value: 71, currency: 'CAD', transaction_id: `${uid}:price_tbcr25_1000km` },
        ]),
      ]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

/** users/{uid}.analyticsConsent's choice as the emulator has it (not the browser's cache). */
async function profileChoice(uid: string): Promise<string | null> {
  const fields = await firestoreDoc(`users/${uid}`);
  const consent = fields?.analyticsConsent?.mapValue as
    { fields?: Record<string, { stringValue?: string }> } | undefined;
  return consent?.fields?.choice?.stringValue ?? null;
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${APP_URL}/signin`);
}

describe('a shared computer', () => {
  it("one participant's choice is hers: the next one signing in on the same browser is asked for her own", async () => {
    const { page, context, google, errors } = await openAnalyticsApp('/signin');
    await signIn(page, 'runner@demo.test');
    await page.waitForURL(`${APP_URL}/`);
    await bannerOf(page).getByRole('button', { name: 'Accept' }).click();
    await bannerOf(page).waitFor({ state: 'detached' });

    await logout(page);
    await signIn(page, 'teammate@demo.test');
    await page.waitForURL(`${APP_URL}/`);
    // Asked: the previous participant's Accept is not hers.
    await bannerOf(page).getByRole('button', { name: 'Decline' }).click();
    await bannerOf(page).waitFor({ state: 'detached' });

    // Each choice is on its owner's profile, where her next sign-in anywhere reads it.
    await eventually(async () =>
      (await profileChoice('demo-teammate')) === 'declined' ? true : null,
    );
    expect(await profileChoice('demo-runner')).toBe('accepted');
    expect(google).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
