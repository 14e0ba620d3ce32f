import { describe, expect, it } from 'vitest';
import { nameAsShown, parseLeaderboardName } from './leaderboard-name';

describe('parseLeaderboardName', () => {
  it('keeps the two other choices', () => {
    expect(parseLeaderboardName('initial')).toBe('initial');
    expect(parseLeaderboardName('hidden')).toBe('hidden');
  });
  it('makes anything else the default, the full name', () => {
    for (const value of ['full', undefined, null, '', 'HIDDEN', 'first', 1, true, {}])
      expect(parseLeaderboardName(value)).toBe('full');
  });
});

describe('nameAsShown', () => {
  it('full name: as stored', () => {
    expect(nameAsShown('Avery', 'Tremblay', 'full')).toEqual({
      firstName: 'Avery',
      lastName: 'Tremblay',
      hidden: false,
    });
  });

  it('first name and last initial', () => {
    expect(nameAsShown('Avery', 'Tremblay', 'initial')).toEqual({
      firstName: 'Avery',
      lastName: 'T.',
      hidden: false,
    });
    expect(nameAsShown('Zoé', 'élise-Roy', 'initial').lastName).toBe('É.');
    expect(nameAsShown('Ann', '  de Vries', 'initial').lastName).toBe('D.');
  });

  it('an astral initial is one whole character', () => {
    expect(nameAsShown('A', '𝒜bc', 'initial').lastName).toBe('𝒜.');
  });

  it('no last name: no initial', () => {
    expect(nameAsShown('Avery', '', 'initial')).toEqual({
      firstName: 'Avery',
      lastName: '',
      hidden: false,
    });
    expect(nameAsShown('Avery', '   ', 'initial').lastName).toBe('');
  });

  it('hidden: no name at all, flagged', () => {
    expect(nameAsShown('Avery', 'Tremblay', 'hidden')).toEqual({
      firstName: '',
      lastName: '',
      hidden: true,
    });
  });
});
