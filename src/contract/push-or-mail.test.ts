import { describe, expect, it } from 'vitest';
import { parseMailPreferences } from './mail-preferences';
import { ALSO_BY_EMAIL_KEY, MAILS_WITH_PUSH, PUSH_KIND_OF_MAIL, mailGoesOut } from './push-or-mail';

describe('push or e-mail (docs/push.md)', () => {
  it.each(MAILS_WITH_PUSH)('%s: e-mailed when no device has its push kind on', (mail) => {
    expect(mailGoesOut(parseMailPreferences({}), mail, false)).toBe(true);
  });

  it.each(MAILS_WITH_PUSH)('%s: pushed only while a device has its kind on', (mail) => {
    expect(mailGoesOut(parseMailPreferences({}), mail, true)).toBe(false);
  });

  it.each(MAILS_WITH_PUSH)('%s: both ways when she asked for both', (mail) => {
    const prefs = parseMailPreferences({ [ALSO_BY_EMAIL_KEY[mail]]: true });
    expect(mailGoesOut(prefs, mail, true)).toBe(true);
  });

  it('each choice is its own: keeping postcards by e-mail does not keep the finisher e-mail', () => {
    const prefs = parseMailPreferences({ postcardsWithPush: true });
    expect(mailGoesOut(prefs, 'postcards', true)).toBe(true);
    expect(mailGoesOut(prefs, 'finish', true)).toBe(false);
    expect(mailGoesOut(prefs, 'trackers', true)).toBe(false);
  });

  it('the finish goes with the milestones push, tracker trouble with the trackers push', () => {
    expect(PUSH_KIND_OF_MAIL).toEqual({
      postcards: 'milestones',
      finish: 'milestones',
      trackers: 'trackers',
    });
  });
});
