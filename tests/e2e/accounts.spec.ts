/**
 * Accounts and home, in Chromium against the emulator suite with the seed data.
 * Sign-up, sign-in errors, password reset (both outcomes), the visitor/signed-in redirects,
 * the demo participant's home and logout. The phone width is in accounts-narrow.test.ts.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { AUTH_MESSAGES } from '../../src/features/auth/auth-errors';
import { RESET_USER_NOT_FOUND } from '../../src/features/auth/reset-errors';
import { APP_URL, DEMO_EMAIL, openApp, signIn, signedInAt } from './support/browser';
import { authUidByEmail, eventually, firestoreDoc, oobCodes } from './support/emulator-rest';
import { waitForAttribute, waitForInputValue, waitForText, waitUntil } from './support/wait-for';
import { expectAccessible } from './support/axe';

let browser: Browser;
const run = Date.now().toString(36);
const newEmail = (label: string) => `e2e-${label}-${run}@example.test`;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

async function fillSignUp(page: Page, password: string, repeat: string) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat Password').fill(repeat);
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** The id of the element that has the keyboard, once it is `id` (focus moves after the render). */
const focusBecomes = (page: Page, id: string) =>
  waitUntil(
    page,
    'the focused element',
    () => page.evaluate(() => document.activeElement?.id ?? ''),
    id,
  );

test.describe('sign-up', () => {
  test('creates the account from a prefilled e-mail, lands on the signed-in home, and creates users/{uid}', async () => {
    const email = newEmail('signup');
    const { page, context, errors } = await openApp(
      browser,
      `/createaccount?email=${encodeURIComponent(email)}`,
    );
    await page.getByRole('heading', { name: "Let's get started" }).waitFor();
    await waitForInputValue(page.getByLabel('Email'), email);
    await fillSignUp(page, 'secret-pass-1', 'secret-pass-1');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    await page.getByTestId('no-races').waitFor();
    // The signed-in home shows only once users/{uid} exists: no waiting for it here.
    const uid = await authUidByEmail(email);
    const doc = (await firestoreDoc(`users/${uid}`)) ?? {};
    expect(Object.keys(doc).sort()).toEqual(['createdAt', 'email']);
    expect(doc.email).toEqual({ stringValue: email });
    expect(doc.createdAt).toHaveProperty('timestampValue');
    expect(errors).toEqual([]);
    await context.close();
  });

  test("shows 'Passowrd must match!' with focus on the repeat field, and creates nothing", async () => {
    const email = newEmail('mismatch');
    const { page, context } = await openApp(
      browser,
      `/createaccount?email=${encodeURIComponent(email)}`,
    );
    await fillSignUp(page, 'secret-pass-1', 'secret-pass-2');
    await page.getByText('Passowrd must match!').waitFor();
    await focusBecomes(page, 'signup-repeat-password');
    await expectAccessible(page, "sign-up showing 'Passowrd must match!'");
    await waitForAttribute(page.getByLabel('Repeat Password'), 'aria-invalid', 'true');
    expect(new URL(page.url()).pathname).toBe('/createaccount');
    expect(await authUidByEmail(email)).toBeNull();
    await context.close();
  });

  test('says an existing account already exists', async () => {
    const { page, context } = await openApp(
      browser,
      `/createaccount?email=${encodeURIComponent(DEMO_EMAIL)}`,
    );
    await fillSignUp(page, 'whatever-1', 'whatever-1');
    await page
      .getByRole('alert')
      .filter({ hasText: AUTH_MESSAGES['email-already-in-use'] })
      .waitFor();
    await context.close();
  });
});

