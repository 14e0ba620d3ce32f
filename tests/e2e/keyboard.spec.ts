/**
 * Keyboard only (Tab, Space, Enter, typing), in Chromium against the emulator suite: a new
 * participant registers up to the checkout step and the demo runner logs an activity. Every
 * control shows its focus ring, the order follows the form as read, and Tab always leaves the
 * page after its last control (nothing traps the focus).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openApp } from './support/browser';
import { signedInAt } from './support/browser';
import { focused, orderOf, tabTo, tabWalk, type Focused } from './support/keyboard';
import { RACE_PATH } from './support/registration';
import { ownParticipant } from './support/own-user';

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

const withoutRing = (walk: readonly Focused[]) =>
  walk.filter((step) => !step.visible).map((step) => step.label);

/** Tab to the control labelled `label`, then type `text` into it. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  await tabTo(page, label);
  await page.keyboard.type(text);
}

test.describe('with the keyboard alone', () => {
  test('a new participant creates her account and walks the registration to the checkout step', async () => {
    const email = `e2e-keys-${Date.now().toString(36)}@example.test`;
    const { page, context } = await openApp(browser, RACE_PATH);
    await page.waitForURL((url) => url.pathname === `${RACE_PATH}/createaccount`);
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    await typeInto(page, 'Email', email);
    await typeInto(page, 'Password', 'secret-pass-1');
    await typeInto(page, 'Repeat Password', 'secret-pass-1');
    await tabTo(page, /I agree to the terms/);
    await page.keyboard.press('Space');
    await tabTo(page, 'Create Account');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === RACE_PATH);
    await page.getByLabel('First name').waitFor();

    const step1 = await tabWalk(page);
    expect(withoutRing(step1)).toEqual([]);
    const fields = [
      'First name',
      'Last name',
      'Address',
      'Country',
      'Province / State',
      'City',
      'Postal code',
      'Phone number',
      'No team',
      'Continue',
    ];
    expect(orderOf(step1, fields)).toEqual(fields);

    await tabTo(page, /^250 km Leg/);
    await page.keyboard.press('Space');
    await typeInto(page, 'First name', 'Casey');
    await typeInto(page, 'Last name', 'Keys');
    await typeInto(page, 'Address', '12 King Street');
    await typeInto(page, 'Country', 'Canada');
    await typeInto(page, 'Province / State', 'Ontario');
    await typeInto(page, 'City', 'Kingston');
    await typeInto(page, 'Postal code', 'K7L 1A1');
    await typeInto(page, 'Phone number', '6135550142');
    await tabTo(page, 'No team');
    await page.keyboard.press('Space');
    await tabTo(page, 'Continue');
    await page.keyboard.press('Enter');

    await page
      .getByLabel(/gift registrations/)
      .first()
      .waitFor();
    expect(withoutRing(await tabWalk(page))).toEqual([]);
    await tabTo(page, 'Continue');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Continue without Donation' }).waitFor();
    expect(withoutRing(await tabWalk(page))).toEqual([]);
    await tabTo(page, 'Continue without Donation');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Checkout' }).waitFor();
    expect(withoutRing(await tabWalk(page))).toEqual([]);
    await tabTo(page, 'Checkout');
    expect((await focused(page))?.visible).toBe(true);
    await context.close();
  });

  test('the demo runner opens the activity form, logs an activity and answers the Delete? prompt', async () => {
    // A copy of her of the test's own: the activity it logs changes no seeded row.
    const own = await ownParticipant('keyboard-log');
    const { page, context } = await signedInAt(browser, '/dashboard/tbcr25_1000km', {
      storageState: own.storageState,
    });
    await page.getByRole('button', { name: 'Add Activity Manually' }).waitFor();
    const dashboard = await tabWalk(page);
    expect(withoutRing(dashboard)).toEqual([]);
    expect(
      orderOf(dashboard, ['Skip to content', 'Home', 'User menu', 'Add Activity Manually']),
    ).toEqual(['Skip to content', 'Home', 'User menu', 'Add Activity Manually']);

    await tabTo(page, 'Add Activity Manually');
    await page.keyboard.press('Enter');
    await page.getByLabel('Date').waitFor();
    const form = await tabWalk(page);
    expect(withoutRing(form)).toEqual([]);
    const fields = ['Distance (Km)', 'Hours', 'Minutes', 'Seconds', 'Submit'];
    expect(orderOf(form, fields)).toEqual(fields);

    await typeInto(page, 'Distance (Km)', '2.22');
    await typeInto(page, 'Hours', '0');
    await typeInto(page, 'Minutes', '15');
    await typeInto(page, 'Seconds', '0');
    await tabTo(page, 'Submit');
    await page.keyboard.press('Enter');
    await page.getByTestId('activity-saved').waitFor();

    const first = page.getByTestId('activity').first();
    await first.waitFor();
    await tabTo(page, /delete/);
    await page.keyboard.press('Enter');
    await page.getByText('Delete?', { exact: true }).waitFor();
    await tabTo(page, 'N');
    await page.keyboard.press('Enter');
    await page.getByText('Delete?', { exact: true }).waitFor({ state: 'detached' });
    expect(withoutRing(await tabWalk(page))).toEqual([]);
    await context.close();
  });
});
