/**
 * Accessibility in the browser tests: axe-core on the page as it stands (a form showing its
 * errors, a prompt, a floating row...), WCAG 2.1 A and AA only. One call per state that matters;
 * a violation fails the test with the rule, its help text and the elements it found.
 *
 * axe runs in the page itself, put there once per document: its minified build (a third of the
 * full build's size), only the violations collected. @axe-core/playwright put the full build in
 * again at every call and finished each run in a blank page of its own, three times the browser's
 * CPU for the same violations (docs/testing.md, "Accessibility checks").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { AxeResults, RunOptions, Spec } from 'axe-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The part of axe-core's global that these checks use. */
interface AxeGlobal {
  configure(spec: Spec): void;
  run(context: Document, options: RunOptions): Promise<AxeResults>;
}

type WithAxe = typeof globalThis & { axe?: AxeGlobal };

/** A violation as the failure message names it. */
interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: string; readonly failureSummary: string }[];
}

/**
 * axe in `frame`, unless this document has it already. Every frame gets it, as axe's own
 * runner for Playwright does: a frame's elements are checked by the axe inside it.
 */
async function withAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => (globalThis as WithAxe).axe !== undefined)) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() =>
    (globalThis as WithAxe).axe!.configure({ allowedOrigins: ['<same_origin>'] }),
  );
}

/** Runs axe on `page` and expects no WCAG 2.1 AA violation; `state` names what is on screen. */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  for (const frame of page.frames()) await withAxe(frame);
  const violations = await page.evaluate(async (tags): Promise<Violation[]> => {
    // Colours still moving are measured as they end: after a click, Bootstrap's buttons take
    // 0.15 s to change theirs, and axe once measured a tile's text halfway (4.34:1). Endless
    // animations (a spinner) are left running.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const results = await (globalThis as WithAxe).axe!.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        failureSummary: node.failureSummary ?? '',
      })),
    }));
  }, WCAG_21_AA);
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'no impact'}): ${v.help}\n` +
      v.nodes.map((node) => `    ${node.target}: ${node.failureSummary}`).join('\n'),
  );
  expect(found, `axe, ${state} (${page.url()})`).toEqual([]);
}
