/** Walking a page with the keyboard alone (Tab, Enter, typing), for the keyboard browser tests. */
import type { Page } from '@playwright/test';
import { ringShown } from './focus-ring';

export interface Focused {
  /** Its accessible-ish name: aria-label, its label's text, or its own text. */
  readonly label: string;
  /** Whether the focus ring shows (an outline or Bootstrap's focus shadow). */
  readonly visible: boolean;
}

/** What has the focus now, or null when the focus left the page (after its last control). */
export async function focused(page: Page): Promise<Focused | null> {
  const handle = await page.evaluateHandle(() =>
    document.activeElement === document.body ? null : document.activeElement,
  );
  const element = handle.asElement();
  if (!element) {
    await handle.dispose();
    return null;
  }
  const { label, ownFocus } = await element.evaluate((el) => {
    const labels = (el as HTMLInputElement).labels;
    const raw = el.getAttribute('aria-label') ?? (labels?.[0]?.textContent || el.textContent || '');
    return { label: raw.replace(/\s+/g, ' ').trim(), ownFocus: el.matches(':focus') };
  });
  // The focus on a part the browser draws inside a field, not on the field itself: the date
  // field's 'Show date picker' button, a Tab stop of its own after the year. The browser draws
  // that button's ring (a frame round the calendar icon); no style of ours reaches it, and the
  // field itself no longer matches :focus, so its own ring is rightly gone.
  const visible = ownFocus ? await element.evaluate(ringShown) : true;
  await handle.dispose();
  return { label, visible };
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
