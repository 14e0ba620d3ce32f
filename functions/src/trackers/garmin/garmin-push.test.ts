import { describe, expect, it } from 'vitest';
import { eventIdOf } from '../inbox';
import { inboxEventOf, parsePush } from './garmin-push';

const activity = {
  userId: '4aacafe82427c251df9c9592d0c06768',
  userAccessToken: 'token-1',
  summaryId: '5001968355',
  activityType: 'RUNNING',
  startTimeInSeconds: 1_795_000_000,
  startTimeOffsetInSeconds: -18_000,
  durationInSeconds: 1800,
  distanceInMeters: 5000,
  activityName: 'Morning run',
};
const daily = {
  userId: '4aacafe82427c251df9c9592d0c06768',
  userAccessToken: 'token-1',
  summaryId: 'x-daily-2026-11-22',
  calendarDate: '2026-11-22',
  startTimeInSeconds: 1_795_000_000,
  startTimeOffsetInSeconds: -18_000,
  durationInSeconds: 86_400,
  steps: 9000,
  distanceInMeters: 7200,
  activeTimeInSeconds: 5400,
};
const { userAccessToken: _t, ...activityPayload } = activity;

describe('Garmin push notifications', () => {
  it('reads activities: the summary id is the object, the token is kept apart from the payload', () => {
    expect(parsePush({ activities: [activity] })).toEqual({
      items: [
        {
          kind: 'activity',
          aspect: 'create',
          userId: activity.userId,
          userAccessToken: 'token-1',
          objectId: '5001968355',
          payload: activityPayload,
        },
      ],
      skipped: 0,
    });
  });

  it('reads edited activities as updates', () => {
    expect(parsePush({ manuallyUpdatedActivities: [activity] })?.items[0]).toMatchObject({
      kind: 'activity',
      aspect: 'update',
    });
  });

  it('reads dailies by calendar day', () => {
    const item = parsePush({ dailies: [daily] })?.items[0];
    expect(item).toMatchObject({ kind: 'daily', aspect: 'update', objectId: '2026-11-22' });
    expect(item?.payload).not.toHaveProperty('userAccessToken');
  });

  it('reads deregistrations', () => {
    expect(
      parsePush({ deregistrations: [{ userId: 'u-1', userAccessToken: 'token-1' }] })?.items,
    ).toEqual([
      {
        kind: 'deauthorize',
        aspect: 'delete',
        userId: 'u-1',
        userAccessToken: 'token-1',
        objectId: 'u-1',
        payload: { userId: 'u-1' },
      },
    ]);
  });

  it('reads a summary by user id alone (a link on OAuth 2.0: no access token in it)', () => {
    const { userAccessToken: _token, ...byUserId } = activity;
    expect(parsePush({ activities: [byUserId] })?.items).toEqual([
      {
        kind: 'activity',
        aspect: 'create',
        userId: activity.userId,
        userAccessToken: '',
        objectId: '5001968355',
        payload: activityPayload,
      },
    ]);
    expect(parsePush({ deregistrations: [{ userId: 'u-1' }] })?.items[0]).toMatchObject({
      kind: 'deauthorize',
      userAccessToken: '',
    });
  });

  it.each([
    ['activity access taken away', ['HEALTH_EXPORT'], 'delete'],
    ['nothing shared any more', [], 'delete'],
    ['activity access given (back)', ['ACTIVITY_EXPORT', 'HEALTH_EXPORT'], 'update'],
  ])('reads a permission change with %s as aspect %s', (_label, permissions, aspect) => {
    const change = {
      userId: 'u-1',
      summaryId: 'x1',
      permissions,
      changeTimeInSeconds: 1_795_000_000,
    };
    expect(parsePush({ userPermissionsChange: [change] })?.items).toEqual([
      {
        kind: 'permissions',
        aspect,
        userId: 'u-1',
        userAccessToken: '',
        objectId: 'u-1',
        payload: change,
      },
    ]);
  });

  it('reads a ping (where the summaries are, not the summaries) as a pull to make', () => {
    const callbackURL =
      'https://apis.garmin.com/wellness-api/rest/activities?uploadStartTimeInSeconds=1&uploadEndTimeInSeconds=2&token=x';
    expect(parsePush({ activities: [{ userId: 'u-1', callbackURL }] })?.items).toEqual([
      {
        kind: 'activity',
        aspect: 'create',
        userId: 'u-1',
        userAccessToken: '',
        objectId: 'ping',
        payload: { userId: 'u-1', callbackURL },
      },
    ]);
    expect(
      parsePush({ dailies: [{ userId: 'u-1', callbackURL: `x${'y'.repeat(2000)}` }] }),
    ).toEqual({
      items: [],
      skipped: 1,
    });
  });

  it('reads several sections and users in one push', () => {
    expect(
      parsePush({
        activities: [activity, { ...activity, userId: 'other', summaryId: '7' }],
        dailies: [daily],
      })?.items,
    ).toHaveLength(3);
  });

  it.each([
    [
      'an access token of 201 characters',
      { activities: [{ ...activity, userAccessToken: 'x'.repeat(201) }] },
    ],
    ['a permission change without its list', { userPermissionsChange: [{ userId: 'u-1' }] }],
    [
      'a permission change naming a non-permission',
      { userPermissionsChange: [{ userId: 'u-1', permissions: ['a b'] }] },
    ],
    ['no user id', { activities: [{ ...activity, userId: undefined }] }],
    ['a summary id that cannot be a key', { activities: [{ ...activity, summaryId: '500/1' }] }],
    ['a summary id with a dot', { activities: [{ ...activity, summaryId: '5.1' }] }],
    ['a daily without a real day', { dailies: [{ ...daily, calendarDate: '2026-02-30' }] }],
    ['a section we do not keep', { sleeps: [{ ...activity }] }],
    ['a summary that is not an object', { activities: ['x'] }],
  ])('skips %s', (_label, body) => {
    expect(parsePush(body)).toEqual({ items: [], skipped: 1 });
  });

  it.each([
    ['an array', [activity]],
    ['a string', 'activities'],
    ['a section that is not an array', { activities: activity }],
    ['more than 1000 summaries', { activities: Array.from({ length: 1001 }, () => activity) }],
  ])('refuses a body that is %s', (_label, body) => {
    expect(parsePush(body)).toBeNull();
  });
});

describe('the inbox event of a Garmin summary', () => {
  const item = parsePush({ activities: [activity] })!.items[0]!;

  it('names the user and the summary, without the access token', () => {
    expect(inboxEventOf(item)).toEqual({
      provider: 'garmin',
      ownerId: activity.userId,
      kind: 'activity',
      objectId: '5001968355',
      aspect: 'create',
      payload: activityPayload,
    });
    expect(JSON.stringify(inboxEventOf(item))).not.toContain('token-1');
  });

  it('50. the same summary pushed twice is one event; an updated summary is another', () => {
    const again = parsePush({ activities: [activity] })!.items[0]!;
    const updated = parsePush({ activities: [{ ...activity, distanceInMeters: 6000 }] })!.items[0]!;
    expect(eventIdOf(inboxEventOf(again))).toBe(eventIdOf(inboxEventOf(item)));
    expect(eventIdOf(inboxEventOf(updated))).not.toBe(eventIdOf(inboxEventOf(item)));
  });
});
