import { describe, expect, it } from 'vitest';
import { eventIdOf } from '../inbox';
import {
  authorizedNotification,
  inboxEventOf,
  parseDelivery,
  parseNotification,
  spanOf,
  spanOfPayload,
} from './health-notification';

const SECRET = 'Bearer local-fitbit-webhook';
const notification = {
  data: {
    healthUserId: '4419872360588',
    dataType: 'exercise',
    operation: 'UPSERT',
    civilIso8601TimeInterval: { startTime: '2026-11-22T07:30:00', endTime: '2026-11-22T08:00:00' },
  },
};
const withData = (fields: Record<string, unknown>) => ({
  data: { ...notification.data, ...fields },
});

describe('the Authorization header of a notification', () => {
  it('is the subscriber secret, whole', () => {
    expect(authorizedNotification(SECRET, SECRET)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['the token without its scheme', 'local-fitbit-webhook'],
    ['another token', 'Bearer local-fitbit-webhooj'],
    ['a longer one', `${SECRET} `],
    ['a header array', [SECRET]],
  ])('51. refuses %s', (_label, header) => {
    expect(authorizedNotification(header, SECRET)).toBe(false);
  });

  it('refuses everything when no secret is configured', () => {
    expect(authorizedNotification('', '')).toBe(false);
  });
});

describe('a notification', () => {
  it('reads an exercise upsert: her id and the days it names', () => {
    expect(parseNotification(notification)).toEqual({
      healthUserId: '4419872360588',
      operation: 'UPSERT',
      span: { fromDay: '2026-11-22', toDay: '2026-11-22' },
    });
    expect(parseNotification(withData({ operation: 'DELETE' }))?.operation).toBe('DELETE');
  });

  it.each([
    ['another data type', withData({ dataType: 'steps' })],
    ['another operation', withData({ operation: 'MERGE' })],
    ['a user id with a slash', withData({ healthUserId: 'a/b' })],
    ['no user id', withData({ healthUserId: '' })],
    ['no interval', withData({ civilIso8601TimeInterval: undefined })],
    [
      'an interval ending before it starts',
      withData({ civilIso8601TimeInterval: { startTime: '2026-11-22', endTime: '2026-11-21' } }),
    ],
    ['no data', {}],
    ['a string', 'exercise'],
  ])('skips %s', (_label, value) => {
    expect(parseNotification(value)).toBeNull();
  });

  it('reads a span of several days, at most the last 31', () => {
    expect(spanOf({ startTime: '2026-11-20T23:00:00', endTime: '2026-11-22T01:00:00' })).toEqual({
      fromDay: '2026-11-20',
      toDay: '2026-11-22',
    });
    expect(spanOf({ startTime: '2026-01-01', endTime: '2026-11-22' })).toEqual({
      fromDay: '2026-10-23',
      toDay: '2026-11-22',
    });
  });
});

describe('a delivery', () => {
  it('is the registration check', () => {
    expect(parseDelivery({ type: 'verification' })).toEqual({ kind: 'verification' });
  });

  it('is one notification or an array, counting what it skipped', () => {
    expect(parseDelivery(notification)).toMatchObject({ kind: 'notifications', skipped: 0 });
    expect(parseDelivery([notification, withData({ dataType: 'sleep' })])).toMatchObject({
      kind: 'notifications',
      notifications: [{ healthUserId: '4419872360588' }],
      skipped: 1,
    });
  });

  it.each([
    ['a string', 'x'],
    ['null', null],
    ['too many notifications', Array.from({ length: 501 }, () => notification)],
  ])('is refused when it is %s', (_label, body) => {
    expect(parseDelivery(body).kind).toBe('refused');
  });
});

describe('the inbox event of a notification', () => {
  const parsed = parseNotification(notification)!;

  it('is about her span, with what the handler needs as payload', () => {
    const event = inboxEventOf(parsed, 1_000);
    expect(event).toEqual({
      provider: 'fitbit',
      ownerId: '4419872360588',
      kind: 'activity',
      objectId: '2026-11-22_2026-11-22',
      aspect: 'update',
      payload: {
        healthUserId: '4419872360588',
        operation: 'UPSERT',
        fromDay: '2026-11-22',
        toDay: '2026-11-22',
        receivedAtMs: 1_000,
      },
    });
    expect(spanOfPayload(event.payload)).toEqual(parsed.span);
  });

  it('50. one delivery is one event; another delivery of the same words is another', () => {
    expect(eventIdOf(inboxEventOf(parsed, 1_000))).toBe(eventIdOf(inboxEventOf(parsed, 1_000)));
    expect(eventIdOf(inboxEventOf(parsed, 1_000))).not.toBe(eventIdOf(inboxEventOf(parsed, 2_000)));
  });
});
