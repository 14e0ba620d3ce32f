/**
 * A French participant's whole journey (docs/i18n.md), in Chromium (locale fr-CA) against the
 * emulator suite with the seed data: she signs up from a race's registration page, registers
 * with a new team and a gift registration, leaves the local checkout once (Cancel brings her
 * back to the form) and then pays, lands on the confirmation, opens her dashboard, logs an
 * activity and deletes it, then opens the leaderboard and her account page. Every page she sees
 * is checked against the English catalogue (`englishLeft`): no English message may show.
 *
 * The local checkout itself is the emulator's stand-in for Stripe Checkout (functions/emulator),
 * not one of the app's pages: it is not checked.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, openApp } from './support/browser';
import { englishLeft } from './support/english-left';
import { RACE_PATH } from './support/registration';
import { waitForCount, waitForText, waitUntil } from './support/wait-for';

let browser: Browser;
const run = Date.now().toString(36);

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

/** Every catalogue part: an English message of any screen is a leftover on any page. */
const PARTS = ['visitor', 'participant', 'home', 'dashboard', 'leaderboard', 'consent'] as const;

/** The page shows no English message of the catalogues; `where` names it in the failure. */
async function expectFrench(page: Page, where: string, allowed: readonly string[] = []) {
  expect(await englishLeft(page, PARTS, allowed), where).toEqual([]);
}

const LEG = 'price_tbcr25_250km';
const GIFT_LEG = 'price_tbcr25_1000km';
const TEAM = `Equipe ${run}`;

/** Step 1 in French: the distance, her details, a new team; then on to step 2. */
async function detailsStep(page: Page) {
  await page.getByRole('group', { name: 'Choisissez votre parcours' }).waitFor();
  await expectFrench(page, 'registration step 1');
  // Fields are found by name: their labels are the subject of the check, not of the steps.
  await page.locator(`input[name="distanceId"][value="${LEG}"]`).check();
  await page.locator('input[name="firstName"]').fill('Camille');
  await page.locator('input[name="lastName"]').fill('Gagnon');
  await page.locator('input[name="address"]').fill('12 rue Saint-Jean');
  await page.getByLabel('Pays').selectOption('CA');
  await page.getByLabel('Province / État').selectOption('QC');
  await page.locator('input[name="city"]').fill('Québec');
  await page.locator('input[name="postalCode"]').fill('G1R 1N4');
  await page.getByLabel('Numéro de téléphone').pressSequentially('4185550142');
  await page.locator('input[name="teamChoice"][value="newTeam"]').check();
  await page.getByLabel('Nom de l’équipe').fill(TEAM);
  await page.getByLabel('Code d’équipe').fill('CODE-FR-1');
  await expectFrench(page, 'registration step 1, filled');
  await page.getByRole('button', { name: 'Continuer', exact: true }).click();
}

/** Steps 2 to 4: one gift registration, no donation, no extra; then the checkout. */
async function giftDonationExtras(page: Page) {
  const gifts = page.locator(`input[name="giftCode_${GIFT_LEG}"]`);
  await gifts.waitFor();
  await page.getByLabel('Code-cadeau').waitFor();
  await expectFrench(page, 'registration step 2');
  await gifts.fill('1');
  await page.getByRole('button', { name: 'Continuer', exact: true }).click();

  await page.getByLabel('Don (en dollars entiers)').waitFor();
  await expectFrench(page, 'registration step 3');
  await page.locator('form button[type="submit"]').click();

  await page.getByRole('heading', { name: 'Ajouter à votre commande' }).waitFor();
  await expectFrench(page, 'registration step 4');
  await page.getByRole('button', { name: 'Passer à la caisse' }).click();
  // The server writes the session and the stand-in's trigger its url: the first checkout of a
  // run starts both functions' workers, which under load takes longer than a page's wait.
  await page.waitForURL((url) => url.pathname.endsWith('/localCheckout'), { timeout: 90000 });
  await page.getByRole('heading', { name: 'Local checkout' }).waitFor();
}

