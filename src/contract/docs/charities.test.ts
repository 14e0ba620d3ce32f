import { describe, expect, it } from 'vitest';
import { parseCharities, parseCharity } from './charities';

describe('parseCharity', () => {
  it.each([
    [
      'a full entry',
      { active: true, name: 'Food', description: 'd', image_url: 'u', image_alt: 'a', order: 2 },
      { active: true, name: 'Food', description: 'd', imageUrl: 'u', imageAlt: 'a', order: 2 },
    ],
    [
      'missing fields (inactive, listed last)',
      {},
      {
        active: false,
        name: '',
        description: '',
        imageUrl: '',
        imageAlt: '',
        order: Number.MAX_SAFE_INTEGER,
      },
    ],
    ['not a map', 'x', { active: false, name: '' }],
    [
      'wrong types',
      { active: 'true', name: 3, order: 'x' },
      { active: false, name: '', order: Number.MAX_SAFE_INTEGER },
    ],
    ['an order as a string', { active: true, order: '3' }, { active: true, order: 3 }],
  ])('%s', (_label, value, expected) =>
    expect(parseCharity('c1', value)).toMatchObject({ id: 'c1', ...expected }),
  );
});

describe('parseCharities', () => {
  it('keeps the active ones, by order then name', () => {
    const charities = parseCharities({
      b: { active: true, name: 'B', order: 2 },
      z: { active: true, name: 'Z' },
      a2: { active: true, name: 'A2', order: 1 },
      a1: { active: true, name: 'A1', order: 1 },
      c: { active: false, name: 'C', order: 0 },
      broken: null,
    });
    expect(charities.map((charity) => charity.id)).toEqual(['a1', 'a2', 'b', 'z']);
  });
});
