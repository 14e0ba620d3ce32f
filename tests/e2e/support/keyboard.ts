/** Walking a page with the keyboard alone (Tab, Enter, typing), for the keyboard browser tests. */
import type { Page } from '@playwright/test';
import { ringShown } from './focus-ring';

export interface Focused {
  /** Its accessible-ish name: aria-label, its label's text, or its own text. */
  readonly label: string;
  /** Whether the focus ring shows (an outline or Bootstrap's focus shadow). */
  readonly visible: boolean;
}

/**
 * In the page: the focused element's label and whether its ring shows, null when the focus is on
 * the page itself. The focus on a part the browser draws inside a field, not on the field itself
 * (the date field's 'Show date picker' button, a Tab stop of its own after the year), counts as
 * shown: the browser draws that button's ring (a frame round the calendar icon), no style of ours
 * reaches it, and the field itself no longer matches :focus, so its own ring is rightly gone.
 */
const focusInPage = async (ring: typeof ringShown): Promise<Focused | null> => {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const labels = (element as HTMLInputElement).labels;
  const raw =
    element.getAttribute('aria-label') ?? (labels?.[0]?.textContent || element.textContent || '');
  const visible = element.matches(':focus') ? await ring(element) : true;
  return { label: raw.replace(/\s+/g, ' ').trim(), visible };
};

/**
 * What has the focus now, or null when the focus left the page (after its last control). One
 * call into the page per Tab (the keyboard walks press it hundreds of times): the ring's check goes
 * in as its source, as Playwright sends any function it evaluates.
 */
export async function focused(page: Page): Promise<Focused | null> {
  return (await page.evaluate(
    `(${focusInPage.toString()})(${ringShown.toString()})`,
  )) as Focused | null;
}

/**
 * Presses Tab until the focus leaves the page, recording every control on the way. A page that
 * keeps the focus for `max` presses traps it: that fails.
 */
export async function tabWalk(page: Page, max = 150): Promise<Focused[]> {
  const seen: Focused[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now) return seen;
    seen.push(now);
  }
  throw new Error(
    `The focus never left the page after ${max} Tabs (trapped?): ${seen
      .slice(-10)
      .map((f) => f.label)
      .join(' → ')}`,
  );
}

/** Presses Tab until the control labelled `label` has the focus (at most `max` presses). */
export async function tabTo(page: Page, label: string | RegExp, max = 80): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    const name = now?.label ?? '(left the page)';
    if (typeof label === 'string' ? name === label : label.test(name)) return;
    seen.push(name);
  }
  throw new Error(`Tab never reached ${String(label)}; went through ${seen.join(' → ')}`);
}

/**
 * Which of `expected` the walk met (a label starting with it), in the order it met them (first
 * time each): equal to `expected` when the order is the one a reader expects.
 */
export function orderOf(walk: readonly Focused[], expected: readonly string[]): string[] {
  const met: string[] = [];
  for (const { label } of walk) {
    const known = expected.find((name) => label.startsWith(name));
    if (known && !met.includes(known)) met.push(known);
  }
  return met;
}
