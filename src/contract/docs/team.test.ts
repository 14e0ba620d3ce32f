import { describe, expect, it } from 'vitest';
import {
  parseTeam,
  parseTeamCode,
  parseTeamMember,
  parseTeamRoster,
  teamMemberFromRacer,
} from './team';

describe('parseTeamMember: a member summary from a racer row or a stored entry', () => {
  it.each([
    ['a full row', { firstName: 'A', lastName: 'B', totalDistance: 12.5 }, ['A', 'B', 12.5]],
    ['absent fields', {}, ['', '', 0]],
    ['wrong types', { firstName: 1, lastName: null, totalDistance: '12' }, ['', '', 12]],
    ['negative km', { totalDistance: -3 }, ['', '', 0]],
    ['NaN km', { totalDistance: Number.NaN }, ['', '', 0]],
    ['extra fields (times, bib)', { firstName: 'A', times: {}, bibNumber: 7 }, ['A', '', 0]],
  ])('%s', (_label, data, [firstName, lastName, totalDistance]) =>
    expect(parseTeamMember(data)).toEqual({ firstName, lastName, totalDistance }),
  );
});

describe('a hidden member', () => {
  it('teamMemberFromRacer: the name as she chose; none for a hidden racer (not on the roster)', () => {
    const row = { firstName: 'Avery', lastName: 'Tremblay', totalDistance: 7, times: {} };
    expect(teamMemberFromRacer(row)).toEqual({
      firstName: 'Avery',
      lastName: 'Tremblay',
      totalDistance: 7,
    });
    expect(teamMemberFromRacer({ ...row, leaderboardName: 'initial' })).toEqual({
      firstName: 'Avery',
      lastName: 'T.',
      totalDistance: 7,
    });
    expect(teamMemberFromRacer({ ...row, leaderboardName: 'hidden' })).toBeNull();
  });
});

describe('parseTeam: the team document names no member', () => {
  it.each([
    ['an owner', { owner: 'u1', membersCount: 2 }, 'u1'],
    ['owner of another type', { owner: 3 }, ''],
    ['a members map stored before the roster', { owner: 'u1', members: { u2: {} } }, 'u1'],
  ])('%s', (_label, data, owner) => {
    expect(parseTeam('Hares', data)).toEqual({ name: 'Hares', owner });
  });
});

describe('parseTeamRoster', () => {
  it.each([
    ['no roster', undefined, []],
    ['no members', {}, []],
    ['members not a map', { members: ['x'] }, []],
    [
      'highest total first, then by first name; a malformed entry counts 0 km',
      {
        members: {
          u1: { firstName: 'Zoe', lastName: 'A', totalDistance: 5 },
          u2: { firstName: 'Ann', lastName: 'B', totalDistance: 5 },
          u3: 'broken',
          u4: { firstName: 'Max', totalDistance: 9 },
        },
      },
      ['u4', 'u2', 'u1', 'u3'],
    ],
  ])('%s', (_label, data, order) => {
    expect(parseTeamRoster(data).map((m) => m.uid)).toEqual(order);
  });
});

describe('parseTeamCode', () => {
  it.each([
    ['a code', { code: 'ABC123' }, 'ABC123'],
    ['absent document', undefined, null],
    ['absent field', {}, null],
    ['empty', { code: '' }, null],
    ['a number', { code: 123 }, null],
    ['extra fields', { code: 'X', other: 1 }, 'X'],
  ])('%s', (_label, data, expected) => expect(parseTeamCode(data)).toBe(expected));
});
