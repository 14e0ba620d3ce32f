/**
 * English and French (docs/i18n.md), in Chromium against the emulator suite: a French browser
 * gets French at once, the header's switch changes the page in place and is remembered, and a
 * participant's choice is stored on her account (users/{uid}.language) and follows her to a
 * fresh browser, where prices read the French way; home and the dashboard read in French, with
 * fr-CA numbers and an ICU plural; the leaderboard, the account page and a tracker return page
 * read in French, with no English message of their catalogue parts left on them.
 */
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, DEMO_EMAIL, DEMO_PASSWORD, goInApp, openApp, signIn } from './support/browser';
import { RUNNER_UID, serverRow } from './support/dashboard';
import { adminApp } from './support/admin';
import { englishLeft } from './support/english-left';
import { authUidByEmail, eventually, firestoreDoc } from './support/emulator-rest';
import {
  waitForAttribute,
  waitForCount,
  waitForInputValue,
  waitForText,
  waitUntil,
} from './support/wait-for';

let browser: Browser;
const run = Date.now().toString(36);

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

const htmlLang = (page: Page, expected: string) =>
  waitUntil(
    page,
    '<html lang>',
    () => page.evaluate(() => document.documentElement.lang),
    expected,
  );

async function expectSwitchOffers(page: Page, name: string, lang: string) {
  const link = page.getByTestId('language-switch');
  await waitUntil(page, 'the language switch', async () => (await link.textContent()) ?? '', name);
  expect(await link.getAttribute('lang')).toBe(lang);
  expect(await link.getAttribute('hreflang')).toBe(lang);
}

