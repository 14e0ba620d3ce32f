import { describe, expect, it } from 'vitest';
import { pushKindOf, pushMessage, type PushEvent } from './push-texts';

const LEG = 'price_tbcr25_1000km';

describe('what a push says', () => {
  // A note's white space (its line breaks too) is flattened: a notification shows one paragraph.
  it.each<[PushEvent, string, string, string]>([
    [
      { kind: 'milestone', legId: LEG, place: 'Moncton', km: 1234.5 },
      'You reached Moncton!',
      '1,234.5 km done. Keep going!',
      '/dashboard/tbcr25_1000km',
    ],
    [
      { kind: 'finish', legId: LEG, legName: '1000 km Leg' },
      'You finished 1000 km Leg!',
      'Congratulations: your badge and certificate are on your dashboard.',
      '/dashboard/tbcr25_1000km',
    ],
    [
      { kind: 'cheer', legId: LEG, cheererName: 'Ann T.' },
      'Ann T. cheered for you',
      'See who cheered in your team feed.',
      '/dashboard/tbcr25_1000km',
    ],
    [
      { kind: 'note', legId: LEG, text: '  Long run\n on Sunday! ' },
      'Note from your captain',
      'Long run on Sunday!',
      '/dashboard/tbcr25_1000km',
    ],
    [
      { kind: 'tracker', provider: 'Garmin' },
      'Garmin: your activities stopped coming',
      'The kilometres already counted stay. Connect it again on your account page.',
      '/account',
    ],
  ])('in English: %j', (event, title, body, url) => {
    expect(pushMessage(event, 'en', 'tag-1')).toEqual({ title, body, url, tag: 'tag-1' });
  });

  it('in French, with the number and the unit joined by a narrow no-break space', () => {
    expect(
      pushMessage({ kind: 'milestone', legId: LEG, place: 'Moncton', km: 1234.5 }, 'fr', 't'),
    ).toMatchObject({
      title: 'Vous avez atteint Moncton!',
      body: '1\u00a0234,5\u202fkm parcourus. Continuez!',
    });
  });

  it('cuts a long note at a word, with an ellipsis', () => {
    const text = `${'word '.repeat(40)}end`;
    const { body } = pushMessage({ kind: 'note', legId: LEG, text }, 'en', 't');
    expect(body.length).toBeLessThanOrEqual(121);
    expect(body.endsWith('word…')).toBe(true);
  });

  it('files each event under its checkbox', () => {
    expect(
      (
        [
          { kind: 'milestone', legId: LEG, place: 'x', km: 1 },
          { kind: 'finish', legId: LEG, legName: 'x' },
          { kind: 'cheer', legId: LEG, cheererName: 'x' },
          { kind: 'note', legId: LEG, text: 'x' },
          { kind: 'tracker', provider: 'Strava' },
        ] as const
      ).map(pushKindOf),
    ).toEqual(['milestones', 'milestones', 'cheers', 'notes', 'trackers']);
  });
});
