import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_VARIANTS,
  DEFAULT_VARIANT_ID,
  variantForRaceKey,
  variantIdForRaceKey,
  type ConfirmationVariantId,
} from './confirmation-variants';

describe('variantIdForRaceKey (docs/product.md §R2.7)', () => {
  it.each<[string, ConfirmationVariantId]>([
    ['BigCanadaRunStaging', 'run2023'],
    ['BigCanadaRun', 'run2023'],
    ['thebigcanadarun2023', 'run2023'],
    ['thebigcanadarun2024', 'run2024'],
    ['thebigcanadarun2025', 'run2025'],
    ['ride2025', 'ride'],
    ['tbcr24s', 'ride'],
    ['60northrun2024', 'northRun'],
    ['60northrun', 'northRun'],
    ['60northrun25', 'northRunEditions'],
    ['60northrun26', 'northRunEditions'],
    ['february24', 'february2024'],
    ['celebratecanada-c', 'celebrateCanada'],
    ['celebratecanada-a1', 'celebrateCanada'],
    ['celebratecanada-n', 'celebrateCanada'],
    ['CelebrateCanada', 'celebrateCanada2023'],
    ['celebratecanada-x', 'celebrateCanada2023'],
    ['bigcanadarun', 'celebrateCanada2023'],
    ['', 'celebrateCanada2023'],
    ['constructor', 'celebrateCanada2023'],
    ['__proto__', 'celebrateCanada2023'],
    ['toString', 'celebrateCanada2023'],
  ])('%s → %s', (key, expected) => {
    expect(variantIdForRaceKey(key)).toBe(expected);
  });

  it('falls back to the original 2023 celebrate-Canada page', () => {
    expect(DEFAULT_VARIANT_ID).toBe('celebrateCanada2023');
    expect(variantForRaceKey('anything-else')).toBe(CONFIRMATION_VARIANTS.celebrateCanada2023);
  });
});

describe('variant texts', () => {
  it.each<[ConfirmationVariantId, string | null, string | null, boolean, RegExp]>([
    ['run2023', '2023-07-01', '2024-06-30', true, /mid-fall/],
    ['run2024', '2024-07-01', '2025-06-30', true, /mid-fall/],
    ['run2025', '2025-07-01', '2026-06-30', true, /mid-fall/],
    ['ride', '2025-07-01', '2025-10-31', true, /mid-fall/],
    ['northRun', null, null, true, /mid-fall/],
    ['northRunEditions', null, null, true, /mid-fall/],
    ['february2024', '2024-02-01', '2024-02-29', false, /medal ships/],
    ['celebrateCanada', '2025-03-01', '2025-12-31', false, /first medals ship mid-June/],
    ['celebrateCanada2023', '2023-04-15', '2023-07-01', false, /ship early June/],
  ])('%s: window %s to %s, run %s, shipping %s', (id, start, end, isRun, shipping) => {
    const variant = CONFIRMATION_VARIANTS[id];
    expect(variant.id).toBe(id);
    expect(variant.window?.start ?? null).toBe(start);
    expect(variant.window?.end ?? null).toBe(end);
    expect(variant.isRun).toBe(isRun);
    expect(i18n._(variant.medalShipping)).toMatch(shipping);
    expect(i18n._(variant.intro)).not.toBe('');
    expect(variant.challengeName).not.toBe('');
  });

  it('states the February trails (11 trails, 126 km) and the original 156 km', () => {
    expect(
      CONFIRMATION_VARIANTS.february2024.notes.map((note) => i18n._(note)).join(' '),
    ).toContain('11 trails, 126 km');
    expect(
      CONFIRMATION_VARIANTS.celebrateCanada2023.notes.map((note) => i18n._(note)).join(' '),
    ).toContain('156 km');
  });

  it('tells the January 2024 edition about January shipping mid-February and the keychain in March', () => {
    const notes = CONFIRMATION_VARIANTS.run2024.notes.map((note) => i18n._(note)).join(' ');
    expect(notes).toMatch(/January 1 to January 31/);
    expect(notes).toMatch(/mid-February/);
    expect(notes).toMatch(/keychain follows in March/);
  });
});
