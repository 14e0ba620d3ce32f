import { describe, expect, it } from 'vitest';
import { leaderboardNameCopy, rowHasChoice } from './leaderboard-name-copy';

const races = { price_b: { bibNumber: 2 }, price_a: { bibNumber: 1 }, prod_x: {} };

describe('leaderboardNameCopy', () => {
  it('a new choice: every leg she is registered on, in order', () => {
    expect(
      leaderboardNameCopy(
        { subscribedRaces: races },
        { subscribedRaces: races, leaderboardName: 'hidden' },
      ),
    ).toEqual({ choice: 'hidden', legIds: ['price_a', 'price_b'] });
  });

  it('back to the full name', () => {
    expect(
      leaderboardNameCopy(
        { subscribedRaces: races, leaderboardName: 'initial' },
        { subscribedRaces: races, leaderboardName: 'full' },
      ),
    ).toEqual({ choice: 'full', legIds: ['price_a', 'price_b'] });
  });

  it('nothing when the choice did not change (absent is the full name)', () => {
    expect(leaderboardNameCopy({ language: 'en' }, { language: 'fr' })).toBeNull();
    expect(leaderboardNameCopy({}, { leaderboardName: 'full' })).toBeNull();
    expect(
      leaderboardNameCopy({ leaderboardName: 'hidden' }, { leaderboardName: 'hidden', x: 1 }),
    ).toBeNull();
    expect(leaderboardNameCopy({ leaderboardName: 'hidden' }, undefined)).toBeNull();
    expect(leaderboardNameCopy(undefined, { email: 'a@example.test' })).toBeNull();
  });

  it('a created document with a choice', () => {
    expect(leaderboardNameCopy(undefined, { leaderboardName: 'initial' })).toEqual({
      choice: 'initial',
      legIds: [],
    });
  });
});

describe('rowHasChoice', () => {
  it('compares the row’s copy, absent being the full name', () => {
    expect(rowHasChoice({}, 'full')).toBe(true);
    expect(rowHasChoice({ leaderboardName: 'hidden' }, 'hidden')).toBe(true);
    expect(rowHasChoice({ leaderboardName: 'hidden' }, 'initial')).toBe(false);
    expect(rowHasChoice(undefined, 'full')).toBe(false);
  });
});
