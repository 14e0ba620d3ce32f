// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseDotenv } from './dotenv';
import { paramsRead } from './function-bindings';

describe('parseDotenv', () => {
  it.each([
    ['A=1', { A: '1' }],
    ['# comment\nA = two words \n\nB=', { A: 'two words', B: '' }],
    ['A="quoted # not a comment"\nexport B=\'x\'', { A: 'quoted # not a comment', B: 'x' }],
    ['A=value # trailing comment', { A: 'value' }],
    ['not an assignment\n=x', {}],
  ])('%j', (text, expected) => {
    expect(parseDotenv(text)).toEqual(expected);
  });
});

describe('the parameters the functions read', () => {
  it('finds provider settings and firebase-functions params, and defined secrets', () => {
    expect(
      paramsRead([
        "clientId: setting(env, 'STRAVA_CLIENT_ID'),\nsetting(env,'GOOGLE_HEALTH_CLIENT_ID')",
        "const level = defineString('LOG_LEVEL'); const key = defineSecret('SENTRY_AUTH');",
      ]),
    ).toEqual({
      params: ['GOOGLE_HEALTH_CLIENT_ID', 'LOG_LEVEL', 'STRAVA_CLIENT_ID'],
      secrets: ['SENTRY_AUTH'],
    });
  });
});
