// @vitest-environment node
/**
 * The app's Bootstrap (src/styles/bootstrap.scss) is only the parts in use: every Bootstrap class
 * the screens name (in src/ and index.html, and the ones React-Bootstrap's Button, Form,
 * Container and Spinner write) must still be in it, so a screen that starts using a component or
 * utility left out fails here, not on a participant's phone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** The class names a stylesheet's selectors name (comments and declarations left out). */
function classesOf(css: string): Set<string> {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, '{}');
  return new Set([...selectors.matchAll(/\.(-?[a-z][\w-]*)/gi)].map((m) => m[1]));
}

/**
 * Every word of the app's string literals and class attributes that could be a class name
 * (tests left out): className="…", className={`…`}, and class lists kept in constants.
 */
function sourceWords(): Set<string> {
  const words = new Set<string>();
  const read = (file: string) => {
    for (const [, text] of readFileSync(file, 'utf8').matchAll(/["'`]([^"'`]*)["'`]/g)) {
      const tokens = text
        .replace(/\$\{[^}]*\}/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
      if (tokens.every((t) => /^[a-z][a-z0-9-]*$/.test(t))) tokens.forEach((t) => words.add(t));
    }
  };
  for (const entry of readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      read(join(entry.parentPath, entry.name));
  }
  read(join(root, 'index.html'));
  return words;
}

/** What React-Bootstrap writes from props: btn-{variant}, btn-{size}, spinner-{animation}-{size}. */
function reactBootstrapClasses(words: Set<string>): string[] {
  const props = [...words].filter((w) =>
    /^((outline-)?(primary|secondary|success|danger|warning|info|light|dark)|link|sm|lg|border|grow)$/.test(
      w,
    ),
  );
  const fromProps = props.flatMap((w) => [`btn-${w}`, `spinner-${w}`, `spinner-${w}-sm`]);
  return [
    ...fromProps,
    'btn',
    'container',
    'form-control',
    'form-label',
    'form-select',
    'form-check',
    'form-check-input',
    'form-check-label',
    'form-text',
    'invalid-feedback',
    'is-invalid',
  ];
}

describe("the app's Bootstrap", () => {
  const full = classesOf(
    readFileSync(fileURLToPath(import.meta.resolve('bootstrap/dist/css/bootstrap.css')), 'utf8'),
  );
  const ours = classesOf(
    compile(join(root, 'src/styles/bootstrap.scss'), {
      loadPaths: [join(root, 'node_modules')],
      quietDeps: true,
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    }).css,
  );
  const words = sourceWords();
  const named = [...words, ...reactBootstrapClasses(words)].filter((c) => full.has(c));

  it('keeps every Bootstrap class a screen names', () => {
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((c) => !ours.has(c)).sort()).toEqual([]);
  });

  it('leaves out what no screen uses (a modal, a tooltip, the responsive margins)', () => {
    for (const unused of ['modal', 'tooltip', 'carousel', 'navbar', 'table', 'mt-md-3'])
      expect(ours.has(unused), unused).toBe(false);
    expect(ours.size).toBeLessThan(full.size / 2);
  });
});
