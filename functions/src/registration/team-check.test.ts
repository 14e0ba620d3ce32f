import { describe, expect, it } from 'vitest';
import { parseTeamCheckRequest } from '../../../src/contract/callables/check-team';
import { decideNewTeam } from './team-check';

describe('parseTeamCheckRequest', () => {
  it.each([
    [
      { legId: 'price_a', teamChoice: 'noTeam' },
      { legId: 'price_a', teamChoice: 'noTeam', teamName: '', teamCode: '' },
    ],
    [
      { legId: 'price_a', teamChoice: 'newTeam', teamName: '  Maple Striders ', teamCode: 'X' },
      { legId: 'price_a', teamChoice: 'newTeam', teamName: 'Maple Striders', teamCode: 'X' },
    ],
    [{ legId: 'a', teamChoice: 'noTeam' }, null],
    [{ legId: 'price_a', teamChoice: 'other' }, null],
    [{ legId: 'price_a', teamChoice: 'newTeam', teamName: 'a/b', teamCode: 'X' }, null],
    [{ legId: 'price_a', teamChoice: 'newTeam', teamName: 'noTeam', teamCode: 'X' }, null],
    [
      { legId: 'price_a', teamChoice: 'newTeam', teamName: 'x'.repeat(101), teamCode: 'XXXX' },
      null,
    ],
    [{ legId: 'price_a', teamChoice: 'existingTeam', teamName: 'T', teamCode: '' }, null],
    [null, null],
  ])('%j → %j', (raw, expected) => {
    expect(parseTeamCheckRequest(raw)).toEqual(expected);
  });
});

describe('decideNewTeam', () => {
  const request = { legId: 'price_a', teamChoice: 'newTeam', teamName: 'T' } as const;
  it.each([
    ['a free name and a 4-character code', false, 'abcd', { ok: true }],
    ['a taken name', true, 'abcd', { ok: false, field: 'teamName' }],
    ['a one-character code', false, 'X', { ok: false, field: 'teamCode' }],
  ])('%s', (_label, exists, teamCode, expected) => {
    expect(decideNewTeam({ ...request, teamCode }, exists)).toEqual(expected);
  });
});
