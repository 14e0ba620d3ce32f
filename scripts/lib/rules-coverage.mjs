/**
 * The share of firestore.rules expressions the rules tests evaluated, from the Firestore
 * emulator's coverage reports (GET /emulator/v1/projects/<id>:ruleCoverage).
 *
 * A report is `{ rules: { files: [{ content }] }, report: [node] }`: a tree with one node per
 * expression of the rules (every expression, evaluated or not), each with its
 * `sourcePosition` and the `values` it evaluated to. A node with at least one value was
 * evaluated; a top-level node (an `allow` condition or a function body) that was true allowed
 * and one that was false or failed denied. The rules tests use one project per test file, so
 * the figures are the union over several reports of the same rules. Pure: no I/O here.
 */

/** Reports of different rules cannot be merged; the caller names the projects. */
export class RulesCoverageError extends Error {}

function spanOf(node) {
  const p = node.sourcePosition ?? {};
  return `${p.line}:${p.column}[${p.currentOffset}-${p.endOffset}]`;
}

/** Every expression of one report: key (its span and its parents' spans) → evaluated. */
function expressionsOf(report) {
  const found = new Map();
  const walk = (nodes, parentKey) => {
    const seen = new Map();
    for (const node of nodes ?? []) {
      const span = spanOf(node);
      const nth = seen.get(span) ?? 0;
      seen.set(span, nth + 1);
      const key = `${parentKey}/${span}#${nth}`;
      const values = (node.values ?? []).filter((v) => (v.count ?? 0) > 0);
      found.set(key, {
        position: node.sourcePosition ?? {},
        topLevel: parentKey === '',
        evaluated: values.length > 0,
        // A condition grants when true; false, or an error (any other value), denies.
        allowed: values.some((v) => v.value?.boolValue === true),
        denied: values.some((v) => v.value?.boolValue !== true),
        // A function that computes a value (a number, a string…) is not a condition.
        returnsData: values.some((v) =>
          Object.keys(v.value ?? {}).some(
            (k) => k !== 'boolValue' && /^[a-z]+Value$/.test(k) && k !== 'errorValue',
          ),
        ),
      });
      walk(node.children, key);
    }
  };
  walk(report.report, '');
  return found;
}

function rulesSourceOf(report) {
  return (report.rules?.files ?? []).map((file) => file.content).join('\n');
}

/**
 * Merges reports of the same rules: an expression counts as evaluated when any report
 * evaluated it. Returns { total, evaluated, percent, unevaluated: [{ line, column }], source }.
 */
export function summarizeRulesCoverage(reports) {
  if (reports.length === 0) throw new RulesCoverageError('No rules coverage report to read.');
  const source = rulesSourceOf(reports[0]);
  const merged = new Map();
  for (const report of reports) {
    if (rulesSourceOf(report) !== source)
      throw new RulesCoverageError('The coverage reports are of different rules.');
    for (const [key, e] of expressionsOf(report)) {
      const before = merged.get(key);
      merged.set(
        key,
        before
          ? {
              ...before,
              evaluated: before.evaluated || e.evaluated,
              allowed: before.allowed || e.allowed,
              denied: before.denied || e.denied,
              returnsData: before.returnsData || e.returnsData,
            }
          : e,
      );
    }
  }
  const all = [...merged.values()];
  const evaluated = all.filter((e) => e.evaluated).length;
  const total = all.length;
  const located = (e) => ({
    line: e.position.line,
    column: e.position.column,
    start: e.position.currentOffset,
    end: e.position.endOffset + 1,
    allowed: e.allowed,
    denied: e.denied,
  });
  const byPlace = (a, b) => a.start - b.start || b.end - a.end;
  const unevaluated = all
    .filter((e) => !e.evaluated)
    .map(located)
    .sort(byPlace);
  // Top-level expressions are the conditions of `allow` statements and the bodies of functions
  // (those that answer true or false; a helper returning a number is not a condition).
  const conditions = all.filter((e) => e.topLevel && !e.returnsData);
  const oneSided = conditions
    .filter((e) => !(e.allowed && e.denied))
    .map(located)
    .sort(byPlace);
  return {
    total,
    evaluated,
    percent: total === 0 ? 0 : (100 * evaluated) / total,
    unevaluated,
    conditions: conditions.length,
    conditionsBothWays: conditions.length - oneSided.length,
    oneSided,
    source,
  };
}

/**
 * The one line `npm test` prints, e.g. "Rules coverage: 96.4% of 250 expressions evaluated;
 * 20 of 21 conditions seen both allowing and denying".
 */
export function formatCoverageLine(summary) {
  const percent = Math.floor(summary.percent * 10) / 10;
  return (
    `Rules coverage: ${percent.toFixed(1)}% of ${summary.total} expressions evaluated; ` +
    `${summary.conditionsBothWays} of ${summary.conditions} conditions seen both allowing and denying`
  );
}

/**
 * Whether the rules tests pass the bar: at least 95% (unless told otherwise) of the
 * expressions evaluated, and every condition seen both ways (every allow has a deny beside it).
 */
export function meetsCoverage(summary, minimumPercent = 95) {
  return summary.total > 0 && summary.percent >= minimumPercent && summary.oneSided.length === 0;
}

/** The conditions the tests saw only one way, as `line:column  never denied|never allowed  text`. */
export function describeOneSided(summary, maxLength = 80) {
  return summary.oneSided.map((e) => {
    const text = clip(summary.source.slice(e.start, e.end), maxLength);
    return `${e.line}:${e.column}  ${e.allowed ? 'never denied' : 'never allowed'}  ${text}`;
  });
}

function clip(text, maxLength) {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

/**
 * The outermost unevaluated expressions as `line:column  text` (an unevaluated expression's
 * children are unevaluated too, so only the outer one is listed): where to add a test.
 */
export function describeUnevaluated(summary, maxLength = 80) {
  const lines = [];
  let coveredUntil = -1;
  for (const e of summary.unevaluated) {
    if (e.start < coveredUntil) continue;
    coveredUntil = e.end;
    lines.push(`${e.line}:${e.column}  ${clip(summary.source.slice(e.start, e.end), maxLength)}`);
  }
  return lines;
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A self-contained page: the rules with the outermost unevaluated expressions marked. */
export function coverageHtml(summary) {
  let html = '';
  let at = 0;
  let coveredUntil = -1;
  for (const e of summary.unevaluated) {
    if (e.start < coveredUntil || e.start < at) continue;
    coveredUntil = e.end;
    html += escapeHtml(summary.source.slice(at, e.start));
    html += `<mark title="not evaluated by the rules tests">${escapeHtml(summary.source.slice(e.start, e.end))}</mark>`;
    at = e.end;
  }
  html += escapeHtml(summary.source.slice(at));
  return `<!doctype html>
<meta charset="utf-8">
<title>${escapeHtml(formatCoverageLine(summary))}</title>
<style>body{font-family:sans-serif}pre{font-size:13px;line-height:1.4}mark{background:#fbb}</style>
<h1>${escapeHtml(formatCoverageLine(summary))}</h1>
<p>Marked: expressions no rules test evaluated (union of the rules test projects).</p>
<pre>${html}</pre>
`;
}
