import { describe, expect, it } from 'vitest';
import { renderFitbitAuthorizePage, renderFitbitUserPage } from './fitbit-stand-in-pages';
import { renderGarminConsentPage, renderGarminUserPage } from './garmin-stand-in-pages';

/** Every input, select but hidden ones has a label naming its id, or sits inside a label. */
function unlabelled(html: string): string[] {
  const ids = [
    ...html.matchAll(/<(?:input|select)(?![^>]*type="(?:hidden|checkbox)")[^>]*\sid="([^"]+)"/g),
  ].map((m) => m[1] as string);
  const controls = [...html.matchAll(/<(?:input|select)(?![^>]*type="(?:hidden|checkbox)")[^>]*>/g)]
    .length;
  const missing = ids.filter((id) => !html.includes(`<label for="${id}">`));
  return controls === ids.length ? missing : [...missing, 'a control without an id'];
}

const GARMIN_CONSENT = renderGarminConsentPage({
  action: '/g',
  redirectUri: 'http://localhost:5173/garminAuth?x="y"',
  state: 's<1>',
  codeChallenge: 'c',
});

describe("the Fitbit and Garmin stand-ins' pages", () => {
  it('the Fitbit consent page: Authorize, Cancel, a checked labelled checkbox, escaped values', () => {
    const html = renderFitbitAuthorizePage({
      action: '/a',
      clientId: 'c',
      redirectUri: 'http://localhost:5173/fitbitAuth?x="y"',
      state: '',
      userId: 'ABC123',
    });
    expect(html).toContain(
      '<button type="submit" name="action" value="authorize" class="primary">Authorize</button>',
    );
    expect(html).toContain(
      '<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>',
    );
    expect(html).toMatch(
      /<label class="check"><input type="checkbox" name="activity" value="on" checked> Allow reading activities<\/label>/,
    );
    expect(html).toContain('x=&quot;y&quot;');
    expect(html).toContain('name="viewport"');
    expect(unlabelled(html)).toEqual([]);
  });

  it.each([
    ['Authorize', '>Authorize</button>'],
    ['Cancel', '>Cancel</button>'],
    ['activities shared unless she unchecks it', 'name="activities" checked> Share activities'],
    ['the state escaped', 'value="s&lt;1&gt;"'],
  ])('the Garmin consent page has %s', (_label, expected) => {
    expect(GARMIN_CONSENT).toContain(expected);
  });

  it('the Garmin consent page labels its controls and escapes the redirect URI', () => {
    expect(GARMIN_CONSENT).not.toContain('x="y"');
    expect(unlabelled(GARMIN_CONSENT)).toEqual([]);
  });

  it('the user pages label every control', () => {
    const fitbit = renderFitbitUserPage({
      base: '/f',
      user: { id: 'ABC123', authorized: true, scope: 'activity' },
      subscribed: true,
      lastDelivery: null,
      nowMs: 0,
      logs: [
        {
          logId: '1',
          userId: 'ABC123',
          activityName: 'Run',
          startMs: 0,
          distanceKm: 5,
          durationMs: 1,
        },
      ],
    });
    const garmin = renderGarminUserPage({
      base: '/g',
      user: { id: '0'.repeat(32), accessToken: 't' },
      summaries: [],
      lastDelivery: null,
      nowMs: 0,
    });
    expect(unlabelled(fitbit)).toEqual([]);
    expect(unlabelled(garmin)).toEqual([]);
    expect(fitbit).toContain('aria-label="Delete activity 1"');
  });
});
