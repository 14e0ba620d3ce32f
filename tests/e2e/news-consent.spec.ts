/**
 * News is opt-in (the e-mail feature; CASL), in Chromium against the emulator suite: the
 * create-account screen's "Send me news about challenges" box is separate and unticked; ticked,
 * her yes is stored with the server's time and source 'signup', and says a confirmation e-mail
 * comes first; on her account page the same choice turns off and on again, each answer stored
 * with source 'account'; while her yes waits for its confirmation the page says where the
 * e-mail went; the e-mail's link opens a page whose button confirms it (docs/privacy.md, "News
 * consent"), and the account page then shows no notice. At 360 px wide.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { mailTo } from '../integration/support/inbox';
import { goInApp, openApp } from './support/browser';
import { authUidByEmail, eventually, firestoreDoc } from './support/emulator-rest';
import { expectAccessible } from './support/axe';

let browser: Browser;
const run = Date.now().toString(36);

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

interface StoredNews {
  readonly consent: boolean | undefined;
  readonly source: string | undefined;
  readonly at: string | undefined;
  readonly confirmedBy: string | undefined;
}

/** The mail chain (callable, then the local mail sender) on a busy 2-core machine. */
const CHAIN_MS = 120_000;

/** The link of the newest confirmation e-mail for `address` with a link not in `seen`. */
const confirmationLink = (address: string, seen: readonly string[] = []) =>
  eventually(async () => {
    const links = (await mailTo(address))
      .filter((mail) => mail.subject === 'Confirm that you want news about challenges')
      .map((mail) => /(http:\/\/\S+\/confirmNews\?\S+)/.exec(mail.text)?.[1])
      .filter((link): link is string => link !== undefined && !seen.includes(link));
    return links.at(-1) ?? null;
  }, CHAIN_MS);

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
    confirmedBy: f.confirmedBy?.stringValue as string | undefined,
  };
}

test.describe('news consent', () => {
  test('71. is an unticked box at sign-up, stored when ticked, turned off and on on the account page, and confirmed by the button behind the e-mailed link', async () => {
    test.setTimeout(4 * CHAIN_MS);
    const email = `e2e-news-${run}@example.test`;
    const { page, context, errors } = await openApp(
      browser,
      `/createaccount?email=${encodeURIComponent(email)}`,
      360,
    );
    const box = page.getByRole('checkbox', {
      name: 'Send me news about challenges from Canada Virtual Challenges. You can unsubscribe at any time.',
    });
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);
    expect(await box.getAttribute('required')).toBeNull();
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Repeat Password').fill('secret-pass-1');
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await box.check();
    await page.getByTestId('signup-news-confirmation').waitFor();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The signed-in home shows only once users/{uid} exists, with her answer in it.
    const uid = (await authUidByEmail(email))!;
    const atSignUp = await storedNews(uid);
    expect(atSignUp).toMatchObject({ consent: true, source: 'signup' });
    expect(Date.parse(atSignUp!.at ?? '')).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(atSignUp!.confirmedBy).toBeUndefined();
    // Her address is not verified: the sign-up's yes sent a confirmation e-mail.
    const signUpLink = await confirmationLink(email);

    await goInApp(page, '/account');
    const toggle = page.getByRole('checkbox', {
      name: 'Send me news about challenges from Canada Virtual Challenges. You can unsubscribe at any time.',
    });
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
    const notice = page.getByTestId('news-confirmation');
    await notice.getByText(`We sent a confirmation e-mail to ${email}.`).waitFor();
    await expectAccessible(page, 'the account page with the news choice at 360 px');

    // The yes given again on the account page: its own e-mail; the sign-up's link no longer
    // stands for her current answer.
    const link = await confirmationLink(email, [signUpLink]);
    const mailPage = await context.newPage();
    await mailPage.goto(signUpLink);
    await mailPage
      .getByText('your choice changed after it was sent. Nothing was changed.')
      .waitFor();
    // Opening the current link shows a button and changes nothing; the button confirms.
    await mailPage.goto(link);
    await mailPage.getByRole('button', { name: 'Yes, send me news' }).waitFor();
    expect((await storedNews(uid))?.confirmedBy).toBeUndefined();
    await mailPage.getByRole('button', { name: 'Yes, send me news' }).click();
    await mailPage.getByText('Thank you: your choice is confirmed.').waitFor();
    expect((await storedNews(uid))?.confirmedBy).toBe('link');
    // The account page, live: no notice any more.
    await notice.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
