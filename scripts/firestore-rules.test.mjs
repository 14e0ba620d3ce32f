// @vitest-environment node
/**
 * firestore.rules itself: one match block per path (Firestore grants when any matching block
 * allows, so a second block would keep granting whatever the first one stops). The parsing is
 * tested on small texts in lib/rules-blocks.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { duplicateMatchPaths, parseRules } from './lib/rules-blocks.mjs';

const RULES = readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8');

describe('firestore.rules', () => {
  it('opens each path in one match block', () => {
    expect(duplicateMatchPaths(parseRules(RULES).matches)).toEqual([]);
  });
});
