// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  coverageHtml,
  describeOneSided,
  describeUnevaluated,
  formatCoverageLine,
  meetsCoverage,
  RulesCoverageError,
  summarizeRulesCoverage,
} from './rules-coverage.mjs';

// A rules source and expression trees shaped like the emulator's ruleCoverage JSON
// (endOffset is the offset of the expression's last character).
const SOURCE = 'allow get: if a < b && c;\nallow list: if d;';
const at = (start, text, line = 1) => ({
  line,
  column: start + 1,
  currentOffset: start,
  endOffset: start + text.length - 1,
});
const node = (start, text, hits, children = [], line = 1) => ({
  sourcePosition: at(start, text, line),
  values: hits.map(([value, count]) => ({ value: { boolValue: value }, count })),
  children,
});
const D = SOURCE.indexOf('d;');

function report(hits, source = SOURCE) {
  return {
    rules: { files: [{ name: 'firestore.rules', content: source }] },
    report: [
      node(14, 'a < b && c', hits.and ?? [], [
        node(14, 'a < b', hits.lt ?? [], [
          node(14, 'a', hits.a ?? []),
          node(18, 'b', hits.b ?? []),
        ]),
        node(23, 'c', hits.c ?? []),
      ]),
      node(D, 'd', hits.d ?? [], [], 2),
    ],
  };
}

const allFalse = { and: [[false, 1]], lt: [[false, 1]], a: [[true, 1]], b: [[true, 1]] };

describe('summarizeRulesCoverage', () => {
  it('counts every expression of the tree, nested ones included', () => {
    const summary = summarizeRulesCoverage([report(allFalse)]);
    expect(summary.total).toBe(6);
    expect(summary.evaluated).toBe(4);
    expect(summary.percent).toBeCloseTo(66.67, 2);
  });

  it('counts an expression evaluated by any of the reports (one project per rules test file)', () => {
    const summary = summarizeRulesCoverage([
      report(allFalse),
      report({ c: [[true, 2]] }),
      report({ d: [[false, 1]] }),
    ]);
    expect(summary).toMatchObject({ total: 6, evaluated: 6, percent: 100, unevaluated: [] });
  });

  it('does not count an expression whose values all have a zero count', () => {
    expect(summarizeRulesCoverage([report({ d: [[true, 0]] })]).evaluated).toBe(0);
  });

  it('refuses reports of different rules', () => {
    expect(() => summarizeRulesCoverage([report({}), report({}, `${SOURCE}\n`)])).toThrow(
      RulesCoverageError,
    );
    expect(() => summarizeRulesCoverage([])).toThrow(RulesCoverageError);
  });
});

describe('conditions seen allowing and denying', () => {
  it('counts a top-level condition as both ways once one report saw it true and another false or failing', () => {
    const allowedOnly = summarizeRulesCoverage([report({ and: [[true, 3]], d: [[true, 1]] })]);
    expect(allowedOnly).toMatchObject({ conditions: 2, conditionsBothWays: 0 });
    expect(describeOneSided(allowedOnly)).toEqual([
      '1:15  never denied  a < b && c',
      `2:${D + 1}  never denied  d`,
    ]);

    const failing = { ...report({ d: [[true, 1]] }) };
    failing.report[1].values.push({ value: { undefined: {} }, count: 1 }); // an error denies too
    const both = summarizeRulesCoverage([
      report({ and: [[true, 1]] }),
      report({ and: [[false, 1]] }),
      failing,
    ]);
    expect(both).toMatchObject({ conditions: 2, conditionsBothWays: 2, oneSided: [] });
  });

  it('leaves out a function that computes a number (not a condition)', () => {
    const numeric = report({
      and: [
        [true, 1],
        [false, 1],
      ],
    });
    numeric.report[1].values = [
      { value: { intValue: '0' }, count: 2 },
      { value: { floatValue: 3.5 }, count: 1 },
    ];
    expect(summarizeRulesCoverage([numeric])).toMatchObject({
      conditions: 1,
      conditionsBothWays: 1,
      oneSided: [],
    });
  });

  it('names a condition that no test allowed', () => {
    const deniedOnly = summarizeRulesCoverage([
      report({
        and: [[false, 1]],
        d: [
          [true, 1],
          [false, 1],
        ],
      }),
    ]);
    expect(describeOneSided(deniedOnly)).toEqual(['1:15  never allowed  a < b && c']);
  });
});

describe('formatCoverageLine and meetsCoverage', () => {
  const summary = (evaluated, total, oneSided = []) => ({
    evaluated,
    total,
    percent: total ? (100 * evaluated) / total : 0,
    conditions: 21,
    conditionsBothWays: 21 - oneSided.length,
    oneSided,
  });

  it('prints one line with the share rounded down to a tenth and the number of expressions and conditions', () => {
    expect(formatCoverageLine(summary(241, 250))).toBe(
      'Rules coverage: 96.4% of 250 expressions evaluated; 21 of 21 conditions seen both allowing and denying',
    );
    expect(formatCoverageLine(summary(1899, 2000, [{}]))).toMatch(
      /^Rules coverage: 94\.9% of 2000 expressions evaluated; 20 of 21 /,
    );
    expect(formatCoverageLine(summary(305, 305))).toMatch(/^Rules coverage: 100\.0% of 305 /);
  });

  it('passes at 95% and above with every condition seen both ways; fails otherwise and when there is nothing to measure', () => {
    expect(meetsCoverage(summary(95, 100))).toBe(true);
    expect(meetsCoverage(summary(1899, 2000))).toBe(false);
    expect(meetsCoverage(summary(100, 100, [{}]))).toBe(false);
    expect(meetsCoverage(summary(0, 0))).toBe(false);
    expect(meetsCoverage(summary(9, 10), 90)).toBe(true);
  });
});

describe('describeUnevaluated and coverageHtml', () => {
  const summary = summarizeRulesCoverage([
    report({ and: [[true, 1]], lt: [[true, 1]], a: [[true, 1]], b: [[true, 1]], c: [[true, 1]] }),
  ]);

  it('lists only the outermost unevaluated expressions, with line, column and text', () => {
    expect(describeUnevaluated(summary)).toEqual([`2:${D + 1}  d`]);
    const none = summarizeRulesCoverage([report({})]);
    expect(describeUnevaluated(none)).toEqual(['1:15  a < b && c', `2:${D + 1}  d`]);
  });

  it('marks what no test evaluated in the escaped rules source', () => {
    const html = coverageHtml(summary);
    expect(html).toContain('allow get: if a &lt; b &amp;&amp; c;\nallow list: if <mark');
    expect(html).toContain('>d</mark>;');
    expect(html).toContain(
      '<h1>Rules coverage: 83.3% of 6 expressions evaluated; 0 of 2 conditions seen both allowing and denying</h1>',
    );
  });
});
