/**
 * Rewrites comments that cite documents a clone does not have (the spec's numbered sections,
 * the house rules' and the security list's numbers, "../shared/...") into citations of the
 * repository's own docs: docs/product.md (§R1–§R9 registration and checkout, §P1–§P9 the
 * participant area, "Deliberate differences"), docs/house-style.md (rules 1–16) and
 * docs/security.md (items 1–82). docs/house-style.md, rule 11.
 *
 *   node scripts/docs/rewrite-citations.mjs           rewrite every tracked text file in place
 *   node scripts/docs/rewrite-citations.mjs --dry-run write nothing; list what it could not map
 *   node scripts/docs/rewrite-citations.mjs --check   change nothing; list every citation left
 *
 * Idempotent: a rewritten citation matches none of the patterns again. Either way it exits 1
 * and lists each citation the table cannot map (file:line and the text), so a branch merged
 * later with new citations is caught; scripts/docs/citations.test.mjs runs the check.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const PRODUCT = 'docs/product.md';
const DIFFERENCES = `${PRODUCT}, "Deliberate differences"`;
const CALLABLES = 'docs/architecture.md, "Callables"';

/** Files that hold the patterns as data, or are not ours to rewrite. */
const SKIPPED = new Set([
  'scripts/docs/rewrite-citations.mjs',
  'scripts/docs/citations.test.mjs',
  'package-lock.json',
  'functions/package-lock.json',
]);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|md|rules|css|html|ya?ml|po|txt|sh)$|^\.gitignore$/;

/** Exact phrases first: where the general rules below would read badly. */
const PHRASES = [
  ['spec 02 home', `${PRODUCT} §P2 Home`],
  ['Beyond the spec (§8', `Beyond ${PRODUCT} (§P8`],
  [
    'architecture.md, "Activities, standings, trackers"',
    'docs/architecture.md, "Chains that pass through Firestore documents"',
  ],
  ['architecture.md: auth once', `${CALLABLES}: auth once`],
  ['architecture.md: an outage is Retry', `${CALLABLES}: an outage is Retry`],
  ['architecture.md ("tracker activities")', DIFFERENCES],
  ['architecture.md "a callable prices the order"', `${DIFFERENCES}: a callable prices the order`],
  ['the security checklist', 'docs/security.md'],
  ['../shared/spec/', PRODUCT],
  ['../shared/spec', PRODUCT],
  ['../shared/architecture.md', 'docs/house-style.md'],
  ['../shared/security-checklist.md', 'docs/security.md'],
];

const NUMBERS = String.raw`\d+(?:-\d+)?(?:(?:, | and )\d+(?:-\d+)?)*`;
/** Between two words of a citation: a space, or a line break inside a comment (" * ", "// "). */
const GAP = String.raw`(?: |\n[ \t]*(?:\*|\/\/|#)?[ \t]*)`;
/** A house rule's number (one, or a range) → docs/house-style.md rule(s). */
const HOUSE_STYLE = new RegExp(
  String.raw`(?:(?<![\w/.-])architecture\.md,?${GAP})?[Hh]ouse(${GAP})style(${GAP})(${NUMBERS})`,
  'g',
);
/** The security list's numbers (one, a range, a list) → docs/security.md item(s). */
const CHECKLIST = new RegExp(
  String.raw`(?:[Ss]ecurity(${GAP}))?[Cc]hecklist(${GAP})(?:line )?(${NUMBERS})`,
  'g',
);
/** The outside architecture page, named bare (docs/architecture.md is ours). */
const BARE_ARCHITECTURE = /(?<![\w/.-])architecture\.md/g;

/** `doc rule 3`, `doc items 1-3`; a line break the citation had stays, before the word. */
function cited(doc, word, gaps, numbers) {
  const many = /[-,]| and /.test(numbers) ? `${word}s` : word;
  const lineBreak = gaps.find((gap) => gap?.includes('\n')) ?? ' ';
  return `${doc}${lineBreak}${many} ${numbers}`;
}

/**
 * The spec's part and section numbers → "docs/product.md §R7, §R9": a bare § takes the part
 * of the last part number before it (within a comment's reach, else it is listed); an RFC's §, or one with
 * no spec before it (another document's section), is left alone.
 */
