import { describe, expect, it } from 'vitest';
import { eventIdOf } from '../inbox';
import {
  inboxEventOf,
  isCalendarDay,
  parseNotification,
  parseNotifications,
} from './fitbit-notification';

const activities = {
  collectionType: 'activities',
  date: '2026-11-22',
  ownerId: '228S74',
  ownerType: 'user',
  subscriptionId: 'uid-1',
};

describe('Fitbit notifications', () => {
  it('reads an activities notification', () => {
    expect(parseNotification(activities)).toEqual({ kind: 'activity', ...activities });
  });

  it('reads a revocation, with or without a day', () => {
    const revoked = { ...activities, collectionType: 'userRevokedAccess' };
    expect(parseNotification(revoked)?.kind).toBe('deauthorize');
    expect(parseNotification({ ...revoked, date: undefined })?.kind).toBe('deauthorize');
  });

  it.each([
    ['another collection', { ...activities, collectionType: 'sleep' }],
    ['a day that does not exist', { ...activities, date: '2026-02-30' }],
    ['no day', { ...activities, date: undefined }],
    ['an owner id with a slash', { ...activities, ownerId: 'a/b' }],
    ['no owner id', { ...activities, ownerId: '' }],
    ['a subscription id with a dot', { ...activities, subscriptionId: 'a.b' }],
    ['an owner type other than user', { ...activities, ownerType: 'group' }],
    ['a string', 'activities'],
    ['null', null],
    ['an array', [activities]],
  ])('skips %s', (_label, value) => {
    expect(parseNotification(value)).toBeNull();
  });

  it('reads a delivery: an array, counting what it skipped', () => {
    expect(parseNotifications([activities, { ...activities, collectionType: 'foods' }])).toEqual({
      ok: true,
      notifications: [{ kind: 'activity', ...activities }],
      skipped: 1,
    });
    expect(parseNotifications([])).toEqual({ ok: true, notifications: [], skipped: 0 });
  });

  it.each([
    ['an object', activities],
    ['a string', '[]'],
    ['too many notifications', Array.from({ length: 501 }, () => activities)],
  ])('refuses a delivery that is %s', (_label, body) => {
    expect(parseNotifications(body).ok).toBe(false);
  });

  it.each([
    ['2026-11-22', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-13-01', false],
    ['26-11-22', false],
    [20261122, false],
  ])('isCalendarDay(%j) → %j', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });
});

describe('the inbox event of a Fitbit notification', () => {
  const notification = parseNotification(activities)!;

  it("is about the owner's day, with the notification and its delivery time as payload", () => {
    expect(inboxEventOf(notification, 1_000)).toEqual({
      provider: 'fitbit',
      ownerId: '228S74',
      kind: 'activity',
      objectId: '2026-11-22',
      aspect: 'update',
      payload: { ...activities, receivedAtMs: 1_000 },
    });
  });

  it('a revocation is about the owner', () => {
    const revoked = inboxEventOf(
      parseNotification({ ...activities, collectionType: 'userRevokedAccess' })!,
      1_000,
    );
    expect(revoked).toMatchObject({ kind: 'deauthorize', objectId: '228S74', aspect: 'delete' });
  });

  it('50. two deliveries of the same words are two events (the day may have changed); one delivery is one', () => {
    expect(eventIdOf(inboxEventOf(notification, 1_000))).toBe(
      eventIdOf(inboxEventOf(notification, 1_000)),
    );
    expect(eventIdOf(inboxEventOf(notification, 1_000))).not.toBe(
      eventIdOf(inboxEventOf(notification, 2_000)),
    );
  });
});
