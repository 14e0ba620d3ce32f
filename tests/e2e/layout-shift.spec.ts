/**
 * No layout shift while a page's data arrives: the dashboard and the leaderboard (signed in as
 * the demo runner, emulator suite with the demo data) are opened on a phone (360 px) and on a
 * desktop, and every `layout-shift` entry Chromium records from the first byte until the data is
 * on screen is summed (the shifts a participant did not cause: no input was given). The sum is a
 * ceiling of Cumulative Layout Shift, whose threshold for "good" is 0.1.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, signedInAt } from './support/browser';

const GOOD_CLS = 0.1;
let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

interface Shift {
  readonly value: number;
  readonly at: number;
  /** Each moved element, and its box before and after: `x,y wxh → x,y wxh`. */
  readonly nodes: string[];
}

/** Records the page's layout shifts from its first byte (an init script: before any app code). */
function recordShifts() {
  const shifts: { value: number; at: number; nodes: string[] }[] = [];
  Object.assign(window, { layoutShifts: shifts });
  const box = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: {
        node?: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const nodes = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
        const name =
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${(node.getAttribute('class') ?? '').trim().replace(/\s+/g, '.')}`
            : String(node?.nodeName);
        return `${name} ${box(previousRect)} → ${box(currentRect)}`;
      });
      shifts.push({ value: entry.value, at: Math.round(entry.startTime), nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);

const PAGES = [
  {
    name: 'dashboard',
    path: '/dashboard/tbcr25_1000km',
    // The header, the total and the feed: the last of the page's data to arrive.
    ready: [
      '[data-testid="participant-name"]',
      '[data-testid="total-km"]',
      '[data-testid="activity-feed"] li',
    ],
  },
  {
    name: 'leaderboard',
    path: '/leaderboard/tbcr25_1000km',
    ready: ['#standings-list li', 'svg[role="img"][aria-label*="You are at"]'],
  },
];

test.describe('no layout shift while the data arrives', () => {
  for (const { name, path, ready, width } of PAGES.flatMap((p) =>
    [360, 1280].map((width) => ({ ...p, width })),
  ))
    test(`the ${name} at ${width} px shifts less than 0.1`, async () => {
      const { page, context } = await signedInAt(browser, '/', { width });
      await context.addInitScript(recordShifts);
      await page.goto(`${APP_URL}${path}`);
      for (const selector of ready) await page.locator(selector).first().waitFor();
      // Shifts are reported after the frame that drew them: wait for two more frames.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const shifts = await shiftsOf(page);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      console.log(`${path} at ${width} px: CLS ${total.toFixed(4)}`, JSON.stringify(shifts));
      expect(total, JSON.stringify(shifts)).toBeLessThan(GOOD_CLS);
      await context.close();
    });
});