test.describe('a French browser', () => {
  test('sees the sign-in page in French; the switch shows English at once, form kept, and a reload keeps it', async () => {
    const { page, context, errors } = await openApp(browser, '/signin', { locale: 'fr-CA' });
    await page.getByRole('heading', { name: 'Bon retour parmi nous' }).waitFor();
    await htmlLang(page, 'fr');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    await expectSwitchOffers(page, 'English', 'en');

    await page.getByLabel('Courriel').fill('someone@example.test');
    await page.getByTestId('language-switch').click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await htmlLang(page, 'en');
    await waitForInputValue(page.getByLabel('Email'), 'someone@example.test');
    await expectSwitchOffers(page, 'Français', 'fr');

    await page.reload();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await htmlLang(page, 'en');
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe("a participant's language", () => {
  test('is written to users/{uid}.language and applied when she signs in on another browser, prices in French', async () => {
    const email = `e2e-french-${run}@example.test`;
    const password = 'secret-pass-1';
    const first = await openApp(browser, '/createaccount');
    await first.page.getByLabel('Email').fill(email);
    await first.page.getByLabel('Password', { exact: true }).fill(password);
    await first.page.getByLabel('Repeat Password').fill(password);
    await first.page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await first.page.getByRole('button', { name: 'Create Account' }).click();
    await first.page.waitForURL((url) => url.pathname === '/');
    await htmlLang(first.page, 'en');

    await first.page.getByTestId('language-switch').click();
    await htmlLang(first.page, 'fr');
    await first.page.getByRole('button', { name: 'Menu de l’utilisateur' }).waitFor();
    const uid = await authUidByEmail(email);
    const stored = await eventually(async () => {
      const doc = await firestoreDoc(`users/${uid}`);
      return doc?.language ? doc.language : null;
    });
    expect(stored).toEqual({ stringValue: 'fr' });
    await first.context.close();

    // Another browser, English by default, nothing remembered on it.
    const second = await openApp(browser, '/signin');
    await second.page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await signIn(second.page, email, password);
    await second.page.waitForURL((url) => url.pathname === '/');
    await htmlLang(second.page, 'fr');
    await expectSwitchOffers(second.page, 'English', 'en');

    await second.page.goto(`${second.page.url()}register/thebigcanadarun2025`);
    await second.page.getByRole('group', { name: 'Choisissez votre parcours' }).waitFor();
    const prices = await waitUntil(
      second.page,
      'the distances and their prices',
      () =>
        second.page
          .getByRole('group', { name: 'Choisissez votre parcours' })
          .locator('label')
          .allTextContents(),
      (labels: string[]) => labels.length > 0,
    );
    // fr-CA money: '129,00 $' (no-break spaces), never '$129.00'.
    for (const label of prices)
      expect(label).toMatch(/ · [\d\u00a0\u202f ]+,\d{2}[\u00a0\u202f ]\$/);
    expect(second.errors).toEqual([]);
    await second.context.close();
  });
});

test.describe('the dashboard in French', () => {
  test('greets her on home and shows her dashboard in French: texts, fr-CA numbers, a plural and the form’s messages', async () => {
    // A French browser and nothing chosen: French is shown and nothing is written to her
    // account until the switch below, which stores English (the other tests clear it).
    const { page, context, errors } = await openApp(browser, '/signin', { locale: 'fr-CA' });
    await page.getByLabel('Courriel').fill(DEMO_EMAIL);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${APP_URL}/`);
    await htmlLang(page, 'fr');
    await page.getByRole('heading', { name: 'Bon retour, Avery!', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Mes défis' }).waitFor();
    const toDashboard = page.locator('a[href="/dashboard/tbcr25_1000km"]');
    await waitForText(toDashboard, /^Tableau de bord de /);
    await toDashboard.click();

    await page.getByRole('heading', { name: 'Ma progression' }).waitFor();
    await page.getByRole('heading', { name: 'Mes activités' }).waitFor();
    await waitForText(page.getByTestId('bib'), /^Dossard \d+$/);
    await page.getByText('Capitaine d’équipe', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Voir le classement' }).waitFor();
    // fr-CA numbers: a decimal comma, never a point ('250,93', '1 000,00 km').
    const server = await serverRow('price_tbcr25_1000km');
    const total = await waitForText(page.getByTestId('total-km'), /^[\d\u00a0\u202f ]+,\d{2}$/);
    expect(Number((total ?? '').replace(/[\u00a0\u202f ]/g, '').replace(',', '.'))).toBeCloseTo(
      server.total,
      2,
    );
    await waitForText(page.getByTestId('progress-percent'), /^\d+,\d{2}[\u00a0\u202f]%$/);
    // The ICU plural: 'N activités' for the feed's count.
    const count = await waitForText(page.getByTestId('activity-count'), /^\d+ activités$/);
    const shown = Number.parseInt(count ?? '', 10);
    expect(shown).toBeGreaterThan(1);
    await waitForCount(page.getByTestId('activity'), shown);

    await page.getByRole('button', { name: 'Ajouter une activité manuellement' }).click();
    await page
      .getByText('Ce défi repose sur l’honneur. Nous vous faisons confiance\u202f;)')
      .waitFor();
    await page.getByLabel('Distance (km)').fill('200');
    await page.getByLabel('Heures').fill('1');
    await page.getByLabel('Minutes').fill('0');
    await page.getByLabel('Secondes').fill('0');
    await page.getByRole('button', { name: 'Soumettre' }).click();
    await page.getByText('Chaque activité doit faire moins de 200 km!', { exact: true }).waitFor();

    // The switch re-words what is on screen at once, the field's message included.
    await page.getByTestId('language-switch').click();
    await htmlLang(page, 'en');
    await page.getByText('Each activity can only be up to 200km long!', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'My Progress' }).waitFor();
    await waitForText(page.getByTestId('activity-count'), `${shown} activities`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * A French browser signed in as the demo runner, who has chosen no language: her stored choice
 * is cleared first (the dashboard test's switch stores English on her account, and a stored
 * choice wins over the browser's).
 */
async function frenchRunner() {
  await getFirestore(adminApp())
    .doc(`users/${RUNNER_UID}`)
    .update({ language: FieldValue.delete() });
  const app = await openApp(browser, '/signin', { locale: 'fr-CA' });
  await app.page.getByLabel('Courriel').fill(DEMO_EMAIL);
  await app.page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await app.page.getByRole('button', { name: 'Se connecter' }).click();
  await app.page.waitForURL(`${APP_URL}/`);
  await htmlLang(app.page, 'fr');
  return app;
}

/** The page's race and leg names are stored content (English in the seed), not messages. */
const RACE_NAMES = ['The Big Canada Run 2025', 'The Big Canada Ride 2025'];

test.describe('the leaderboard, the account page and a tracker return page in French', () => {
  test('shows the leaderboard in French: tabs, headings, rows in fr-CA, the map fallback, no English left', async () => {
    const { page, context, errors } = await frenchRunner();
    await goInApp(page, '/leaderboard/tbcr25_1000km');
    await page.locator('#standings-list li').first().waitFor();
    await page
      .getByRole('link', {
        name: 'Pour inscrire une nouvelle activité, rendez-vous au tableau de bord de votre défi',
      })
      .waitFor();
    await page.getByRole('heading', { name: 'Classement' }).waitFor();
    await page.getByRole('tab', { name: '7 derniers jours' }).waitFor();
    await page.getByRole('tab', { name: 'Aujourd’hui' }).waitFor();
    await page.getByText('Désolés, la carte ne peut pas être chargée pour l’instant.').waitFor();
    await waitForAttribute(
      page.getByRole('img', { name: /^Carte du parcours / }),
      'aria-label',
      // The route named in French from its route file's fr.name (docs/i18n.md, "Catalogue content").
      /^Carte du parcours La Transcanadienne\u00a0: de St\. John’s à Victoria\. Vous êtes à [\d\u00a0\u202f ]+,\d\d\u00a0km sur 1[\u00a0\u202f ]000,00\u00a0km \(\d+,\d\d\u00a0%\)\./,
    );
    await waitForText(page.getByTestId('racer-count'), /^\d+ participant·es$/);
    // fr-CA distances in the rows: '250,93 km', never '250.93 Km'.
    await waitForText(
      page.locator('#standings-list li .standing-row__km').first(),
      /^[\d\u00a0\u202f ]+,\d\d\u00a0km$/,
    );
    await page
      .getByTestId('floating-own-row')
      .getByRole('button', { name: 'Me montrer' })
      .waitFor();
    await page.getByRole('heading', { name: 'Équipes' }).waitFor();
    // Catalogue content in French (docs/i18n.md): the race named from her registration's `fr`.
    await page
      .getByRole('heading', { name: 'La Grande Course du Canada 2025', level: 1 })
      .waitFor();
    expect(await englishLeft(page, ['visitor', 'leaderboard'], RACE_NAMES)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('shows the account page in French, no English left', async () => {
    const { page, context, errors } = await frenchRunner();
    await goInApp(page, '/account');
    await page.getByRole('heading', { name: 'Renseignements personnels' }).waitFor();
    await page.getByRole('heading', { name: 'Appareil connecté' }).waitFor();
    await page.getByRole('heading', { name: 'Adresse de livraison', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Votre nom dans les classements' }).waitFor();
    await page.getByRole('heading', { name: 'Vos inscriptions aux défis' }).waitFor();
    await page.getByTestId('registered-race').first().waitFor();
    await page.getByRole('link', { name: 'La Grande Course du Canada 2025' }).first().waitFor();
    await page.getByRole('button', { name: 'Connecter Strava' }).click();
    await page.getByText('Ce qui compte pour chacun de vos défis :').waitFor();
    // Race, leg and coupon leg names are stored content (English in the seed: '… Challenge', '… Leg').
    const stored = await page
      .locator(
        '[data-testid="registered-race"] > a, [data-testid="registered-race"] > div, [data-testid^="gift-coupon-"] > span:not([data-testid])',
      )
      .allTextContents();
    expect(await englishLeft(page, ['visitor', 'participant'], [...RACE_NAMES, ...stored])).toEqual(
      [],
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  test('shows a Strava return page in French', async () => {
    const { page, context, errors } = await frenchRunner();
    await page.goto(`${APP_URL}/sconfirm?state=&error=access_denied`);
    await page.getByRole('heading', { name: 'Confirmation Strava' }).waitFor();
    await waitForText(page.getByTestId('tracker-status'), 'Accès refusé!');
    await page.getByRole('link', { name: 'Retour' }).waitFor();
    expect(await englishLeft(page, ['visitor', 'participant'])).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
