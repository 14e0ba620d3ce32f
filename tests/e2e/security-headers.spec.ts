/**
 * The hosting headers in the browser: vite preview sends firebase.json's headers, the CSP's
 * connect-src generated for the deployment the app was built for (deployments.json: on the emulator
 * suite the emulators' origins and no real project's functions), so the app runs under the real
 * Content-Security-Policy, and an inline script planted in the page does not run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import deployments from '../../deployments.json' with { type: 'json' };
import { deploymentPolicy, directiveSources } from '../../scripts/deploy/hosting-csp';
import { emulatorOrigins, headersForPath } from '../../scripts/lib/hosting-headers.mjs';
import { APP_URL, openApp } from './support/browser';

const firebaseJson = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'firebase.json'), 'utf8'),
);
let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

test.describe('hosting headers on the preview server', () => {
  test("sends firebase.json's headers with the page and the hashed assets", async () => {
    const { page, context, errors } = await openApp(browser, '/signin');
    const response = await page.request.get(`${APP_URL}/signin`);
    const expected = headersForPath(firebaseJson.hosting.headers, '/signin');
    const sent = response.headers();
    // On the emulator suite (.env.emulators: VITE_EMULATOR_HOST) the app talks to the emulators.
    const emulators = emulatorOrigins('127.0.0.1', firebaseJson.emulators);
    expect(sent['content-security-policy']).toBe(
      deploymentPolicy(expected['Content-Security-Policy']!, deployments.default, emulators),
    );
    const connect = directiveSources(sent['content-security-policy']!, 'connect-src');
    expect(connect).toEqual(expect.arrayContaining(emulators));
    expect(connect?.filter((source) => source.includes('cloudfunctions.net'))).toEqual([]);
    for (const key of ['X-Content-Type-Options', 'Referrer-Policy', 'Strict-Transport-Security'])
      expect(sent[key.toLowerCase()]).toBe(expected[key]);
    expect(sent['cache-control']).toBe('no-cache');
    const script = await page.locator('script[src^="/assets/"]').first().getAttribute('src');
    const asset = await page.request.get(`${APP_URL}${script}`);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('blocks an inline script planted in the page', async () => {
    const { page, context } = await openApp(browser, '/signin');
    await page.getByLabel('Email').waitFor();
    const violation = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve(event.effectiveDirective),
          );
        }),
    );
    await page
      .addScriptTag({ content: 'document.documentElement.dataset.planted = "ran";' })
      .catch(() => undefined);
    expect(await violation).toBe('script-src-elem');
    expect(await page.locator('html').getAttribute('data-planted')).toBeNull();
    await context.close();
  });
});
