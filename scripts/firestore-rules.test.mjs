// @vitest-environment node
/**
 * firestore.rules itself: one match block per path (Firestore grants when any matching block
 * allows, so a second block would keep granting whatever the first one stops), and the numbers
 * and key patterns it hard-codes equal to the contract's (src/contract), which the browser and
 * the functions apply. The parsing is tested on small texts in lib/rules-blocks and lib/rules-constants.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FILE_KEY_PATTERN, fileKey } from '../src/contract/activity-file.ts';
import { ADDRESS_FIELD_MAX } from '../src/contract/shipping-address.ts';
import { DURATION_MAX, MAX_ACTIVITY_KM } from '../src/contract/manual-activity.ts';
import { SHARD_COUNT } from '../src/contract/standings-board.ts';
import { KEY_PREFIX, TRACKER_PROVIDERS, trackerKey } from '../src/contract/tracker-activity.ts';
import { activityKey } from '../src/features/dashboard/logic/activity-day.ts';
import { duplicateMatchPaths, parseRules } from './lib/rules-blocks.mjs';
import { constantMismatches, rulesConstants } from './lib/rules-constants.mjs';

const RULES = readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8');

describe('firestore.rules', () => {
  it('opens each path in one match block', () => {
    expect(duplicateMatchPaths(parseRules(RULES).matches)).toEqual([]);
  });

  it("hard-codes the contract's numbers", () => {
    const contract = {
      standingsListLimit: SHARD_COUNT,
      maxActivityKm: MAX_ACTIVITY_KM,
      durationMax: DURATION_MAX,
      detailsMax: ADDRESS_FIELD_MAX,
    };
    expect(constantMismatches(rulesConstants(RULES), contract)).toEqual([]);
  });

  it('checks manual keys with one pattern, which the keys the browser writes match', () => {
    const patterns = new Set(rulesConstants(RULES).manualKeyPatterns);
    expect(patterns.size).toBe(1);
    const manualKey = new RegExp([...patterns][0]);
    expect(manualKey.test(activityKey(new Date('2026-06-01T23:59:59.999Z'), '2026-06-01'))).toBe(
      true,
    );
    expect(manualKey.test(activityKey(new Date(0), '2026-06-01'))).toBe(true);
    expect(manualKey.test('S_123')).toBe(false);
  });

  it.each(['1', 'A-z-9', 'a'.repeat(64), 'a'.repeat(65), 'a.b', 'a/b', 'a_b', ''])(
    'accepts the imported key of provider id %j exactly when the contract does',
    (id) => {
      const importedKey = new RegExp(rulesConstants(RULES).trackerKeyPattern);
      for (const provider of TRACKER_PROVIDERS) {
        const contractAccepts = (() => {
          try {
            return trackerKey(provider, id) === `${KEY_PREFIX[provider]}${id}`;
          } catch {
            return false;
          }
        })();
        expect({ provider, id, rules: importedKey.test(`${KEY_PREFIX[provider]}${id}`) }).toEqual({
          provider,
          id,
          rules: contractAccepts,
        });
      }
      expect(importedKey.test(`X_${id}`)).toBe(false);
    },
  );

  it("checks a file's key with the contract's pattern, which the keys the browser writes match", () => {
    const { fileKeyPattern } = rulesConstants(RULES);
    expect(fileKeyPattern).toBe(FILE_KEY_PATTERN.source);
    expect(new RegExp(fileKeyPattern).test(fileKey('ab'.repeat(32)))).toBe(true);
    expect(new RegExp(fileKeyPattern).test(`1700000000000_2026-06-01`)).toBe(false);
  });
});
