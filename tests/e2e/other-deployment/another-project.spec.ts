/**
 * The app built for another deployment (docs/deploy.md, "One place for the deployment's names"):
 * another project id (`demo-other-project`, tests/fixtures/other-deployment/deployments.json) and
 * a custom domain, `http://run.example.test:4173`, which Chromium maps to the local preview. The
 * emulator suite runs as that project and its functions read that deployment
 * (scripts/e2e-other-deployment.mjs sets the env). Checkout returns to the custom domain, a
 * tracker connect comes back to it, and the preview sends the CSP generated for the deployment.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { parseDeployment } from '../../../src/config/deployment';
import { deploymentPolicy, directiveSources } from '../../../scripts/deploy/hosting-csp';
import { emulatorOrigins, headersForPath } from '../../../scripts/lib/hosting-headers.mjs';
import { adminApp } from '../support/admin';
import { APP_URL, openApp } from '../support/browser';
import { STAND_IN } from '../support/emulator-rest';
import { cont, fillDetails, RACE_PATH, signUpThroughRace } from '../support/registration';

const root = join(import.meta.dirname, '..', '..', '..');
const { DEPLOYMENTS_FILE, E2E_HOST_RULES } = process.env;
if (!DEPLOYMENTS_FILE || !E2E_HOST_RULES)
  throw new Error('Run these through scripts/e2e-other-deployment.mjs (it sets their deployment).');
const deployment = parseDeployment(
  'default',
  JSON.parse(readFileSync(join(root, DEPLOYMENTS_FILE), 'utf8')).default,
);
const firebaseJson = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
const admin = adminApp();
const email = `e2e-other-${Date.now().toString(36)}@example.test`;
let browser: Browser;

// The custom domain reaches the local preview, as an https site would, as a secure context:
// playwright.config.ts launches this project's Chromium with the switches for it.
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test.describe('a build for another project on a custom domain', () => {
  test('is served on the custom domain with the CSP generated for its deployment', async () => {
    expect(APP_URL).toBe(deployment.appOrigins[0]);
    expect(deployment.projectId).toBe('demo-other-project');
    const { page, context, errors } = await openApp(browser, '/signin');
    await page.getByLabel('Email').waitFor();
    // Through the browser (the custom domain resolves there only).
    const response = await page.goto(`${APP_URL}/signin`);
    const sent = response?.headers()['content-security-policy'];
    const emulators = emulatorOrigins('127.0.0.1', firebaseJson.emulators);
    expect(sent).toBe(
      deploymentPolicy(
        headersForPath(firebaseJson.hosting.headers, '/signin')['Content-Security-Policy']!,
        deployment,
        emulators,
      ),
    );
    const connect = directiveSources(sent!, 'connect-src') ?? [];
    expect(connect).toEqual(expect.arrayContaining(emulators));
    expect(connect.filter((source) => source.includes('cloudfunctions.net'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('pays on the checkout stand-in and comes back to the custom domain, then connects Strava', async () => {
    test.setTimeout(210000);
    const { page, context, errors } = await openApp(browser, RACE_PATH);
    await signUpThroughRace(page, email);
    // The account is in the other project's Auth: the build talks to demo-other-project.
    const uid = (await getAuth(admin).getUserByEmail(email)).uid;
    await fillDetails(page, /^250 km Leg/);
    await page.getByLabel('No team').check();
    await cont(page);
    await page.getByLabel('Gift code').waitFor();
    await cont(page);
    await page.getByRole('button', { name: 'Continue without Donation' }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();

    // startCheckout accepted the custom domain as the return origin (isAppOrigin, its deployment).
    await page.waitForURL((url) => url.pathname.endsWith('/localCheckout'), { timeout: 30000 });
    const [session] = (
      await getFirestore(admin).collection(`stripe_customers/${uid}/checkout_sessions`).get()
    ).docs;
    expect(session!.data().success_url).toBe(
      `${APP_URL}${RACE_PATH}/confirmation?race=tbcr25_250km`,
    );
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(
      (url) => url.origin === APP_URL && url.pathname === `${RACE_PATH}/confirmation`,
    );
    await page.getByRole('heading', { name: 'Casey, You are In!' }).waitFor({ timeout: 30000 });

    // A tracker connect: Strava's stand-in sends her back to the custom domain, and the exchange
    // callable accepts it as the redirect's origin.
    await page.goto(`${APP_URL}/account`);
    await page.getByTestId('connected-device').waitFor();
    await page.getByRole('button', { name: 'Connect Strava' }).click();
    await page.getByRole('link', { name: 'Connect with Strava' }).click();
    await page.waitForURL((url) => url.href.startsWith(STAND_IN));
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(`${APP_URL}/sconfirm`);
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL((url) => url.origin === APP_URL);
    await page
      .getByTestId('tracker-status')
      .filter({ hasText: 'You are now connected with strava!' })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
