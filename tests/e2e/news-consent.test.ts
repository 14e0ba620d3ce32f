/**
 * News is opt-in (the e-mail feature; CASL), in Chromium against the emulator suite: the
 * create-account screen's "Send me news about challenges" box is separate and unticked; ticked,
 * her yes is stored with the server's time and source 'signup'; on her account page the same
 * choice turns off and on again, each answer stored with source 'account'. At 360 px wide.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openApp } from './support/browser';
import { authUidByEmail, eventually, firestoreDoc } from './support/emulator-rest';
import { expectAccessible } from './support/axe';

let browser: Browser;
const run = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface StoredNews {
  readonly consent: boolean | undefined;
  readonly source: string | undefined;
  readonly at: string | undefined;
}

/** users/{uid}.mailPreferences.news as stored (REST shape), or null when absent. */
async function storedNews(uid: string): Promise<StoredNews | null> {
  const doc = await firestoreDoc(`users/${uid}`);
  const prefs = doc?.mailPreferences as
    { mapValue: { fields?: Record<string, Record<string, unknown>> } } | undefined;
  const news = prefs?.mapValue.fields?.news as
    { mapValue: { fields: Record<string, Record<string, unknown>> } } | undefined;
  if (!news) return null;
  const f = news.mapValue.fields;
  return {
    consent: f.consent?.booleanValue as boolean | undefined,
    source: f.source?.stringValue as string | undefined,
    at: f.at?.timestampValue as string | undefined,
  };
}

describe('news consent', () => {
  it('is an unticked box at sign-up, stored when ticked, and turned off and on on the account page', async () => {
    const email = `e2e-news-${run}@example.test`;
    const { page, context, errors } = await openApp(
      browser,
      `/createaccount?email=${encodeURIComponent(email)}`,
      360,
    );
    const box = page.getByRole('checkbox', { name: 'Send me news about challenges' });
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);
    expect(await box.getAttribute('required')).toBeNull();
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Repeat Password').fill('secret-pass-1');
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await box.check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The signed-in home shows only once users/{uid} exists, with her answer in it.
    const uid = (await authUidByEmail(email))!;
    const atSignUp = await storedNews(uid);
    expect(atSignUp).toMatchObject({ consent: true, source: 'signup' });
    expect(Date.parse(atSignUp!.at ?? '')).toBeGreaterThan(Date.now() - 10 * 60_000);

    await page.goto(new URL('/account', page.url()).toString());
    const toggle = page.getByRole('checkbox', { name: 'Send me news about challenges' });
    await toggle.waitFor();
    await eventually(async () => ((await toggle.isChecked()) ? true : null));
    await toggle.uncheck();
    await page.getByTestId('mail-preferences-status').getByText('Saved.').waitFor();
    await eventually(async () => {
      const news = await storedNews(uid);
      return news?.consent === false && news.source === 'account' ? true : null;
    });
    await toggle.check();
    await eventually(async () => ((await storedNews(uid))?.consent === true ? true : null));
    await expectAccessible(page, 'the account page with the news choice at 360 px');
    expect(errors).toEqual([]);
    await context.close();
  });
});
