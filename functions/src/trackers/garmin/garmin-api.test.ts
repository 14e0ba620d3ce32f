import { describe, expect, it } from 'vitest';
import { parseTokenPair } from './garmin-api';

describe("Garmin's token answers (form-encoded)", () => {
  it.each([
    ['oauth_token=t1&oauth_token_secret=s1', { token: 't1', tokenSecret: 's1' }],
    [
      'oauth_token=t1&oauth_token_secret=s%2B1&oauth_callback_confirmed=true\n',
      { token: 't1', tokenSecret: 's+1' },
    ],
    ['oauth_token=t1', null],
    ['oauth_token=&oauth_token_secret=s', null],
    ['', null],
    ['{"oauth_token":"t"}', null],
  ])('%j → %j', (body, expected) => {
    expect(parseTokenPair(body)).toEqual(expected);
  });
});
