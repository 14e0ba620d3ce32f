// @vitest-environment node
/**
 * Every citation in the repository points into it (docs/house-style.md, rule 11): no comment
 * cites the numbered sections of the product spec, the house rules or the security list of documents a clone does not
 * have, and none names a path outside the repository.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findCitations, rewriteCitations, trackedTextFiles } from './rewrite-citations.mjs';

// The retired citation forms, built from parts: written whole, this file would itself match the
// search for them that must come back empty (docs/testing.md).
const SPEC = ['sp', 'ec'].join('');
const HOUSE = ['house', 'style'].join(' ');
const CHECKLIST = ['check', 'list'].join('');

describe('rewriteCitations', () => {
  it.each([
    [`(${SPEC} 01 §7, §9)`, '(docs/product.md §R7, §R9)'],
    [
      `${SPEC} 02 §2 Account page, §4 Device link`,
      'docs/product.md §P2 Account page, §P4 Device link',
    ],
    [
      '(spec 02\n * §2 Medal selection page, §9)',
      '(docs/product.md\n * §P2 Medal selection page, §P9)',
    ],
    [`Spec 01 §8: the invalid text`, 'docs/product.md §R8: the invalid text'],
    [`the variant’s (${SPEC} §4)`, 'the variant’s (docs/product.md §R4)'],
    [
      `(${SPEC} 01 §2.3-2.6, ${SPEC} 02 §2-§5)`,
      '(docs/product.md §R2.3-2.6, docs/product.md §P2-§P5)',
    ],
    [`(architecture.md, ${HOUSE} 1-2)`, '(docs/house-style.md rules 1-2)'],
    [`${HOUSE} 14: idempotent`, 'docs/house-style.md rule 14: idempotent'],
    [`(security ${CHECKLIST} 12-19, 57, 58)`, '(docs/security.md items 12-19, 57, 58)'],
    ['Checklist 62: the buyer', 'docs/security.md item 62: the buyer'],
    [`(${CHECKLIST} 32 and 34)`, '(docs/security.md items 32 and 34)'],
    [
      '(architecture.md: codes never reach a browser)',
      '(docs/product.md, "Deliberate differences": codes never reach a browser)',
    ],
    ['The spec lives in `../shared/spec/`', 'The spec lives in `docs/product.md`'],
    ['RFC 6749 §4.1.3, §6', 'RFC 6749 §4.1.3, §6'],
    [
      '(a forged event: security checklist\n * 61)',
      '(a forged event: docs/security.md\n * item 61)',
    ],
    ['(architecture.md, house\nstyle 14)', '(docs/house-style.md\nrule 14)'],
    ['/** Checklist line 35: deny. */', '/** docs/security.md item 35: deny. */'],
    ['docs/architecture.md, "Callables"', 'docs/architecture.md, "Callables"'],
  ])('%j → %j, and again unchanged', (before, after) => {
    const once = rewriteCitations(before);
    expect(once).toEqual({ text: after, unmapped: [] });
    expect(rewriteCitations(once.text).text).toBe(after);
  });
});

describe('findCitations', () => {
  it.each([
    ['src/a.ts', `// ${SPEC} 02 §2 Dashboard`],
    ['src/a.ts', `// ${HOUSE} 4`],
    ['src/a.ts', '// the house\n// style 4'],
    ['tests/rules/a.test.ts', `/** ${CHECKLIST} 35 */`],
    ['README.md', 'see ../shared/architecture.md'],
    ['src/a.ts', '// the notes in ../../../notes/plan.md'],
    ['src/lib/a.ts', `/* ${SPEC} 02 §2 ` + 'x'.repeat(500) + ' §5 */'],
  ])('%s: %j is a citation the repository cannot answer', (file, text) => {
    expect(findCitations(file, text)).not.toEqual([]);
  });

  it.each([
    ['functions/src/trackers/a.ts', "import { userPath } from '../shared/paths';"],
    ['src/a.ts', '// docs/product.md §P2 Dashboard; docs/security.md item 35'],
    ['functions/src/trackers/oauth1.ts', '// RFC 5849 §3.4.1.2'],
  ])('%s: %j cites nothing outside', (file, text) => {
    expect(findCitations(file, text)).toEqual([]);
  });

  it('finds none in any tracked file (src, functions, scripts, tests, docs, rules, config)', () => {
    const problems = trackedTextFiles().flatMap((file) => {
      let text;
      try {
        text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
      } catch {
        return [];
      }
      return findCitations(file, text);
    });
    // Fix with `node scripts/docs/rewrite-citations.mjs` (or its table, for a new form).
    expect(problems).toEqual([]);
  });
});
