import { describe, expect, it } from 'vitest';
import { parseUserDoc } from '../../../contract/docs/user';
import {
  confirmationView,
  legIdFromRaceParam,
  SLOW_CONFIRMATION_MS,
  type UserDocState,
} from './confirmation-state';

describe('legIdFromRaceParam', () => {
  it.each<[string | null | undefined, string | null]>([
    ['tbcr25_1000km', 'price_tbcr25_1000km'],
    ['price_tbcr25_1000km', 'price_tbcr25_1000km'],
    [' tbcr25_1000km ', 'price_tbcr25_1000km'],
    ['1PzAbC-xyz', 'price_1PzAbC-xyz'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['price_', null],
    ['../users', null],
    ['a/b', null],
    ['a.b', null],
    ['x'.repeat(201), null],
  ])('%j → %j', (race, expected) => {
    expect(legIdFromRaceParam(race)).toBe(expected);
  });
});

describe('confirmationView', () => {
  const withEntry = parseUserDoc({
    details: { firstName: 'maya' },
    subscribedRaces: { price_a: { raceId: 'prod_a', bibNumber: 7 } },
  });
  const withoutEntry = parseUserDoc({
    details: { firstName: 'maya' },
    subscribedRaces: { price_b: {} },
  });
  const noDetails = parseUserDoc({ subscribedRaces: { price_a: { raceId: 'prod_a' } } });
  const loading: UserDocState = { status: 'loading', data: undefined };
  const failed: UserDocState = { status: 'error', data: undefined };
  const success = (data: ReturnType<typeof parseUserDoc> | null): UserDocState => ({
    status: 'success',
    data,
  });

  it.each<[string, string | null, UserDocState, string]>([
    ['no leg id', null, success(withEntry), 'invalidLink'],
    ['no leg id, error', null, failed, 'invalidLink'],
    ['loading', 'price_a', loading, 'waiting'],
    ['error', 'price_a', failed, 'error'],
    ['no user document yet', 'price_a', success(null), 'waiting'],
    ['entry not yet provisioned', 'price_a', success(withoutEntry), 'waiting'],
    ['an inherited key is not an entry', 'constructor', success(withEntry), 'waiting'],
    ['entry present', 'price_a', success(withEntry), 'ready'],
  ])('%s → %s', (_name, legId, user, kind) => {
    expect(confirmationView(legId, user).kind).toBe(kind);
  });

  it('carries the entry and the first name when ready', () => {
    const view = confirmationView('price_a', success(withEntry));
    expect(view).toMatchObject({
      kind: 'ready',
      firstName: 'maya',
      entry: { legId: 'price_a', bibNumber: 7 },
    });
    expect(confirmationView('price_a', success(noDetails))).toMatchObject({
      kind: 'ready',
      firstName: '',
    });
  });

  it('waits about 45 seconds before the slow note', () => {
    expect(SLOW_CONFIRMATION_MS).toBe(45_000);
  });
});
