import { describe, expect, it } from 'vitest';
import { renderGoogleConsent } from './google-stand-in-pages';
import { renderHealthUserPage } from './health-stand-in-pages';
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

describe("the Fitbit (Google Health) and Garmin stand-ins' pages", () => {
  it("Google's consent page for Fitbit: her healthUserId, a checked 'Allow reading activities', Cancel and Allow, escaped, labelled", () => {
    const html = renderGoogleConsent(
      {
        action: '/o/oauth2/v2/auth',
        redirectUri: 'http://localhost:5173/fitbitAuth?x="y"',
        state: 's',
        codeChallenge: 'c',
      },
      '4419872360588',
    );
    expect(html).toContain('value="4419872360588"');
    expect(html).toMatch(
      /<label class="check"><input type="checkbox" name="activity" value="on" checked> Allow reading activities<\/label>/,
    );
    expect(html).toContain(
      '<button type="submit" name="action" value="authorize" class="primary">Allow</button>',
    );
    expect(html).toContain(
      '<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>',
    );
    expect(html).toContain('x=&quot;y&quot;');
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
    const fitbit = renderHealthUserPage({
      base: '/f',
      healthUserId: '4419872360588',
      granted: true,
      lastDelivery: { description: 'added 1', status: 204 },
      nowMs: 0,
      exercises: [
        {
          id: '1',
          healthUserId: '4419872360588',
          exerciseType: 'RUNNING',
          startMs: 0,
          offsetSeconds: -18000,
          distanceMillimeters: 5_000_000,
          activeSeconds: 1800,
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
    expect(fitbit).toContain('aria-label="Delete exercise 1"');
    expect(fitbit).toContain('aria-label="Update exercise 1"');
    expect(fitbit).toContain('>Send the last notification again</button>');
  });
});
