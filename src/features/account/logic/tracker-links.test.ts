import { describe, expect, it } from 'vitest';
import { fitbitAuthorizeUrl, garminConfirmUrl, stravaAuthorizeUrl } from './tracker-links';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('tracker links', () => {
  it('Strava: client id, code, origin + /sconfirm, approval_prompt force, scope activity:read, empty state', () => {
    const url = stravaAuthorizeUrl('12345', 'https://app.example');
    expect(url.startsWith('https://www.strava.com/oauth/authorize?')).toBe(true);
    expect(params(url)).toEqual({
      client_id: '12345', response_type: 'code', redirect_uri: 'https://app.example/sconfirm',
      approval_prompt: 'force', scope: 'activity:read', state: '',
    });
  });

  it('Fitbit: code, client id, origin + /fitbitAuth, scope activity', () => {
    const url = fitbitAuthorizeUrl('ABC123', 'http://localhost:5173');
    expect(url.startsWith('https://www.fitbit.com/oauth2/authorize?')).toBe(true);
    expect(params(url)).toEqual({
      response_type: 'code', client_id: 'ABC123', redirect_uri: 'http://localhost:5173/fitbitAuth', scope: 'activity',
    });
  });

  it('Garmin: the confirmation page with the temporary token', () => {
    expect(garminConfirmUrl('tok/1')).toBe('https://connect.garmin.com/oauthConfirm?oauth_token=tok%2F1');
  });
});
