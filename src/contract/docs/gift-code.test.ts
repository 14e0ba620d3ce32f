import { describe, expect, it } from 'vitest';
import { newGiftCodeDoc, parseGiftCode } from './gift-code';

describe('parseGiftCode', () => {
  const unused = { used: false, legId: 'price_a', purchasedBy: 'u1', createdAt: 1 };
  it.each([
    ['a new code', unused, { used: false, legId: 'price_a', purchasedBy: 'u1' }],
    [
      'a used code',
      { ...unused, used: true, usedAt: 2 },
      { used: true, legId: 'price_a', purchasedBy: 'u1' },
    ],
    [
      'no buyer',
      { used: false, legId: 'price_a' },
      { used: false, legId: 'price_a', purchasedBy: '' },
    ],
    ['absent document', undefined, null],
    ['no used field', { legId: 'price_a' }, null],
    ['used of another type', { used: 'false', legId: 'price_a' }, null],
    ['no leg', { used: false }, null],
    ['a leg of another type', { used: false, legId: 7 }, null],
    [
      'extra fields (an old usedBy)',
      { ...unused, usedBy: { id: 'x' } },
      { used: false, legId: 'price_a', purchasedBy: 'u1' },
    ],
  ])('%s', (_label, data, expected) => expect(parseGiftCode(data)).toEqual(expected));

  it('reads back what provisioning writes', () => {
    expect(parseGiftCode(newGiftCodeDoc('price_a', 'u1', 5))).toEqual({
      used: false,
      legId: 'price_a',
      purchasedBy: 'u1',
    });
  });
});
