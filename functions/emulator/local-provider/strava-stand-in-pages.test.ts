import { describe, expect, it } from 'vitest';
import { renderAthletePage, renderAuthorizePage } from './strava-stand-in-pages';

describe('the consent page', () => {
  const html = renderAuthorizePage({
    action: 'http://127.0.0.1:5001/p/us-central1/localProvider/strava/oauth/authorize',
    redirectUri: 'http://localhost:5173/sconfirm?x="><script>',
    state: '"s"',
    athleteId: '123',
  });

  it("offers Authorize, Cancel and 'Allow reading activities', checked, each control labelled", () => {
    expect(html).toContain(
      '<button type="submit" name="action" value="authorize" class="primary">Authorize</button>',
    );
    expect(html).toContain(
      '<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>',
    );
    expect(html).toContain(
      '<label><input type="checkbox" name="activity_read" value="on" checked> Allow reading activities</label>',
    );
    expect(html).toContain('<label for="athlete">Strava athlete id</label>');
  });

  it('escapes what came from the query', () => {
    expect(html).not.toContain('"><script>');
    expect(html).toContain('value="http://localhost:5173/sconfirm?x=&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('value="&quot;s&quot;"');
  });
});

describe("an athlete's page", () => {
  const base = 'http://127.0.0.1:5001/p/us-central1/localProvider/strava';
  const page = (authorized: boolean) =>
    renderAthletePage({
      base,
      athlete: {
        id: '42',
        firstname: 'Local',
        lastname: 'Athlete',
        authorized,
        scope: 'read,activity:read',
      },
      activities: [
        {
          id: '9001',
          athleteId: '42',
          name: 'Local Run',
          sportType: 'TrailRun',
          distanceMetres: 5_250,
          startMs: Date.parse('2025-07-15T12:30:00Z'),
          movingSeconds: 1_800,
        },
      ],
      lastDelivery: { id: 'd1', description: 'create 9001', status: 200 },
      nowMs: Date.parse('2025-07-16T12:00:00Z'),
    });

  it('adds, changes and deletes activities, each form posting where the stand-in listens', () => {
    const html = page(true);
    expect(html).toContain(`<form method="post" action="${base}/athletes/42/activities">`);
    expect(html).toContain(`action="${base}/athletes/42/activities/9001"`);
    expect(html).toContain('<option selected>TrailRun</option>');
    expect(html).toContain('value="5.25"');
    expect(html).toContain('2025-07-15 08:30');
    // The coming minute: an activity added right after connecting started after the connection.
    expect(html).toContain('name="start" type="datetime-local" value="2025-07-16T08:01"');
    expect(html).toContain(`action="${base}/deliveries/d1/resend"`);
    expect(html).toContain('>Deauthorize Virtual Challenges</button>');
  });

  it('says when the athlete revoked access, and offers no second revoke', () => {
    expect(page(false)).toContain('Not connected (deauthorized)');
    expect(page(false)).toContain(
      '<button type="submit" disabled>Deauthorize Virtual Challenges</button>',
    );
  });
});
