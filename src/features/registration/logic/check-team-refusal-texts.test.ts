import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  CHECK_TEAM_REFUSAL_TEXTS,
  CHECK_TEAM_REFUSALS,
} from '../../../contract/callables/check-team';
import { checkTeamRefusalOf, checkTeamRefusalText } from './check-team-refusal-texts';

describe('checkTeam refusals as step 1 words them', () => {
  it.each(CHECK_TEAM_REFUSALS)('%s: in English, the contract’s text letter for letter', (code) => {
    expect(i18n._(checkTeamRefusalText(code))).toBe(CHECK_TEAM_REFUSAL_TEXTS[code]);
  });
});

describe('checkTeamRefusalOf', () => {
  const callable = (refusal: unknown) => ({
    code: 'functions/unauthenticated',
    details: { refusal },
  });
  it.each([
    [callable('signedOut'), 'signedOut'],
    [new Error('wrapped', { cause: callable('badRequest') }), 'badRequest'],
    [new Error('wrapped', { cause: callable('somethingNew') }), null],
    [new Error('offline'), null],
    [{ code: 'functions/unavailable' }, null],
  ])('%o → %s', (error, code) => {
    expect(checkTeamRefusalOf(error)).toBe(code);
  });
});
