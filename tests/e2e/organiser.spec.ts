/**
 * The organisers' console in Chromium against the emulator suite and the seed
 * (docs/organiser-console.md; docs/security.md item 78): as organiser@demo.test, the medals CSV
 * of the 1,000 km leg with every seeded finisher and her address; tracking numbers imported for
 * two finishers of the test's own, their e-mails in the local inbox and the link on their
 * account pages; runner@demo.test looked up; the audit log shows what was done. As a
 * participant, /organiser is the not-found page.
 */
import { readFile } from 'node:fs/promises';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from '@playwright/test';
import { parseCsv } from '../../src/contract/organiser/csv';
import { registrationIdOf } from '../../src/contract/organiser/medal-shipment';
import { expect, test } from './support/test';
import { adminApp } from './support/admin';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/browser';
import { eventually } from './support/emulator-rest';
import { ownParticipant } from './support/own-user';
import { waitForText } from './support/wait-for';
import { MAIL_CHAIN_MS, mailTo } from '../integration/support/inbox';

const LEG = 'price_tbcr25_1000km';
const ORGANISER = 'organiser@demo.test';
/** Avery's fellow finishers of the 1,000 km leg (scripts/seed/registrations.mjs: the 'completed' profile). */
const FINISHER = 'demo-p04';

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

async function openConsole(section: 'medals' | 'lookup' | 'fairplay' | 'log', width = 1280) {
  const app = await signedInAt(browser, `/organiser/${section}`, { email: ORGANISER, width });
  await app.page.getByRole('heading', { name: 'Organisers’ console' }).waitFor();
  return app;
}

async function chooseLeg(page: Page) {
  const legs = page.getByLabel('Leg', { exact: true });
  await expect(legs.locator(`option[value="${LEG}"]`)).toHaveCount(1);
  await legs.selectOption(LEG);
}

interface SeededRace {
  readonly completedDate?: unknown;
  readonly medalShipment?: unknown;
  readonly shippingAddress: {
    readonly address: string;
    readonly city: string;
    readonly postalCode: string;
  };
}

/** The seeded finishers of the leg whose medal has not shipped, with their addresses. */
async function seededFinishers() {
  const users = await getFirestore(adminApp()).collection('users').get();
  return users.docs
    .filter((doc) => doc.id.startsWith('demo-'))
    .map((doc) => ({
      uid: doc.id,
      race: doc.get(`subscribedRaces.${LEG}`) as SeededRace | undefined,
    }))
    .filter((f): f is { uid: string; race: SeededRace } =>
      Boolean(f.race?.completedDate && !f.race.medalShipment),
    );
}