function rewriteSpecSections(text, unmapped) {
  const token = /\b([Ss]pec)(?: (0[12]))?( §)?|\bRFC \d+|§(?=\d)/g;
  let part = null;
  let partAt = -1;
  let out = '';
  let last = 0;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    const [whole, spec, number, section] = m;
    let replacement = whole;
    if (whole.startsWith('RFC')) {
      part = 'rfc';
      partAt = m.index;
    } else if (spec && number) {
      part = number === '01' ? 'R' : 'P';
      partAt = m.index;
      replacement = section ? `${PRODUCT} §${part}` : PRODUCT;
    } else if (spec && section) {
      // "spec §4" names no part: the one cited last, else registration (the confirmation
      // variants write it so).
      if (part !== 'P') part = 'R';
      partAt = m.index;
      replacement = `${PRODUCT} §${part}`;
    } else if (spec) {
      continue; // the word "spec" alone: docs/product.md says it means that page
    } else if (part === 'R' || part === 'P') {
      if (m.index - partAt > 400) unmapped.push(m.index);
      else replacement = `§${part}`;
    }
    out += text.slice(last, m.index) + replacement;
    last = m.index + whole.length;
  }
  return out + text.slice(last);
}

/** The text with every citation it can map rewritten; `unmapped` gets the offsets it cannot. */
export function rewriteCitations(text) {
  let out = text;
  for (const [from, to] of PHRASES) out = out.split(from).join(to);
  out = out.replace(HOUSE_STYLE, (_, a, b, n) => cited('docs/house-style.md', 'rule', [a, b], n));
  out = out.replace(CHECKLIST, (_, a, b, n) => cited('docs/security.md', 'item', [a, b], n));
  out = out.replace(BARE_ARCHITECTURE, DIFFERENCES);
  const offsets = [];
  out = rewriteSpecSections(out, offsets);
  return { text: out, unmapped: offsets };
}

/** Citations left in a text: documents outside the repository, or forms the table misses. */
const LEFT = [
  /\b[Ss]pec 0\d/g,
  /\b[Ss]pec §/g,
  new RegExp(String.raw`[Hh]ouse${GAP}style${GAP}\d`, 'g'),
  new RegExp(String.raw`[Cc]hecklist${GAP}(?:line )?\d`, 'g'),
  /[Ss]ecurity checklist/g,
  /(?<![\w/.-])architecture\.md/g,
  /\.\.\/shared\/(?:spec|architecture\.md|security-checklist\.md|environment\.md)/g,
  /\/work\/shared\b/g,
];

/** Relative paths that climb above the repository from where they are written. */
function outsidePaths(file, text) {
  const found = [];
  // A quoted path is code (an import, a fixture's module name), checked by the compilers.
  for (const m of text.matchAll(/(?<![`'"./])(?:\.\.\/)+[\w@.-][\w@./-]*/g)) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[0]));
    if (resolved.startsWith('../')) found.push(m.index);
  }
  return found;
}

function lineOf(text, offset) {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  const line = text.slice(0, offset).split('\n').length;
  return `${line}: ${text.slice(start, end === -1 ? undefined : end).trim()}`;
}

/** Every citation in `text` (of `file`, relative to the root) the repository cannot answer. */
export function findCitations(file, text) {
  const offsets = new Set(rewriteCitations(text).unmapped);
  for (const pattern of LEFT) for (const m of text.matchAll(pattern)) offsets.add(m.index);
  for (const offset of outsidePaths(file, text)) offsets.add(offset);
  return [...offsets].sort((a, b) => a - b).map((o) => `${file}:${lineOf(text, o)}`);
}

export function trackedTextFiles(root = ROOT) {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !SKIPPED.has(file) && TEXT_FILE.test(path.posix.basename(file)));
}

function readText(file) {
  try {
    return readFileSync(path.join(ROOT, file), 'utf8');
  } catch {
    return null; // listed by git but gone from the work tree
  }
}

function main(argv) {
  const check = argv.includes('--check');
  const dryRun = argv.includes('--dry-run');
  const unmapped = [];
  let changed = 0;
  for (const file of trackedTextFiles()) {
    const text = readText(file);
    if (text === null) continue;
    const { text: rewritten } = rewriteCitations(text);
    const current = check ? text : rewritten;
    if (!check && rewritten !== text) {
      if (!dryRun) writeFileSync(path.join(ROOT, file), rewritten);
      changed += 1;
    }
    unmapped.push(...findCitations(file, current));
  }
  if (!check) console.log(`${changed} files ${dryRun ? 'to rewrite' : 'rewritten'}`);
  if (unmapped.length > 0) {
    console.error(`${unmapped.length} citations the table cannot map:`);
    for (const line of unmapped) console.error(`  ${line}`);
    return 1;
  }
  console.log('no citation outside the repository');
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv.slice(2));
}
