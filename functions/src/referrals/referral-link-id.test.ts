import { describe, expect, it } from 'vitest';
import { candidateIds, isNeutralId, linkFollow, referrerName, slugify } from './referral-link-id';

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

describe('referrerName: her name as she chose to be shown, never her e-mail', () => {
  it.each([
    [{ firstName: 'Avery', lastName: 'Tremblay' }, 'full', 'Avery Tremblay'],
    [{ firstName: ' Avery ', lastName: '' }, 'full', 'Avery'],
    [{ firstName: 'Avery', lastName: 'Tremblay' }, 'initial', 'Avery T.'],
    [{ firstName: 'Avery', lastName: 'Tremblay' }, 'hidden', ''],
    [undefined, 'full', ''],
    [{ firstName: 3 }, 'full', ''],
  ] as const)('%j %s → %j', (details, choice, name) => {
    expect(referrerName(details, choice)).toBe(name);
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

  it.each(['', '李'])('a name %j without a slug gets random neutral ids only', (name) => {
    let n = 0;
    expect(candidateIds(name, () => `z${(n += 1)}`)).toEqual([
      'friend-z1',
      'friend-z2',
      'friend-z3',
    ]);
  });
});

describe('linkFollow', () => {
  it.each([
    ['avery-tremblay', 'Avery Tremblay', 'Avery Tremblay', { kind: 'keep' }],
    ['avery-tremblay', 'Avery Tremblay', 'Avery T.', { kind: 'rename', name: 'Avery T.' }],
    ['avery-tremblay', 'Avery Tremblay', '', { kind: 'reissue' }],
    ['sam-runner', 'sam.runner', '', { kind: 'reissue' }],
    ['friend-3f9a2c', 'Avery Tremblay', '', { kind: 'rename', name: '' }],
    ['friend-3f9a2c', '', '', { kind: 'keep' }],
    ['friend-3f9a2c', '', 'Avery Tremblay', { kind: 'rename', name: 'Avery Tremblay' }],
  ])('%s named %j, wanted %j → %j', (id, stored, wanted, follow) => {
    expect(linkFollow(id, stored, wanted)).toEqual(follow);
  });

  it.each([
    ['friend', true],
    ['friend-2', true],
    ['friend-a1b2c3', true],
    ['friendly-giant', false],
    ['avery-tremblay', false],
  ])('isNeutralId(%j) → %s', (id, neutral) => {
    expect(isNeutralId(id)).toBe(neutral);
  });
});
