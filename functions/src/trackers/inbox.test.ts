import { describe, expect, it } from 'vitest';
import { canonicalJson, eventIdOf, type NewInboxEvent } from './inbox';

const event = (
  overrides: Partial<NewInboxEvent> = {},
  payload: Record<string, unknown> = {},
): NewInboxEvent => ({
  provider: 'strava',
  ownerId: '42',
  kind: 'activity',
  objectId: '7',
  aspect: 'create',
  payload: {
    object_type: 'activity',
    object_id: 7,
    aspect_type: 'create',
    owner_id: 42,
    subscription_id: 1001,
    event_time: 1_700_000_000,
    updates: {},
    ...payload,
  },
  ...overrides,
});

describe('canonicalJson', () => {
  it.each([
    [
      { b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } },
      '{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}',
    ],
    [{ a: undefined, b: 'x' }, '{"b":"x"}'],
    [[], '[]'],
    ['text', '"text"'],
  ])('%j → %s', (value, json) => {
    expect(canonicalJson(value)).toBe(json);
  });
});

describe('eventIdOf', () => {
  it('is the same for the same event delivered again, whatever the key order', () => {
    const reordered: NewInboxEvent = {
      ...event(),
      payload: Object.fromEntries(Object.entries(event().payload).reverse()),
    };
    expect(eventIdOf(event())).toBe(eventIdOf(event()));
    expect(eventIdOf(reordered)).toBe(eventIdOf(event()));
    expect(eventIdOf(event())).toMatch(/^strava-[0-9a-f]{40}$/);
  });

  it.each([
    ['another event time', event({}, { event_time: 1_700_000_001 })],
    ['another aspect', event({ aspect: 'update' }, { aspect_type: 'update' })],
    [
      'other updates',
      event({ aspect: 'update' }, { aspect_type: 'update', updates: { type: 'Ride' } }),
    ],
    ['another object', event({ objectId: '8' }, { object_id: 8 })],
    ['another owner', event({ ownerId: '43' }, { owner_id: 43 })],
    ['another kind', event({ kind: 'deauthorize' })],
    ['another provider', event({ provider: 'fitbit' })],
  ])('differs for %s', (_label, other) => {
    expect(eventIdOf(other)).not.toBe(eventIdOf(event()));
  });
});
