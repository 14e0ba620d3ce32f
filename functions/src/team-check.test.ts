import { describe, expect, it } from 'vitest';
import { decideTeamCheck, parseTeamCheckRequest } from './team-check';

describe('parseTeamCheckRequest', () => {
  it.each([
    [{ legId: 'price_a', teamChoice: 'noTeam' }, { legId: 'price_a', teamChoice: 'noTeam', teamName: '', teamCode: '' }],
    [
      { legId: 'price_a', teamChoice: 'newTeam', teamName: '  Maple Striders ', teamCode: 'X' },
      { legId: 'price_a', teamChoice: 'newTeam', teamName: 'Maple Striders', teamCode: 'X' },
    ],
    [{ legId: 'a', teamChoice: 'noTeam' }, null],
    [{ legId: 'price_a', teamChoice: 'other' }, null],
    [{ legId: 'price_a', teamChoice: 'newTeam', teamName: 'a/b', teamCode: 'X' }, null],
    [{ legId: 'price_a', teamChoice: 'newTeam', teamName: 'noTeam', teamCode: 'X' }, null],
    [{ legId: 'price_a', teamChoice: 'existingTeam', teamName: 'T', teamCode: '' }, null],
    [null, null],
  ])('%j → %j', (raw, expected) => {
    expect(parseTeamCheckRequest(raw)).toEqual(expected);
  });
});

describe('decideTeamCheck', () => {
  const base = { legId: 'price_a', teamName: 'T', teamCode: 'C' };
  it.each([
    ['newTeam', false, null, { ok: true }],
    ['newTeam', true, 'C', { ok: false, field: 'teamName' }],
    ['existingTeam', false, null, { ok: false, field: 'teamName' }],
    ['existingTeam', true, 'C', { ok: true }],
    ['existingTeam', true, 'c', { ok: false, field: 'teamCode' }],
    ['existingTeam', true, null, { ok: false, field: 'teamCode' }],
  ] as const)('%s, exists %s, code %s', (teamChoice, exists, code, expected) => {
    expect(decideTeamCheck({ ...base, teamChoice }, { exists, code })).toEqual(expected);
  });
});
