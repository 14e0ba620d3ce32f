/**
 * The console's News section in Chromium as organiser@demo.test, at a phone's 360 px
 * (docs/organiser-console.md, "News"): the count of participants it will reach, both languages
 * previewed, a missing field named at its field, a test sent to herself that arrives in the
 * local inbox in the language she picked, and the send's confirmation naming the count
 * (cancelled: sending would mail every seeded participant who said yes).
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/browser';
import { eventually } from './support/emulator-rest';
import { MAIL_CHAIN_MS, mailTo } from '../integration/support/inbox';

const ORGANISER = 'organiser@demo.test';

test('News: the reach, the preview, a test to herself in French, the confirmation', async ({
  browser,
}) => {
  test.setTimeout(MAIL_CHAIN_MS + 60_000);
  const tag = randomBytes(4).toString('hex');
  const { page, context, errors } = await signedInAt(browser, '/organiser/news', {
    email: ORGANISER,
    width: 360,
  });
  const reach = page.getByTestId('news-reach');
  await expect(reach).toContainText(/This news will reach [\d,]+ participants/);

  await page.getByLabel('Subject in English').fill(`Spring news ${tag}`);
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByLabel('Text in English')).toHaveAccessibleDescription(
    'Enter the text in English.',
  );
  await page.getByLabel('Text in English').fill('A new challenge opens soon.\n\nSee you there!');
  await page.getByLabel('Subject in French').fill(`Nouvelles du printemps ${tag}`);
  await page.getByLabel('Text in French').fill('Un nouveau défi ouvre bientôt.');
  await expect(page.getByTestId('news-preview-en')).toContainText('See you there!');
  await expect(page.getByTestId('news-preview-fr')).toContainText('Un nouveau défi');
  await expectAccessible(page, 'the news section');

  await page.getByLabel('Language of the test').selectOption('fr');
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText(`Test sent to ${ORGANISER}.`)).toBeVisible();
  const received = await eventually(async () => {
    const mails = await mailTo(ORGANISER);
    return mails.find((mail) => mail.subject === `Nouvelles du printemps ${tag}`) ?? null;
  }, MAIL_CHAIN_MS);
  expect(received.text).toContain('Un nouveau défi ouvre bientôt.');

  await page.getByRole('button', { name: 'Send the news…' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    /Send this news to [\d,]+ participants\?/,
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});
