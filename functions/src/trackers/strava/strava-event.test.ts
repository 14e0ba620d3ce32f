import { describe, expect, it } from 'vitest';
import { hasActivityReadScope } from '../../../../src/contract/tracker-activity';
import { handshakeChallenge, parseStravaEvent } from './strava-event';

const SUBSCRIPTION = '1001';
const activityEvent = (overrides: Record<string, unknown> = {}) => ({
  object_type: 'activity',
  object_id: 1360128428,
  aspect_type: 'create',
  updates: {},
  owner_id: 134815,
  subscription_id: 1001,
  event_time: 1516126040,
  ...overrides,
});

describe('handshakeChallenge', () => {
  it.each([
    [
      {
        'hub.mode': 'subscribe',
        'hub.verify_token': 'ours',
        'hub.challenge': '15f7d1a91c1f40f8a748fd134752feb3',
      },
      '15f7d1a91c1f40f8a748fd134752feb3',
    ],
    [{ 'hub.mode': 'subscribe', 'hub.verify_token': 'theirs', 'hub.challenge': 'x' }, null],
    [{ 'hub.mode': 'unsubscribe', 'hub.verify_token': 'ours', 'hub.challenge': 'x' }, null],
    [{ 'hub.mode': 'subscribe', 'hub.verify_token': 'ours' }, null],
    [
      { 'hub.mode': 'subscribe', 'hub.verify_token': 'ours', 'hub.challenge': 'x'.repeat(257) },
      null,
    ],
    [{ 'hub.mode': 'subscribe', 'hub.verify_token': ['ours'], 'hub.challenge': 'x' }, null],
  ])('%j → %s', (query, challenge) => {
    expect(handshakeChallenge(query, 'ours')).toBe(challenge);
  });
});

describe('parseStravaEvent', () => {
  it('turns an activity event into an inbox event, keeping what Strava said', () => {
    expect(
      parseStravaEvent(
        activityEvent({
          aspect_type: 'update',
          updates: { title: 'Messy', type: 'Ride', junk: { deep: 1 } },
        }),
        SUBSCRIPTION,
      ),
    ).toEqual({
      status: 'event',
      event: {
        provider: 'strava',
        ownerId: '134815',
        kind: 'activity',
        objectId: '1360128428',
        aspect: 'update',
        payload: {
          object_type: 'activity',
          object_id: 1360128428,
          aspect_type: 'update',
          owner_id: 134815,
          subscription_id: 1001,
          event_time: 1516126040,
          updates: { title: 'Messy', type: 'Ride' },
        },
      },
    });
  });

  it.each([
    ['create', 'create'],
    ['update', 'update'],
    ['delete', 'delete'],
  ])('keeps the aspect %s', (aspect, expected) => {
    const parsed = parseStravaEvent(activityEvent({ aspect_type: aspect }), SUBSCRIPTION);
    expect(parsed.status === 'event' && parsed.event.aspect).toBe(expected);
  });

  it.each([
    ["authorized 'false' (as Strava sends it)", 'false'],
    ['authorized false', false],
  ])('reads an athlete event with %s as a deauthorization', (_label, authorized) => {
    const parsed = parseStravaEvent(
      activityEvent({
        object_type: 'athlete',
        object_id: 134815,
        aspect_type: 'update',
        updates: { authorized },
      }),
      SUBSCRIPTION,
    );
    expect(parsed).toMatchObject({
      status: 'event',
      event: { kind: 'deauthorize', ownerId: '134815', objectId: '134815', aspect: 'update' },
    });
  });

  it.each([
    ['another subscription', { subscription_id: 1002 }, 'foreign'],
    ['no subscription', { subscription_id: undefined }, 'foreign'],
    ['our subscription as text', { subscription_id: '1001' }, 'event'],
    [
      'an athlete update other than deauthorization',
      { object_type: 'athlete', updates: { title: 'x' } },
      'ignored',
    ],
    ['an unknown object type', { object_type: 'club' }, 'invalid'],
    ['an unknown aspect', { aspect_type: 'explode' }, 'invalid'],
    ['no owner', { owner_id: undefined }, 'invalid'],
    ['an owner that is not a number', { owner_id: 'bob' }, 'invalid'],
    ['no object id', { object_id: null }, 'invalid'],
    ['no event time', { event_time: undefined }, 'invalid'],
  ])('%s: %s', (_label, overrides, status) => {
    expect(parseStravaEvent(activityEvent(overrides), SUBSCRIPTION).status).toBe(status);
  });

  it('is foreign for a body that is not an event at all', () => {
    expect(parseStravaEvent(undefined, SUBSCRIPTION).status).toBe('foreign');
    expect(parseStravaEvent('text', SUBSCRIPTION).status).toBe('foreign');
  });
});

describe('hasActivityReadScope (docs/product.md §P2: activity read is required)', () => {
  it.each([
    ['read,activity:read', true],
    ['read,activity:read_all', true],
    ['activity:read', true],
    ['read activity:read', true],
    ['read', false],
    ['read,activity:write', false],
    ['read,activity:readx', false],
    ['', false],
    [undefined, false],
  ])('%j: %s', (scope, ok) => {
    expect(hasActivityReadScope(scope)).toBe(ok);
  });
});
