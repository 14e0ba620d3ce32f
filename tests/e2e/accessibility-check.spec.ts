/**
 * The accessibility check itself (support/axe.ts): on a page with a known violation it fails and
 * names the rule and the element, in the main document and in a frame of the same origin; on the
 * same page without it, it passes; a colour still moving is measured as it ends. Blank pages of
 * their own: no app to load.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';

let browser: Browser;

test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

const PAGE = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main>${body}</main></body></html>`;

async function failureOf(page: Page): Promise<string> {
  try {
    await expectAccessible(page, 'a page made for the check');
  } catch (error) {
    return String(error);
  }
  return 'no failure';
}

/** Opens `body` as a document of its own, on an origin of its own (a frame inside is same-origin). */
async function show(page: Page, body: string): Promise<void> {
  await page.route(ORIGIN, (route) =>
    route.fulfill({ contentType: 'text/html', body: PAGE(body) }),
  );
  await page.goto(ORIGIN);
  await page.unroute(ORIGIN);
}

const ORIGIN = 'http://accessibility-check.test/';
const DOT = 'src="data:image/gif;base64,R0lGODlhAQABAAAAACw="';

test('names an image without a text alternative, in the page and in a frame, and passes once it has one', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await show(page, `<h1>Check</h1><img id="no-alt" ${DOT}>`);
  const inPage = await failureOf(page);
  expect(inPage).toContain('image-alt (critical)');
  expect(inPage).toContain('#no-alt');
  // Checked again on the same document: axe is already there, and the finding is the same.
  expect(await failureOf(page)).toContain('#no-alt');

  await show(
    page,
    `<h1>Check</h1><iframe title="Inner" srcdoc='${PAGE(`<h1>Inner</h1><img id="inner-no-alt" ${DOT}>`)}'></iframe>`,
  );
  await page.frameLocator('iframe').getByRole('heading', { name: 'Inner' }).waitFor();
  expect(await failureOf(page)).toContain('#inner-no-alt');

  await show(page, `<h1>Check</h1><img alt="A dot" ${DOT}>`);
  await expectAccessible(page, 'the same page with the alternative');
  await context.close();
});

test('measures colours that are still moving as they end, and still finds a contrast that stays too low', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // A text whose colour moves from a contrast axe refuses (#999 on white, 2.8:1) to black over
  // 1.5 s, as a button's does after a click; measured halfway it fails.
  await show(
    page,
    `<h1>Check</h1><p id="moving" style="color: #999; transition: color 1.5s linear">Moving text</p>`,
  );
  await page.locator('#moving').evaluate((p: HTMLElement) => {
    p.getBoundingClientRect();
    p.style.color = '#000';
  });
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(1);
  await expectAccessible(page, 'a colour moving to black');

  await show(page, `<h1>Check</h1><p id="grey" style="color: #999">Grey text</p>`);
  const stays = await failureOf(page);
  expect(stays).toContain('color-contrast (serious)');
  expect(stays).toContain('#grey');
  await context.close();
});
