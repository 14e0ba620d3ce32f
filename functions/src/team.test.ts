import { describe, expect, it } from 'vitest';
import { teamDocId } from './team';

describe('teamDocId', () => {
  it.each([
    [' Maple Striders ', 'Maple Striders'],
    ['Team_42', 'Team_42'],
    ['', null],
    ['   ', null],
    ['a/b', null],
    ['Équipe', null],
    ['noTeam', null],
    ['NOTEAM', null],
    ['__x__', null],
    ['x'.repeat(1501), null],
    [7, null],
  ])('%j → %j', (raw, expected) => {
    expect(teamDocId(raw)).toBe(expected);
  });
});