test.describe('the organisers’ console', () => {
  test('a participant opening /organiser sees the not-found page', async () => {
    const { page, context } = await signedInAt(browser, '/organiser');
    await waitForText(page.getByRole('heading', { level: 1 }), '404');
    await expect(page.getByText("We couldn't find that page.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Organisers’ console' })).toHaveCount(0);
    await context.close();
  });

  test('exports the medals CSV of the 1,000 km leg with every seeded finisher and her address', async () => {
    const expected = await seededFinishers();
    expect(expected.length).toBeGreaterThan(0);
    const { page, context, errors } = await openConsole('medals');
    await chooseLeg(page);
    await page.getByRole('button', { name: 'Show' }).click();
    const table = page.getByTestId('medals-to-ship');
    await table.waitFor();
    await expectAccessible(page, 'the medals to ship');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = parseCsv(text);
    if (!parsed.ok) throw new Error(`unreadable CSV at line ${parsed.line}`);
    const [header, ...rows] = parsed.rows;
    expect(header?.slice(0, 4)).toEqual(['registrationId', 'bib', 'firstName', 'lastName']);
    for (const { uid, race } of expected) {
      const row = rows.find((r) => r[0] === registrationIdOf(LEG, uid));
      expect(row, uid).toBeDefined();
      expect(row?.[4]).toBe(race.shippingAddress.address);
      expect(row?.[5]).toBe(race.shippingAddress.city);
      expect(row?.[7]).toBe(race.shippingAddress.postalCode);
      await expect(table.getByText(race.shippingAddress.address).first()).toBeVisible();
    }
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(
      page.getByTestId('organiser-log').getByText('Medals exported').first(),
    ).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('imports tracking numbers for two finishers: each gets her e-mail and the link on her account page', async () => {
    test.setTimeout(MAIL_CHAIN_MS + 120_000);
    const [first, second] = await Promise.all([
      ownParticipant('medal-a', FINISHER),
      ownParticipant('medal-b', FINISHER),
    ]);
    const { page, context, errors } = await openConsole('medals');
    await chooseLeg(page);
    const file = [
      'registrationId,carrier,trackingNumber',
      `${registrationIdOf(LEG, first.uid)},Canada Post,7023 2100 3941 4604`,
      `${registrationIdOf(LEG, second.uid)},Purolator,329000000777`,
    ].join('\r\n');
    const input = page.getByLabel('Tracking numbers file (CSV)');
    // A bad line is named at the field, and nothing is sent.
    await input.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${file}\r\n${registrationIdOf(LEG, first.uid)},Pony Express,123456789`),
    });
    await page.getByRole('button', { name: 'Import tracking numbers' }).click();
    await expect(page.getByTestId('import-problems')).toContainText(
      'Line 4: a carrier we do not know',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await input.setInputFiles({
      name: 'tracking.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    await page.getByRole('button', { name: 'Import tracking numbers' }).click();
    await waitForText(page.getByTestId('import-result'), /Shipped 2 medals\./);

    for (const [user, number] of [
      [first, '7023210039414604'],
      [second, '329000000777'],
    ] as const) {
      const mail = await eventually(
        async () => (await mailTo(user.email))[0] ?? null,
        MAIL_CHAIN_MS,
      );
      expect(mail.subject).toMatch(/^Your medal is on its way: The Big Canada Run 2025/);
      expect(mail.text).toContain(number);
      const account = await signedInAt(browser, '/account', { storageState: user.storageState });
      const shipped = account.page.getByTestId('medal-shipped');
      await shipped.waitFor();
      await expect(shipped.getByRole('link')).toHaveAttribute('href', new RegExp(number));
      await account.context.close();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test('looks up runner@demo.test: her registration, bib, team and trackers', async () => {
    const { page, context, errors } = await openConsole('lookup', 360);
    await page.getByLabel('E-mail, name, bib or gift code').fill('runner@demo.test');
    await page.getByRole('button', { name: 'Search' }).click();
    const found = page.getByTestId('lookup-participant');
    await waitForText(found.getByRole('heading', { level: 3 }), /Avery Tremblay/);
    const main = found.getByTestId('lookup-registration').filter({ hasText: '1,000 km' });
    const runner = (await getFirestore(adminApp()).doc('users/demo-runner').get()).get(
      `subscribedRaces.${LEG}`,
    ) as { bibNumber: number };
    await expect(main).toContainText(String(runner.bibNumber));
    await expect(main).toContainText('Maple Striders');
    await expect(found.getByTestId('lookup-trackers')).toBeVisible();
    await expectAccessible(page, 'the participant lookup at 360 px');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('reviews a fair-play flag: removes the activity, which leaves her log, and e-mails her why', async () => {
    test.setTimeout(MAIL_CHAIN_MS + 120_000);
    const runner = await ownParticipant('fairplay');
    const db = getFirestore(adminApp());
    const rowRef = db.doc(`races/${LEG}/subscribedUsers/${runner.uid}`);
    const total = ((await rowRef.get()).get('totalDistance') as number) ?? 0;
    const day = new Date().toISOString().slice(0, 10);
    const key = `${Date.now()}_${day}`;
    // 10 km in 10 minutes: the activity trigger flags it (docs/organiser-console.md).
    await rowRef.update({
      [`times.${key}`]: {
        date: new Date(`${day}T12:00:00Z`),
        distance: 10,
        distanceType: 'Km',
        duration: { hours: 0, minutes: 10, seconds: 0 },
      },
      totalDistance: total + 10,
    });
    const flagId = `${LEG}__${runner.uid}__${key}`;
    await eventually(async () => (await db.doc(`fairplay/${flagId}`).get()).exists, MAIL_CHAIN_MS);

    const { page, context, errors } = await openConsole('fairplay');
    const card = page.getByTestId('fair-play-flag').filter({ hasText: runner.email });
    await expect(card).toContainText('1:00/km');
    await card.getByRole('button', { name: 'Remove the activity' }).click();
    await expect(card.getByText('Give the reason she will read in her e-mail.')).toBeVisible();
    await card.getByLabel(/^Reason/).fill('Ten kilometres in ten minutes is not a run.');
    await card.getByRole('button', { name: 'Remove the activity' }).click();
    await expect(page.getByText('Review saved.')).toBeVisible();
    await expect(card).toHaveCount(0);

    const times = (await rowRef.get()).get('times') as Record<string, unknown>;
    expect(Object.keys(times)).not.toContain(key);
    const mail = await eventually(
      async () => (await mailTo(runner.email))[0] ?? null,
      MAIL_CHAIN_MS,
    );
    expect(mail.subject).toMatch(/^An activity was removed from your challenge/);
    expect(mail.text).toContain('Ten kilometres in ten minutes is not a run.');
    expect(errors).toEqual([]);
    await context.close();
  });
});
