import { describe, expect, it } from 'vitest';
import {
  formatGrouped,
  formatKmWithUnit,
  formatLongDay,
  formatMoney,
  formatPercentValue,
  formatShortDay,
  formatTwoDecimals,
} from './format';

// fr-CA separates thousands and the unit with no-break spaces; read them as spaces here.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting in English and French', () => {
  it.each([
    [formatTwoDecimals, 1000, '1000.00', '1 000,00'],
    [formatTwoDecimals, 250.934, '250.93', '250,93'],
    [formatTwoDecimals, -0.001, '0.00', '0,00'],
    [formatTwoDecimals, Number.NaN, '0.00', '0,00'],
    [formatKmWithUnit, 250.93, '250.93 Km', '250,93 km'],
    [formatKmWithUnit, 1000, '1000.00 Km', '1 000,00 km'],
    [formatGrouped, 7000, '7,000', '7 000'],
    [formatGrouped, 21.1, '21.1', '21,1'],
    [formatPercentValue, 12.5, '12.50%', '12,50 %'],
    [formatPercentValue, 100, '100.00%', '100,00 %'],
    [formatMoney, 12900, '$129.00', '129,00 $'],
    [formatMoney, 123456, '$1,234.56', '1 234,56 $'],
  ] as const)('%o(%s) → %s / %s', (format, value, english, french) => {
    expect(format(value, 'en')).toBe(english);
    expect(plain(format(value, 'fr'))).toBe(french);
  });

  it.each([
    [formatLongDay, '2026-11-23', 'November 23, 2026', '23 novembre 2026'],
    [formatLongDay, '2025-07-01', 'July 1, 2025', '1er juillet 2025'],
    [formatShortDay, '2025-03-01', 'Mar 1, 2025', '1er mars 2025'],
  ] as const)('%o(%s) → %s / %s', (format, day, english, french) => {
    const date = new Date(`${day}T00:00:00Z`);
    expect(format(date, 'en')).toBe(english);
    expect(plain(format(date, 'fr'))).toBe(french);
  });
});
