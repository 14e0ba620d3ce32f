import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  CHECK_TEAM_REFUSAL_TEXTS,
  CHECK_TEAM_REFUSALS,
} from '../../../contract/callables/check-team';
import { checkTeamRefusalText } from './check-team-refusal-texts';

describe('checkTeam refusals as step 1 words them', () => {
  it.each(CHECK_TEAM_REFUSALS)('%s: in English, the contract’s text letter for letter', (code) => {
    expect(i18n._(checkTeamRefusalText(code))).toBe(CHECK_TEAM_REFUSAL_TEXTS[code]);
  });
});
