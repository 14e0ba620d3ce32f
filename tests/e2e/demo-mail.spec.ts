/**
 * The demo e-mails `npm start` sends (scripts/demo-mail.mjs, README "E-mail"): run as npm start
 * runs it, against the seeded suite, then the local inbox a developer opens shows one e-mail of
 * each kind: the registration confirmation, a milestone postcard and the tracker-trouble e-mail
 * (Morgan, English), the finish postcard and the finisher e-mail (Jules, French), and the gift
 * e-mail to Jules's friend, and the news both said yes to. Run again, it sends nothing more.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_MAIL_RECIPIENTS } from '../../scripts/lib/demo-mail.mjs';
import { mailTo, type ReceivedMail } from '../integration/support/inbox';
import { eventually } from './support/emulator-rest';

const ROOT = join(import.meta.dirname, '..', '..');
const INBOX = process.env.LOCAL_INBOX_ORIGIN ?? 'http://127.0.0.1:1080';
const { MORGAN_EMAIL, JULES_EMAIL, FRIEND_EMAIL } = DEMO_MAIL_RECIPIENTS;

/** Each e-mail comes at the end of a chain of functions; generous on a busy 2-core machine. */
const CHAIN_MS = 120_000;

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

function demoMail(): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/demo-mail.mjs'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('close', resolve);
  });
}

/**
 * The e-mails the inbox held before the test: against a running `npm start` (`npm run test:e2e`),
 * its own demo e-mails of the start are there already, and only what this test's runs send counts.
 */
let earlier = new Set<string>();

/** The e-mails to `address` this test's runs sent. */
const newMailTo = async (address: string): Promise<ReceivedMail[]> =>
  (await mailTo(address)).filter((mail) => !earlier.has(mail.id));

/** The subjects received for `address`, once they include every one of `expected`. */
const subjectsOnceAll = (address: string, expected: readonly RegExp[]) =>
  eventually(async () => {
    const subjects = (await newMailTo(address)).map((mail) => mail.subject);
    return expected.every((pattern) => subjects.some((s) => pattern.test(s))) ? subjects : null;
  }, CHAIN_MS);

test.describe('the demo e-mails', () => {
  test('put one e-mail of each kind in the local inbox, and a second run none more', async () => {
    test.setTimeout(CHAIN_MS * 4);
    const held = await Promise.all([MORGAN_EMAIL, JULES_EMAIL, FRIEND_EMAIL].map(mailTo));
    earlier = new Set(held.flat().map((mail) => mail.id));
    expect(await demoMail()).toBe(0);
    const morgan = await subjectsOnceAll(MORGAN_EMAIL, [
      /^You're registered: The Big Canada Run 2025 – 250 km Leg$/,
      /^Postcard from .+: you made it!$/,
      /^Your Strava account is no longer connected$/,
      /^Confirm that you want news about challenges$/,
      /^The Big Canada Ride opens for 2026$/,
    ]);
    const jules = await subjectsOnceAll(JULES_EMAIL, [
      /^Carte postale\u00a0: .+/,
      /^Félicitations, parcours terminé\u00a0: .+ – .+$/,
      /^Le Grand Tour du Canada à vélo ouvre pour 2026$/,
    ]);
    const friend = await subjectsOnceAll(FRIEND_EMAIL, [
      /^Jules vous offre une inscription\u00a0: .+$/,
    ]);

    // What a developer sees: the inbox page lists them.
    const page = await browser.newPage();
    await page.goto(INBOX);
    for (const subject of [...morgan, ...jules, ...friend])
      await page.getByRole('link', { name: subject }).first().waitFor();
    await page.close();

    expect(await demoMail()).toBe(0);
    expect((await newMailTo(MORGAN_EMAIL)).length).toBe(morgan.length);
    expect((await newMailTo(JULES_EMAIL)).length).toBe(jules.length);
    expect((await newMailTo(FRIEND_EMAIL)).length).toBe(friend.length);
  });
});
