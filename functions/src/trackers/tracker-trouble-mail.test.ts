import { describe, expect, it } from 'vitest';
import { SENDER } from '../mail/sender';
import { troubleOf } from './tracker-trouble';
import {
  renderTrackerTroubleMail,
  trackerTroubleMailId,
  type TrackerTroubleFacts,
} from './tracker-trouble-mail';

const ACCOUNT = 'http://localhost:5173/account';
const revoked: TrackerTroubleFacts = {
  trouble: 'revoked',
  provider: 'strava',
  firstName: 'Avery',
  accountUrl: ACCOUNT,
};

describe('which inbox ends are trouble she hears about', () => {
  it('a deauthorization that forgot her connection, an activity that failed for good', () => {
    expect(troubleOf('deauthorize', 'done')).toBe('revoked');
    expect(troubleOf('activity', 'failed')).toBe('failed');
    expect(troubleOf('daily', 'failed')).toBe('failed');
  });

  it('not a forged event refused, one still retried, one done, nor a deauthorization that failed', () => {
    expect(troubleOf('deauthorize', 'refused')).toBeNull();
    expect(troubleOf('deauthorize', 'ignored')).toBeNull();
    expect(troubleOf('deauthorize', 'failed')).toBeNull();
    expect(troubleOf('activity', 'retry')).toBeNull();
    expect(troubleOf('activity', 'done')).toBeNull();
    expect(troubleOf('activity', 'refused')).toBeNull();
  });

  it.each([
    ['activity access taken away, her link changed', 'delete', 'done', 'revoked'],
    ['activity access taken away, already withdrawn', 'delete', 'ignored', null],
    ['activity access given back', 'update', 'done', null],
    ['a change that failed', 'delete', 'failed', null],
  ] as const)("Garmin's permission change: %s → %s", (_label, aspect, status, expected) => {
    expect(troubleOf('permissions', status, aspect)).toBe(expected);
  });
});

describe('the tracker-trouble mail id', () => {
  const noon = Date.parse('2026-11-24T12:00:00Z');
  it('names a revocation by its event: a replay of it is the same mail', () => {
    expect(trackerTroubleMailId('revoked', 'u1', 'fitbit', 'fitbit-abc', noon)).toBe(
      'tracker_revoked__u1__fitbit__fitbit-abc',
    );
  });

  it('names failures by tracker and UTC day: one a day, however many events fail', () => {
    const id = trackerTroubleMailId('failed', 'u1', 'garmin', 'e1', noon);
    expect(id).toBe('tracker_failed__u1__garmin__2026-11-24');
    expect(trackerTroubleMailId('failed', 'u1', 'garmin', 'e2', noon + 3_600_000)).toBe(id);
    expect(trackerTroubleMailId('failed', 'u1', 'garmin', 'e3', noon + 86_400_000)).not.toBe(id);
    expect(trackerTroubleMailId('failed', 'u1', 'strava', 'e1', noon)).not.toBe(id);
  });
});

describe('the reconnect e-mail (a Fitbit connection made before the move to Google)', () => {
  const noon = Date.parse('2026-11-24T12:00:00Z');
  const reconnect: TrackerTroubleFacts = { ...revoked, trouble: 'reconnect', provider: 'fitbit' };

  it('is named by her and the tracker alone: one, ever', () => {
    expect(trackerTroubleMailId('reconnect', 'u1', 'fitbit', '', noon)).toBe(
      'tracker_reconnect__u1__fitbit',
    );
    expect(trackerTroubleMailId('reconnect', 'u1', 'fitbit', 'e9', noon + 9 * 86_400_000)).toBe(
      'tracker_reconnect__u1__fitbit',
    );
  });

  it('says why nothing comes in, that her kilometres stay, and how to reconnect', () => {
    const { message } = renderTrackerTroubleMail(reconnect, 'en');
    expect(message.subject).toBe('Please reconnect your Fitbit account');
    for (const expected of [
      'Fitbit has moved its connections to Google',
      'Every kilometre already counted stays counted.',
      'choose Reconnect Fitbit',
      `Connect Fitbit: ${ACCOUNT}`,
    ])
      expect(message.text).toContain(expected);
    expect(message.html).toContain('Please reconnect your Fitbit account');
  });

  it('is in Canadian French for a participant who chose French', () => {
    const { message } = renderTrackerTroubleMail(reconnect, 'fr');
    expect(message.subject).toBe('Veuillez reconnecter votre compte Fitbit');
    expect(message.text).toContain('Fitbit a déplacé ses connexions vers Google');
    expect(message.text).toContain('Chaque kilomètre déjà compté le reste.');
  });
});

describe('the tracker-trouble e-mail', () => {
  it('says which tracker was disconnected, that her kilometres stay, and how to reconnect', () => {
    const { message } = renderTrackerTroubleMail(revoked, 'en');
    expect(message.subject).toBe('Your Strava account is no longer connected');
    for (const expected of [
      'Hi Avery,',
      'Strava told us that access to your account was removed, so your new Strava activities are no longer imported into your challenges.',
      'Every kilometre already counted stays counted.',
      `Connect Strava: ${ACCOUNT}`,
      SENDER.supportAddress,
      SENDER.postalAddress,
    ])
      expect(message.text).toContain(expected);
    expect(message.text).not.toMatch(/<[a-z]/i);
    expect(message.html).toContain(`href="${ACCOUNT}"`);
    expect(message.html).toContain('lang="en"');
  });

  it('says an activity of the tracker was not imported, and what to do', () => {
    const { message } = renderTrackerTroubleMail(
      { ...revoked, trouble: 'failed', provider: 'garmin' },
      'en',
    );
    expect(message.subject).toBe('An activity from Garmin could not be imported');
    expect(message.text).toContain(
      'Garmin refused to give us one of your activities, so it was not added to your challenges.',
    );
    expect(message.text).toContain('disconnect and connect Garmin again from your account page');
  });

  it('is in Canadian French for a participant who chose French', () => {
    const { message } = renderTrackerTroubleMail({ ...revoked, provider: 'fitbit' }, 'fr');
    expect(message.subject).toBe('Votre compte Fitbit n’est plus connecté');
    expect(message.text).toContain('Bonjour Avery,');
    expect(message.text).toContain(`Connecter Fitbit\u00a0: ${ACCOUNT}`);
    expect(message.html).toContain('lang="fr"');
    expect(message.text).not.toContain('Every kilometre');
  });

  it('escapes her first name', () => {
    const { message } = renderTrackerTroubleMail(
      { ...revoked, firstName: '<script>alert(1)</script><img src=x onerror=alert(2)>' },
      'en',
    );
    expect(message.html).not.toContain('<script>');
    expect(message.html).not.toContain('<img src=x');
    expect(message.html).toContain('&lt;script&gt;');
  });

  it('greets without a name when she gave none', () => {
    expect(renderTrackerTroubleMail({ ...revoked, firstName: ' ' }, 'en').message.text).toMatch(
      /^Hi,\n/,
    );
  });
});
