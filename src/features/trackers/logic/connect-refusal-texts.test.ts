import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  connectRefusalTexts,
  TRACKER_CONNECT_REFUSALS,
} from '../../../contract/callables/tracker-connect';
import { TRACKER_PROVIDERS } from '../../../contract/tracker-activity';
import { connectRefusalText } from './connect-refusal-texts';

const CASES = TRACKER_PROVIDERS.flatMap((provider) =>
  TRACKER_CONNECT_REFUSALS.map((code) => [provider, code] as const),
);

describe('the tracker connects’ refusals as the return pages word them', () => {
  it.each(CASES)('%s %s: in English, the contract’s text letter for letter', (provider, code) => {
    expect(i18n._(connectRefusalText(provider, code))).toBe(connectRefusalTexts(provider)[code]);
  });
});
