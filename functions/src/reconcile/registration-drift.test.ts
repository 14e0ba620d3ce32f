import { describe, expect, it } from 'vitest';
import { parseRacerRow } from '../../../src/contract/docs/racer-row';
import { parseSubscribedRace } from '../../../src/contract/docs/user';
import {
  bibToRestore,
  registrationDrift,
  teamOf,
  type RegistrationState,
} from './registration-drift';

/** Documents as stored, read with the contract's models as the sweep reads them. */
const registration = (data: Record<string, unknown>) => parseSubscribedRace('price_a', data);
const row = (data: Record<string, unknown>) => parseRacerRow(data);

const ROW_DATA = { bibNumber: 101, teamName: 'noTeam', totalDistance: 0, times: {} };
const REGISTRATION = registration({ bibNumber: 101, teamName: 'noTeam' });
const ROW = row(ROW_DATA);
const ON_TEAM = registration({ bibNumber: 102, teamName: 'Hares' });
const TEAM_ROW = row({ ...ROW_DATA, bibNumber: 102, teamName: 'Hares' });

describe('registrationDrift', () => {
  it.each<[string, RegistrationState, string[]]>([
    [
      'a healthy registration without a team',
      { registration: REGISTRATION, row: ROW, team: null },
      [],
    ],
    [
      'a healthy team member',
      { registration: ON_TEAM, row: TEAM_ROW, team: { exists: true, hasMember: true } },
      [],
    ],
    [
      'the leaderboard row is gone',
      { registration: REGISTRATION, row: undefined, team: null },
      ['row'],
    ],
    [
      'the registration lost its bib',
      { registration: registration({ teamName: 'noTeam' }), row: ROW, team: null },
      ['bib'],
    ],
    [
      'the row carries another bib than the registration',
      { registration: REGISTRATION, row: row({ ...ROW_DATA, bibNumber: 7 }), team: null },
      ['bib'],
    ],
    [
      'a bib that is not a whole positive number',
      { registration: registration({ bibNumber: 101.5 }), row: ROW, team: null },
      ['bib'],
    ],
    [
      'row and bib both gone',
      { registration: registration({ teamName: 'noTeam' }), row: undefined, team: null },
      ['row', 'bib'],
    ],
    [
      'the team does not list the member',
      { registration: ON_TEAM, row: TEAM_ROW, team: { exists: true, hasMember: false } },
      ['team'],
    ],
    [
      'the team document is gone (for an organiser)',
      { registration: ON_TEAM, row: TEAM_ROW, team: { exists: false, hasMember: false } },
      ['team-missing'],
    ],
    [
      'the registration itself is gone (for an organiser)',
      { registration: undefined, row: ROW, team: null },
      ['registration'],
    ],
  ])('%s', (_name, state, expected) => {
    expect(registrationDrift(state)).toEqual(expected);
  });
});

describe('teamOf', () => {
  it.each([
    [{ teamName: 'Hares' }, 'Hares'],
    [{ teamName: 'noTeam' }, null],
    [{ teamName: '' }, null],
    [{}, null],
    [undefined, null],
  ])('%j → %s', (data, expected) => {
    expect(teamOf(data && registration(data))).toBe(expected);
  });
});

describe('bibToRestore', () => {
  it.each([
    ['the registration keeps its own bib', { bibNumber: 120 }, { bibNumber: 101 }, 120],
    ['else the bib provisioning gave (its marker)', {}, { bibNumber: 101 }, 101],
    ['neither: a new bib must be drawn', {}, {}, null],
    ['a marker bib that is not a number', {}, { bibNumber: 'x' }, null],
  ])('%s', (_name, data, marker, expected) => {
    expect(bibToRestore(registration(data), marker)).toBe(expected);
  });
});
