/**
 * Accessibility in the browser tests: axe-core on the page as it stands (a form showing its
 * errors, a prompt, a floating row...), WCAG 2.1 A and AA only. One call per state that matters;
 * a violation fails the test with the rule, its help text and the elements it found.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on `page` and expects no WCAG 2.1 AA violation; `state` names what is on screen. */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'no impact'}): ${v.help}\n` +
      v.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
  expect(found, `axe, ${state} (${page.url()})`).toEqual([]);
}