test.describe('a French participant, from sign-up to her account', () => {
  test('signs up, registers with a team and a gift, pays, logs and deletes an activity, sees the leaderboard and her account, all in French', async () => {
    test.setTimeout(300000);
    const { page, context, errors } = await openApp(browser, RACE_PATH, { locale: 'fr-CA' });

    // Sign-up: the registration page sends a visitor to create her account first.
    await page.waitForURL((url) => url.pathname === `${RACE_PATH}/createaccount`);
    await page.getByRole('button', { name: 'Créer le compte' }).waitFor();
    await expectFrench(page, 'sign-up');
    await page.getByLabel('Courriel').fill(`e2e-fr-journey-${run}@example.test`);
    await page.getByLabel('Mot de passe', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Répétez le mot de passe').fill('secret-pass-1');
    await page.getByRole('checkbox', { name: /J’accepte les conditions/ }).check();
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.waitForURL((url) => url.pathname === RACE_PATH);

    await detailsStep(page);
    await giftDonationExtras(page);

    // Cancel on the local checkout: back on the registration form, in French.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === RACE_PATH);
    await detailsStep(page);
    await giftDonationExtras(page);
    await page.getByRole('button', { name: /^Pay / }).click();

    // The confirmation: it waits for the registration, then shows it with the gift code.
    await page.waitForURL(
      (url) =>
        url.pathname === `${RACE_PATH}/confirmation` &&
        url.searchParams.get('race') === 'tbcr25_250km',
    );
    await waitForText(page.getByTestId('bib-number'), /^\d+$/, 60000);
    await page.getByTestId('gift-code').waitFor();
    await waitForText(page.getByTestId('gift-code').locator('xpath=..').locator('div'), /\S/);
    await page.getByRole('link', { name: 'Aller à mon tableau de bord' }).waitFor();
    await expectFrench(page, 'the confirmation', [TEAM]);

    // Her dashboard: nothing logged yet.
    await page.getByRole('link', { name: 'Aller à mon tableau de bord' }).click();
    await page.waitForURL(`${APP_URL}/dashboard/tbcr25_250km`);
    await page.getByRole('heading', { name: 'Ma progression' }).waitFor();
    await page.getByTestId('no-activities').waitFor();
    await page.getByRole('heading', { name: `Équipe ${TEAM}` }).waitFor();
    await expectFrench(page, 'the dashboard', [TEAM]);

    // Logging an activity.
    await page.getByRole('button', { name: 'Ajouter une activité manuellement' }).click();
    await page.getByLabel('Distance (km)').fill('5.25');
    await page.getByLabel('Heures').fill('0');
    await page.getByLabel('Minutes').fill('31');
    await page.getByLabel('Secondes').fill('0');
    // 'Distance' is French too: the activity form's label, beside the catalogue's leg « Parcours ».
    await expectFrench(page, 'the dashboard with the activity form', [TEAM, 'Distance']);
    await page.getByRole('button', { name: 'Soumettre' }).click();
    await page.getByText('Votre activité a été ajoutée!').waitFor();
    const activity = page.getByTestId('activity');
    await waitForCount(activity, 1);
    await waitForText(page.getByTestId('activity-count'), '1 activité');
    await expectFrench(page, 'the dashboard after logging', [TEAM]);
    await page.getByTestId('activity-saved').waitFor({ state: 'detached' });

    // Deleting it: the prompt, then the empty feed.
    await activity.getByRole('button', { name: /^supprimer l’activité du / }).click();
    await activity.getByText('Supprimer?', { exact: true }).waitFor();
    await expectFrench(page, 'the delete prompt', [TEAM]);
    await activity.getByRole('button', { name: 'Oui', exact: true }).click();
    await waitForCount(activity, 0);
    await page.getByTestId('no-activities').waitFor();
    await expectFrench(page, 'the dashboard after deleting', [TEAM]);

    // The leaderboard of her leg, her own row among them.
    await page.getByRole('link', { name: 'Voir le classement' }).click();
    await page.waitForURL(`${APP_URL}/leaderboard/tbcr25_250km`);
    await page.getByRole('heading', { name: 'Classement' }).waitFor();
    await page.locator('#standings-list li').first().waitFor();
    await waitForText(page.getByTestId('racer-count'), /^\d+ participant·e(s)?$/);
    await page.getByRole('heading', { name: 'Équipes' }).waitFor();
    await expectFrench(page, 'the leaderboard', [TEAM]);

    // Her account page.
    await page.goto(`${APP_URL}/account`);
    await page.getByRole('heading', { name: 'Renseignements personnels' }).waitFor();
    await page.getByRole('heading', { name: 'Vos inscriptions aux défis' }).waitFor();
    await page.getByTestId('registered-race').first().waitFor();
    await waitUntil(
      page,
      'the gift coupons of her registration',
      () => page.locator('[data-testid^="gift-coupon-"]').count(),
      (n: number) => n > 0,
    );
    // Race, leg and coupon leg names are stored content (English in the seed).
    const stored = await page
      .locator(
        '[data-testid="registered-race"] > a, [data-testid="registered-race"] > div, [data-testid^="gift-coupon-"] > span:not([data-testid])',
      )
      .allTextContents();
    await expectFrench(page, 'the account page', [TEAM, ...stored]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
