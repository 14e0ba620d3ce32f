/**
 * Waiting for what the page shows to become what a test expects. A value read once, right
 * after something else appeared, may be read before its own data arrived (the route map's
 * label says 'Your position is not known yet.' until the participant's row is in): these
 * helpers read it again at every animation frame of the page until it matches, and fail after
 * `timeout` ms naming the element, what was expected and the last value read. No sleeps, no
 * retries: the page's own frames pace the reads.
 */
import { errors, type Locator, type Page } from '@playwright/test';

/** Playwright's default for a wait; a test's own time limit (playwright.config.ts) stays above it. */
const DEFAULT_TIMEOUT_MS = 30000;

/** An exact value, a pattern it matches, or a check of the value. */
export type Expected<T> = T | RegExp | ((value: T) => boolean);

function matches<T>(value: T, expected: Expected<T>): boolean {
  if (expected instanceof RegExp) return typeof value === 'string' && expected.test(value);
  if (typeof expected === 'function') return (expected as (value: T) => boolean)(value);
  return JSON.stringify(value) === JSON.stringify(expected);
}

function described<T>(expected: Expected<T>): string {
  if (expected instanceof RegExp) return `matching ${String(expected)}`;
  if (typeof expected === 'function') return 'accepted by the check';
  return JSON.stringify(expected);
}

/** The next frame the page draws (a read paced by the page, never by a fixed delay). */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

/**
 * Reads `read(remainingMs)` at every frame of `page` until its value matches `expected`;
 * returns that value. A read that cannot find its element within the time left counts as
 * "no element". `what` names the value in the failure.
 */
export async function waitUntil<T>(
  page: Page,
  what: string,
  read: (remainingMs: number) => Promise<T>,
  expected: Expected<T>,
  timeout = DEFAULT_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last = 'no element';
  for (;;) {
    const remaining = Math.max(1, deadline - Date.now());
    try {
      const value = await read(remaining);
      if (matches(value, expected)) return value;
      last = JSON.stringify(value);
    } catch (error) {
      if (!(error instanceof errors.TimeoutError)) throw error;
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `Waited ${timeout} ms for ${what} to be ${described(expected)}; last seen: ${last}`,
      );
    }
    await nextFrame(page);
  }
}

function waitForValue<T>(
  locator: Locator,
  what: string,
  read: (remainingMs: number) => Promise<T>,
  expected: Expected<T>,
  timeout?: number,
): Promise<T> {
  return waitUntil(locator.page(), `the ${what} of ${locator.toString()}`, read, expected, timeout);
}

/** The element's textContent equals `expected` (or matches it). */
export function waitForText(
  locator: Locator,
  expected: Expected<string | null>,
  timeout?: number,
): Promise<string | null> {
  return waitForValue(
    locator,
    'text',
    (ms) => locator.textContent({ timeout: ms }),
    expected,
    timeout,
  );
}

/** The element's attribute `name` equals `expected` (or matches it). */
export function waitForAttribute(
  locator: Locator,
  name: string,
  expected: Expected<string | null>,
  timeout?: number,
): Promise<string | null> {
  return waitForValue(
    locator,
    `${name} attribute`,
    (ms) => locator.getAttribute(name, { timeout: ms }),
    expected,
    timeout,
  );
}

/** The texts of every element the locator matches, in order. */
export function waitForTexts(
  locator: Locator,
  expected: Expected<string[]>,
  timeout?: number,
): Promise<string[]> {
  return waitForValue(locator, 'texts', () => locator.allTextContents(), expected, timeout);
}

/** The input's value equals `expected` (or matches it). */
export function waitForInputValue(
  locator: Locator,
  expected: Expected<string>,
  timeout?: number,
): Promise<string> {
  return waitForValue(
    locator,
    'value',
    (ms) => locator.inputValue({ timeout: ms }),
    expected,
    timeout,
  );
}

/** How many elements the locator matches. */
export function waitForCount(
  locator: Locator,
  expected: Expected<number>,
  timeout?: number,
): Promise<number> {
  return waitForValue(locator, 'count', () => locator.count(), expected, timeout);
}

/** `fn` evaluated on the element (a computed style, focus, an image loaded). */
export function waitForEvaluated<T>(
  locator: Locator,
  fn: (element: HTMLElement) => T,
  expected: Expected<T>,
  timeout?: number,
): Promise<T> {
  return waitForValue(
    locator,
    'evaluated value',
    (ms) => locator.evaluate(fn, undefined, { timeout: ms }) as Promise<T>,
    expected,
    timeout,
  );
}

/** A pattern for a text that contains `part` (as `toContain` would check it). */
export function containing(part: string): RegExp {
  return new RegExp(part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
