import { describe, expect, it } from 'vitest';
import type { Milestone } from '../../../src/contract/docs/milestones';
import { feedEvents, rowTeam } from './team-feed-events';

const milestone = (name: string, distance: number, fr?: Milestone['fr']): Milestone => ({
  name,
  location: `${name}, NB`,
  distance,
  imageUrl: '',
  description: '',
  link: '',
  ...(fr ? { fr } : {}),
});
const MILESTONES = [
  milestone('Start', 0),
  milestone('Moncton', 3, { name: 'Moncton (FR)' }),
  milestone('Halifax', 6),
];
const row = (totalDistance: number, extra: Record<string, unknown> = {}) => ({
  teamName: 'Maple Striders',
  totalDistance,
  ...extra,
});

describe('feedEvents: one item per event, never per activity', () => {
  it.each([
    ['no milestone passed', row(1), row(2), []],
    ['one milestone passed', row(2), row(4), ['milestone__u1__3km']],
    ['two at once, in route order', row(2), row(7), ['milestone__u1__3km', 'milestone__u1__6km']],
    ['exactly on a milestone', row(2), row(3), ['milestone__u1__3km']],
    ['a delete takes nothing back and makes nothing', row(4), row(2), []],
    [
      'a write that changes no km (a name copy)',
      row(4),
      row(4, { leaderboardName: 'initial' }),
      [],
    ],
    [
      'the finish (completedDate set by this write)',
      row(6),
      row(6, { completedDate: new Date('2025-06-01T12:00:00Z') }),
      ['finish__u1'],
    ],
    [
      'completedDate already there: no second finish',
      row(6, { completedDate: new Date('2025-06-01T12:00:00Z') }),
      row(6.5, { completedDate: new Date('2025-06-01T12:00:00Z') }),
      [],
    ],
    ['the row created on a team: her arrival', undefined, row(0), ['joined__u1']],
    ['on no team: nothing', row(2, { teamName: 'noTeam' }), row(4, { teamName: 'noTeam' }), []],
    ['the row deleted: nothing', row(2), undefined, []],
  ])('%s', (_label, before, after, ids) => {
    expect(feedEvents('u1', before, after, MILESTONES).map((e) => e.id)).toEqual(ids);
  });

  it('a milestone item carries where she is (and its French name), no activity', () => {
    expect(feedEvents('u1', row(2), row(4), MILESTONES)).toEqual([
      {
        id: 'milestone__u1__3km',
        kind: 'milestone',
        milestone: {
          name: 'Moncton',
          location: 'Moncton, NB',
          km: 3,
          fr: { name: 'Moncton (FR)' },
        },
      },
    ]);
  });

  it('a decimal milestone gets an id without a dot', () => {
    expect(feedEvents('u1', row(0), row(2), [milestone('Half', 1.5)])[0]?.id).toBe(
      'milestone__u1__1_5km',
    );
  });
});

describe('rowTeam', () => {
  it.each([
    [undefined, null],
    [{}, null],
    [{ teamName: 'noTeam' }, null],
    [{ teamName: '' }, null],
    [{ teamName: 'Maple Striders' }, 'Maple Striders'],
  ])('%j → %s', (data, team) => expect(rowTeam(data)).toBe(team));
});
