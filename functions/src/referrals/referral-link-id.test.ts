import { describe, expect, it } from 'vitest';
import { candidateIds, displayName, slugify } from './referral-link-id';

describe('slugify', () => {
  it.each([
    ['Avery Tremblay', 'avery-tremblay'],
    ['  Hélène   Côté ', 'helene-cote'],
    ["O'Neil-Smith Jr.", 'o-neil-smith-jr'],
    ['李', ''],
    ['x'.repeat(39) + ' yz', 'x'.repeat(39)],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('displayName', () => {
  it.each([
    [{ firstName: 'Avery', lastName: 'Tremblay' }, 'a@x.test', 'Avery Tremblay'],
    [{ firstName: ' Avery ', lastName: '' }, 'a@x.test', 'Avery'],
    [undefined, 'sam.runner@x.test', 'sam.runner'],
    [{ firstName: 3 }, undefined, 'A friend'],
  ])('%j %j → %j', (details, email, name) => {
    expect(displayName(details, email)).toBe(name);
  });
});

describe('candidateIds', () => {
  it('tries the slug, then numbers 2 to 9, then random suffixes', () => {
    let n = 0;
    const ids = candidateIds('Avery Tremblay', () => `r${(n += 1)}`);
    expect(ids[0]).toBe('avery-tremblay');
    expect(ids.slice(1, 9)).toEqual([2, 3, 4, 5, 6, 7, 8, 9].map((i) => `avery-tremblay-${i}`));
    expect(ids.slice(9)).toEqual(['avery-tremblay-r1', 'avery-tremblay-r2']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('falls back to friend when the name has no letters or digits', () => {
    expect(candidateIds('李', () => 'z')[0]).toBe('friend');
  });
});
