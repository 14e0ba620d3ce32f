/**
 * The structure of a firestore.rules text: its `match <path> {` blocks with their full paths
 * (nested paths joined) and its `function name(...) {` bodies. Pure: no I/O here.
 *
 * Firestore grants a request when any block matching its path allows it, so two blocks for one
 * path are two grants: tightening one leaves the other open, and neither the rules tests nor
 * the coverage figure can tell. `duplicateMatchPaths` finds them (scripts/firestore-rules.test.mjs).
 *
 * Braces inside strings (regular expressions such as '^[0-9]{1,16}_') and comments do not
 * count; a path is read whole, so its `{wildcard}` segments do not either.
 */

export class RulesParseError extends Error {}

const IDENTIFIER = /[A-Za-z0-9_]/;

function lineAt(text, index) {
  return text.slice(0, index).split('\n').length;
}

/** Index just past a comment or string starting at `i`, or `i` when none starts there. */
function skipCommentOrString(text, i) {
  if (text.startsWith('//', i)) {
    const end = text.indexOf('\n', i);
    return end === -1 ? text.length : end;
  }
  if (text.startsWith('/*', i)) {
    const end = text.indexOf('*/', i + 2);
    if (end === -1) throw new RulesParseError(`Unclosed comment at line ${lineAt(text, i)}`);
    return end + 2;
  }
  const quote = text[i];
  if (quote !== "'" && quote !== '"') return i;
  for (let j = i + 1; j < text.length; j += 1) {
    if (text[j] === '\\') j += 1;
    else if (text[j] === quote) return j + 1;
    else if (text[j] === '\n') break;
  }
  throw new RulesParseError(`Unclosed string at line ${lineAt(text, i)}`);
}

/** `match <path> {` at `i` (the keyword's first letter): { path, open } or null. */
function readMatch(text, i) {
  const found = /^match\s+(\/\S*)\s*\{/.exec(text.slice(i, i + 400));
  return found ? { path: found[1], open: i + found[0].length - 1 } : null;
}

/**
 * Every match block and function of the text, in order of their closing brace:
 * `{ matches: [{ path, line, body }], functions: [{ name, line, body }] }`, where `path` is the
 * block's full path (its parents' paths joined to its own) and `body` the text between its braces.
 */
export function parseRules(text) {
  const matches = [];
  const functions = [];
  const stack = [];
  let pendingFunction = null;
  let i = 0;
  while (i < text.length) {
    const skipped = skipCommentOrString(text, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = text[i];
    const startsWord = IDENTIFIER.test(c) && (i === 0 || !/[A-Za-z0-9_.]/.test(text[i - 1]));
    if (startsWord && text.startsWith('match', i)) {
      const match = readMatch(text, i);
      if (match) {
        const parent = stack.findLast((frame) => frame.kind === 'match');
        stack.push({
          kind: 'match',
          path: `${parent ? parent.path : ''}${match.path}`,
          open: match.open,
        });
        i = match.open + 1;
        continue;
      }
    }
    if (startsWord) {
      const word = /^[A-Za-z0-9_]+/.exec(text.slice(i))[0];
      if (word === 'function')
        pendingFunction = /^function\s+([A-Za-z0-9_]+)/.exec(text.slice(i))?.[1] ?? null;
      i += word.length;
      continue;
    }
    if (c === '{') {
      stack.push(
        pendingFunction
          ? { kind: 'function', name: pendingFunction, open: i }
          : { kind: 'other', open: i },
      );
      pendingFunction = null;
    } else if (c === '}') {
      const frame = stack.pop();
      if (!frame) throw new RulesParseError(`Unmatched } at line ${lineAt(text, i)}`);
      const block = { line: lineAt(text, frame.open), body: text.slice(frame.open + 1, i) };
      if (frame.kind === 'match') matches.push({ path: frame.path, ...block });
      if (frame.kind === 'function') functions.push({ name: frame.name, ...block });
    }
    i += 1;
  }
  if (stack.length > 0)
    throw new RulesParseError(`Unclosed { at line ${lineAt(text, stack.at(-1).open)}`);
  return { matches, functions };
}

/** The path with its wildcard names dropped: `/races/{a}/x` and `/races/{b}/x` are one path. */
export function pathShape(path) {
  return path.replace(/\{[^}=]*(=\*\*)?\}/g, (_, recursive) => `{${recursive ?? ''}}`);
}

/** Paths opened by more than one match block: [{ path, lines }], lines in text order. */
export function duplicateMatchPaths(matches) {
  const byShape = new Map();
  for (const block of matches) {
    const shape = pathShape(block.path);
    byShape.set(shape, [...(byShape.get(shape) ?? []), block]);
  }
  return [...byShape.values()]
    .filter((blocks) => blocks.length > 1)
    .map((blocks) => ({
      path: blocks[0].path,
      lines: blocks.map((b) => b.line).sort((a, b) => a - b),
    }));
}