test.describe('sign-in', () => {
  test('shows a wrong password in a red alert without the provider prefix', async () => {
    const { page, context } = await openApp(browser, '/signin');
    await signIn(page, DEMO_EMAIL, 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: AUTH_MESSAGES['invalid-credential'] });
    await alert.waitFor();
    expect(await alert.textContent()).not.toMatch(/Firebase|auth\//);
    expect(await alert.evaluate((el) => el.classList.contains('alert-danger'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/signin');
    await expectAccessible(page, 'sign-in showing a wrong password');
    await context.close();
  });

  test("takes the visitor back to where they came from ('from') after signing in", async () => {
    const { page, context } = await openApp(browser, '/referralhub?tab=2');
    await page.waitForURL(`${APP_URL}/createaccount?tab=2`);
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(`${APP_URL}/signin?tab=2`);
    // The router changes the URL at once but keeps showing the sign-up form (which also has
    // Email and Password fields) until the sign-in chunk has loaded: wait for the new screen.
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('demo-pass-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${APP_URL}/referralhub?tab=2`);
    await context.close();
  });
});

test.describe('password reset', () => {
  test('sends the e-mail to a known address, with the app origin as continue URL; Continue goes to sign-in', async () => {
    const { page, context } = await openApp(browser, '/resetpassword');
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Email Sent!' }).waitFor();
    await page.getByText(DEMO_EMAIL).waitFor();
    await page.getByText(/spam/).waitFor();
    const code = await eventually(
      async () =>
        (await oobCodes()).find(
          (c) => c.email === DEMO_EMAIL && c.requestType === 'PASSWORD_RESET',
        ) ?? null,
    );
    expect(new URL(code.oobLink).searchParams.get('continueUrl')).toBe(new URL(APP_URL).origin);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${APP_URL}/signin`);
    await context.close();
  });

  test('says an unknown address is not associated with an account', async () => {
    const { page, context } = await openApp(browser, '/resetpassword');
    await page.getByLabel('Email').fill(newEmail('nobody'));
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('alert').filter({ hasText: RESET_USER_NOT_FOUND }).waitFor();
    await waitForAttribute(page.getByLabel('Email'), 'aria-invalid', 'true');
    const reset = page.getByRole('button', { name: 'Reset Password' });
    await waitUntil(page, 'Reset Password enabled', (ms) => reset.isEnabled({ timeout: ms }), true);
    await context.close();
  });
});

test.describe('redirects', () => {
  test('sends a visitor from / to /createaccount with the query kept', async () => {
    const { page, context } = await openApp(browser, '/?utm_source=mail');
    await page.waitForURL(`${APP_URL}/createaccount?utm_source=mail`);
    await context.close();
  });

  test('sends a signed-in user away from /signin, /createaccount and /resetpassword, query kept', async () => {
    const { page, context } = await signedInAt(browser, '/');
    for (const path of ['/signin', '/createaccount', '/resetpassword']) {
      await page.goto(`${APP_URL}${path}?x=1`);
      await page.waitForURL(`${APP_URL}/?x=1`);
    }
    await context.close();
  });
});

test.describe('the demo participant', () => {
  test('sees the banner, a greeting and his race cards, with the FINSHER stamp on celebratecanada-c', async () => {
    const { page, context, errors } = await signedInAt(browser, '/');
    await page.getByRole('heading', { name: 'Welcome back, Avery!' }).waitFor();
    await page.getByTestId('home-banner').locator('img').waitFor();
    const celebrate = page.getByTestId('race-card-ccc_c_156km');
    await celebrate.waitFor();
    await celebrate.getByText('FINSHER', { exact: true }).waitFor();
    await waitForAttribute(
      celebrate.getByRole('link', { name: /^Dashboard/ }),
      'href',
      '/dashboard/ccc_c_156km',
    );
    await waitForAttribute(
      celebrate.getByRole('link', { name: /^Leaderboard/ }),
      'href',
      '/leaderboard/ccc_c_156km',
    );
    const run = page.getByTestId('race-card-tbcr25_1000km');
    await waitForText(run.getByRole('heading'), 'The Big Canada Run 2025');
    await run.getByText('1,000 km Leg', { exact: true }).waitFor();
    expect(await run.getByText(/CONCLUDED|FINSHER/).count()).toBe(0);
    const ids = await page
      .locator('[data-testid^="race-card-"]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')));
    expect(ids).toContain('race-card-ccc_c_156km');
    expect(ids).toContain('race-card-tbcr25_1000km');
    // Cards at least 18rem wide.
    expect(await run.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(
      288,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  test('logs out from the user menu straight to sign-in, and is then a visitor', async () => {
    const { page, context } = await signedInAt(browser, '/');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    // Straight there: no stop at create-account on the way (the guards wait for the restart).
    expect(visited).not.toContain('/createaccount');
    expect(visited.at(-1)).toBe('/signin');
    await page.goto(`${APP_URL}/`);
    await page.waitForURL(`${APP_URL}/createaccount`);
    await page.getByRole('heading', { name: "Let's get started" }).waitFor();
    await context.close();
  });
});
