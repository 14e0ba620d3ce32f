import { describe, expect, it } from 'vitest';
import {
  isTeamChoice,
  isValidTeamName,
  normalizeTeamName,
  parseTeamChoice,
  TEAM_NAME_PATTERN,
  TEAM_NAME_TITLE,
  TEAM_CODE_MIN_LENGTH,
  teamCodeError,
  teamDocId,
  teamNameError,
  type TeamNameError,
} from './team-rules';

/** How the browser applies an `<input pattern>` (v flag, anchored). */
const inputPattern = new RegExp(`^(?:${TEAM_NAME_PATTERN})$`, 'v');

describe('team name', () => {
  it('has the spec title', () => {
    expect(TEAM_NAME_TITLE).toBe('Only letters and numbers accepted');
  });

  it.each([
    ['Speedy Snails', null, 'Speedy Snails'],
    ['  Speedy Snails  ', null, 'Speedy Snails'],
    ['team_42', null, 'team_42'],
    ['A', null, 'A'],
    ['', 'required', ''],
    ['    ', 'required', ''],
    ['Team/One', 'invalidCharacters', 'Team/One'],
    ['Team.One', 'invalidCharacters', 'Team.One'],
    ['Équipe', 'invalidCharacters', 'Équipe'],
    ['Run-Club', 'invalidCharacters', 'Run-Club'],
    ["O'Brien", 'invalidCharacters', "O'Brien"],
    ['tab\there', 'invalidCharacters', 'tab\there'],
    ['noTeam', 'reserved', 'noTeam'],
    ['NOTEAM', 'reserved', 'NOTEAM'],
    ['__meta__', 'reserved', '__meta__'],
    ['a'.repeat(100), null, 'a'.repeat(100)],
    ['a'.repeat(101), 'tooLong', 'a'.repeat(101)],
  ] satisfies ReadonlyArray<readonly [string, TeamNameError | null, string]>)(
    '%j -> error %j, normalized %j',
    (raw, error, normalized) => {
      expect(teamNameError(raw)).toBe(error);
      expect(isValidTeamName(raw)).toBe(error === null);
      expect(normalizeTeamName(raw)).toBe(normalized);
    },
  );

  it.each([
    ['Speedy Snails', true],
    ['  padded  ', true],
    ['team_42', true],
    ['Team/One', false],
    ['Équipe', false],
    ['', false],
  ])('input pattern on %j -> %s', (value, expected) => {
    expect(inputPattern.test(value)).toBe(expected);
  });

  it.each([
    ['  Speedy Snails ', 'Speedy Snails'],
    ['team_42', 'team_42'],
  ])('teamDocId(%j) -> %j', (raw, id) => {
    expect(teamDocId(raw)).toBe(id);
  });

  it.each([[''], ['a/b'], ['__x__'], ['noTeam'], [7], [null]])('teamDocId(%j) is null', (raw) => {
    expect(teamDocId(raw)).toBeNull();
  });
});

describe('team code', () => {
  it('needs at least 4 characters for a new team', () => {
    expect(TEAM_CODE_MIN_LENGTH).toBe(4);
  });

  it.each([
    ['', 'newTeam', 'required'],
    ['', 'existingTeam', 'required'],
    ['abc', 'newTeam', 'tooShort'],
    ['abcd', 'newTeam', null],
    ['abc', 'existingTeam', null],
    ['x'.repeat(101), 'newTeam', 'tooLong'],
    ['x'.repeat(101), 'existingTeam', 'tooLong'],
  ] as const)('%j for %s -> %j', (code, choice, expected) => {
    expect(teamCodeError(code, choice)).toBe(expected);
  });
});

describe('the team choice (one list for the form, the callables and provisioning)', () => {
  it.each([
    ['noTeam', true, 'noTeam'],
    ['newTeam', true, 'newTeam'],
    ['existingTeam', true, 'existingTeam'],
    ['NewTeam', false, 'noTeam'],
    ['', false, 'noTeam'],
    [undefined, false, 'noTeam'],
    [1, false, 'noTeam'],
  ])('%j', (value, valid, parsed) => {
    expect(isTeamChoice(value)).toBe(valid);
    expect(parseTeamChoice(value)).toBe(parsed);
  });
});
