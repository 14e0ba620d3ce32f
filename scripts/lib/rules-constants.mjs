/**
 * The numbers and patterns firestore.rules hard-codes that the code defines too (src/contract):
 * read out of the rules text, so a test can compare them with the contract's exports and fail
 * when one side changes alone. Pure: no I/O here.
 *
 * Each value is read from the block or function that enforces it; a value that cannot be found
 * (a renamed function, a rewritten condition) throws, so the comparison never passes by default.
 */
import { parseRules, pathShape } from './rules-blocks.mjs';

export class RulesConstantError extends Error {}

const STANDINGS_PATH = '/databases/{}/documents/races/{}/standings/{}';

function only(items, what) {
  if (items.length !== 1)
    throw new RulesConstantError(`firestore.rules: expected one ${what}, found ${items.length}`);
  return items[0];
}

function numberIn(body, pattern, what) {
  const found = pattern.exec(body);
  if (!found) throw new RulesConstantError(`firestore.rules: no ${what}`);
  return Number(found[1]);
}

function stringsIn(body, pattern, what) {
  const found = [...body.matchAll(pattern)].map((m) => m[1]);
  if (found.length === 0) throw new RulesConstantError(`firestore.rules: no ${what}`);
  return found;
}

/**
 * {
 *   standingsListLimit,            races/{legId}/standings: the largest list query allowed
 *   maxActivityKm,                 validEntry: a manual entry's distance is below this
 *   durationMax: { hours, minutes, seconds },   validDuration: each part's upper bound
 *   detailsMax: { field: max },    validDetails: the bound of each users/{uid}.details text
 *   manualKeyPatterns: [...],      every pattern a manual times key is checked against
 *   trackerKeyPattern,             keepsOneDuplicatePair: the imported key's pattern
 *   fileKeyPattern,                isFileKey: the key of an activity added from a file
 * }
 */
export function rulesConstants(text) {
  const { matches, functions } = parseRules(text);
  const fn = (name) =>
    only(
      functions.filter((f) => f.name === name),
      `function ${name}`,
    ).body;
  const standings = only(
    matches.filter((m) => pathShape(m.path) === STANDINGS_PATH),
    `match ${STANDINGS_PATH}`,
  ).body;
  const duration = fn('validDuration');
  const details = fn('validDetails');
  const duplicatePair = fn('keepsOneDuplicatePair');
  return {
    standingsListLimit: numberIn(
      standings,
      /request\.query\.limit\s*<=\s*(\d+)/,
      '`request.query.limit <= N` in the standings block',
    ),
    maxActivityKm: numberIn(
      fn('validEntry'),
      /\.distance\s*<\s*(\d+)/,
      '`distance < N` in validEntry',
    ),
    durationMax: Object.fromEntries(
      ['hours', 'minutes', 'seconds'].map((part) => [
        part,
        numberIn(
          duration,
          new RegExp(`\\.${part}\\s*<=\\s*(\\d+)`),
          `\`${part} <= N\` in validDuration`,
        ),
      ]),
    ),
    detailsMax: Object.fromEntries(
      [...details.matchAll(/optionalText\(\s*\w+\s*,\s*'(\w+)'\s*,\s*(\d+)\s*\)/g)].map((m) => [
        m[1],
        Number(m[2]),
      ]),
    ),
    manualKeyPatterns: [
      ...stringsIn(fn('validEntry'), /key\.matches\('([^']*)'\)/g, 'key pattern in validEntry'),
      ...stringsIn(
        duplicatePair,
        /added\[0\]\.matches\('([^']*)'\)/g,
        'manual key pattern in keepsOneDuplicatePair',
      ),
    ],
    trackerKeyPattern: only(
      stringsIn(
        duplicatePair,
        /kept\[added\[0\]\]\.matches\('([^']*)'\)/g,
        'imported key pattern in keepsOneDuplicatePair',
      ),
      'imported key pattern',
    ),
    // null in a rules text without uploaded files (the parser's own small test texts).
    fileKeyPattern: functions.some((f) => f.name === 'isFileKey')
      ? only(
          stringsIn(fn('isFileKey'), /key\.matches\('([^']*)'\)/g, 'key pattern in isFileKey'),
          'file key pattern',
        )
      : null,
  };
}

/** What differs between the rules' numbers and the contract's: ['name: rules X, contract Y'], [] when none. */
export function constantMismatches(fromRules, fromContract) {
  return Object.entries(fromContract)
    .filter(
      ([name, value]) =>
        JSON.stringify(sortKeys(fromRules[name])) !== JSON.stringify(sortKeys(value)),
    )
    .map(
      ([name, value]) =>
        `${name}: rules ${JSON.stringify(fromRules[name])}, contract ${JSON.stringify(value)}`,
    );
}

function sortKeys(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys(value[k])]),
  );
}
