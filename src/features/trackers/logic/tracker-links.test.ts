import { describe, expect, it } from 'vitest';
import { PROVIDER_PAGES } from '../../../config/env';
import { stravaAuthorizeUrl } from './tracker-links';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);
const STAND_IN = 'http://127.0.0.1:5001/demo-test/us-central1/localProvider';

describe('tracker links', () => {
  it('Strava: client id, code, origin + /sconfirm, approval_prompt force, scope activity:read, empty state', () => {
    const url = stravaAuthorizeUrl(PROVIDER_PAGES.stravaAuthorize, '12345', 'https://app.example');
    expect(url.startsWith('https://www.strava.com/oauth/authorize?')).toBe(true);
    expect(params(url)).toEqual({
      client_id: '12345',
      response_type: 'code',
      redirect_uri: 'https://app.example/sconfirm',
      approval_prompt: 'force',
      scope: 'activity:read',
      state: '',
    });
  });

  it('goes to the configured pages (the local stand-in in the emulator suite)', () => {
    expect(
      stravaAuthorizeUrl(`${STAND_IN}/strava/oauth/authorize`, '1', 'http://localhost:4173'),
    ).toMatch(new RegExp(`^${STAND_IN}/strava/oauth/authorize\\?client_id=1&`));
  });
});
