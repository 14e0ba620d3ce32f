/**
 * The French pages' check (docs/i18n.md): the English of the catalogues must not show on a
 * page a French browser sees. Read from src/locales/{en,fr}/*.po: every English message whose
 * French differs, cut into its literal pieces (placeholders, tags and plural syntax removed),
 * is looked for, as whole words, in the page's visible text and its aria-labels. Messages the
 * two languages write alike ('Total', '404', 'Street View') cannot be told apart and are left
 * out, as are proper names and the catalogue content a page shows as stored (race names).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

// The tests run from the project's root.
const LOCALES = join(process.cwd(), 'src', 'locales');

/** msgid → msgstr of one .po file (single-line entries, as `lingui extract` writes them). */
function entries(path: string): Map<string, string> {
  const found = new Map<string, string>();
  const text = readFileSync(path, 'utf8');
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
    const unescape = (value: string) => value.replace(/\\(.)/g, '$1');
    if (match[1]) found.set(unescape(match[1]), unescape(match[2] ?? ''));
  }
  return found;
}

/** The literal pieces of an ICU message: '{count, plural, one {# racer} other {# racers}}' → racer, racers. */
function pieces(message: string): string[] {
  const inner = message
    .replace(/\{\w+, (?:plural|select), /g, '{')
    .replace(/(?:=\d+|zero|one|two|few|many|other) \{/g, '{')
    .replace(/<\/?\d+>/g, '\n')
    .replace(/[{}#]/g, '\n')
    .replace(/\n\w+\n/g, '\n');
  const all = inner
    .split('\n')
    .map((piece) => piece.trim())
    .filter((piece) => /[A-Za-z]{3}/.test(piece));
  // A piece cut out of a longer message needs two words to say it is that message ('The').
  return all.length === 1 && all[0] === message.trim()
    ? all
    : all.filter((piece) => piece.includes(' ') || /^\{\w+, plural/.test(message));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English pieces of the catalogue parts `parts` ('visitor', 'leaderboard', …). */
export function englishPieces(parts: readonly string[]): string[] {
  const all = new Set<string>();
  const files = readdirSync(join(LOCALES, 'en')).filter((file) =>
    parts.includes(file.replace(/\.po$/, '')),
  );
  for (const file of files) {
    const french = entries(join(LOCALES, 'fr', file));
    for (const [english] of entries(join(LOCALES, 'en', file))) {
      if ((french.get(english) ?? '') === english) continue;
      for (const piece of pieces(english)) {
        const inFrench = pieces(french.get(english) ?? '');
        if (!inFrench.includes(piece)) all.add(piece);
      }
    }
  }
  return [...all];
}

/**
 * The English pieces of `parts` that show on the page now (visible text and aria-labels),
 * but for `allowed` (proper names, stored content): empty on a page wholly in French.
 */
export async function englishLeft(
  page: Page,
  parts: readonly string[],
  allowed: readonly string[] = [],
): Promise<string[]> {
  const shown = await page.evaluate(() =>
    [
      document.body.innerText,
      ...Array.from(document.querySelectorAll('[aria-label]'), (e) => e.getAttribute('aria-label')),
    ].join('\n'),
  );
  let text = shown;
  for (const name of ['Canada Virtual Challenges', 'Strava', 'Fitbit', 'Garmin', ...allowed])
    text = text.split(name).join(' ');
  return englishPieces(parts).filter((piece) =>
    new RegExp(`(^|[^\\p{L}])${escape(piece)}($|[^\\p{L}])`, 'u').test(text),
  );
}
