import { describe, expect, it } from 'vitest';
import {
  FAIR_PLAY_FLAGS,
  IMPORT_TRACKING,
  LOOKUP_PARTICIPANT,
  MEDALS_TO_SHIP,
  REASON_MAX,
  REVIEW_FLAG,
} from './organiser';
import { CORRECT_ADDRESS } from './organiser-address';
import { GIVE_COMPLIMENTARY } from './organiser-complimentary';
import {
  CHANGE_TEAM,
  END_REGISTRATION,
  GIFT_BATCH_MAX,
  GIFT_CODE_BATCH,
  MOVE_REGISTRATION,
  RESEND_CONFIRMATION,
} from './organiser-support';

const LEG = 'price_tbcr25_1000km';

describe('the organisers’ callables', () => {
  it('are deployed in the organiser group', () => {
    expect([MEDALS_TO_SHIP.name, IMPORT_TRACKING.name, LOOKUP_PARTICIPANT.name]).toEqual([
      'organiser-medalsToShip',
      'organiser-importTracking',
      'organiser-lookupParticipant',
    ]);
  });

  it.each([
    [
      { legId: LEG, format: 'list' },
      { legId: LEG, format: 'list' },
    ],
    [
      { legId: LEG, format: 'csv', country: 'CA', finishedFrom: '2026-01-01', finishedTo: '' },
      { legId: LEG, format: 'csv', country: 'CA', finishedFrom: '2026-01-01' },
    ],
  ])('medals to ship accepts %j', (request, value) => {
    expect(MEDALS_TO_SHIP.parse(request)).toEqual({ ok: true, value });
  });

  it.each([
    {},
    { legId: 'races/x', format: 'list' },
    { legId: 'tbcr', format: 'list' },
    { legId: LEG, format: 'pdf' },
    { legId: LEG, format: 'list', country: 'Canada' },
    { legId: LEG, format: 'list', finishedFrom: '1 May' },
  ])('medals to ship refuses %j', (request) => {
    expect(MEDALS_TO_SHIP.parse(request)).toMatchObject({
      ok: false,
      refusal: { code: 'invalid-argument' },
    });
  });

  it('import takes a reason for a reship, bounded', () => {
    expect(IMPORT_TRACKING.parse({ legId: LEG, csv: 'x', reshipReason: ' lost ' })).toEqual({
      ok: true,
      value: { legId: LEG, csv: 'x', reshipReason: 'lost' },
    });
    expect(IMPORT_TRACKING.parse({ legId: LEG, csv: 'x', reshipReason: '  ' })).toEqual({
      ok: true,
      value: { legId: LEG, csv: 'x' },
    });
    expect(
      IMPORT_TRACKING.parse({ legId: LEG, csv: 'x', reshipReason: 'r'.repeat(REASON_MAX + 1) }),
    ).toMatchObject({ ok: false });
    expect(IMPORT_TRACKING.parse({ legId: LEG })).toMatchObject({ ok: false });
  });

  it('lookup takes 2 to 200 characters', () => {
    expect(LOOKUP_PARTICIPANT.parse({ query: ' runner@demo.test ' })).toEqual({
      ok: true,
      value: { query: 'runner@demo.test' },
    });
    expect(LOOKUP_PARTICIPANT.parse({ query: 'a' })).toMatchObject({ ok: false });
    expect(LOOKUP_PARTICIPANT.parse({ query: 'a'.repeat(201) })).toMatchObject({ ok: false });
  });
});

describe('the fair-play review', () => {
  it('keeps with or without a reason, removes only with one', () => {
    expect(REVIEW_FLAG.parse({ flagId: 'f1', decision: 'keep' })).toEqual({
      ok: true,
      value: { flagId: 'f1', decision: 'keep' },
    });
    expect(REVIEW_FLAG.parse({ flagId: 'f1', decision: 'remove', reason: ' 2:00/km ' })).toEqual({
      ok: true,
      value: { flagId: 'f1', decision: 'remove', reason: '2:00/km' },
    });
    expect(REVIEW_FLAG.parse({ flagId: 'f1', decision: 'remove' })).toMatchObject({ ok: false });
    expect(REVIEW_FLAG.parse({ flagId: 'a/b', decision: 'keep' })).toMatchObject({ ok: false });
    expect(REVIEW_FLAG.parse({ flagId: 'f1', decision: 'ban' })).toMatchObject({ ok: false });
    expect(FAIR_PLAY_FLAGS.name).toBe('organiser-fairPlayFlags');
    expect(REVIEW_FLAG.name).toBe('organiser-reviewFlag');
  });
});

describe('moving a registration', () => {
  const move = { uid: 'u1', fromLegId: LEG, toLegId: 'price_tbcr25_2500km', reason: ' wrong leg ' };

  it('takes a uid, two different legs and a reason', () => {
    expect(MOVE_REGISTRATION.name).toBe('organiser-moveRegistration');
    expect(MOVE_REGISTRATION.parse(move)).toEqual({
      ok: true,
      value: { ...move, reason: 'wrong leg' },
    });
  });

  it.each([
    { ...move, reason: '  ' },
    { ...move, reason: undefined },
    { ...move, reason: 'r'.repeat(REASON_MAX + 1) },
    { ...move, toLegId: LEG },
    { ...move, toLegId: 'tbcr25_2500km' },
    { ...move, fromLegId: 'price_a/b' },
    { ...move, uid: '__x__' },
  ])('refuses %j', (request) => {
    expect(MOVE_REGISTRATION.parse(request)).toMatchObject({
      ok: false,
      refusal: { code: 'invalid-argument' },
    });
  });
});

describe('resending a confirmation', () => {
  it('takes a uid, a leg and a reason', () => {
    expect(RESEND_CONFIRMATION.name).toBe('organiser-resendConfirmation');
    expect(RESEND_CONFIRMATION.parse({ uid: 'u1', legId: LEG, reason: ' lost ' })).toEqual({
      ok: true,
      value: { uid: 'u1', legId: LEG, reason: 'lost' },
    });
    for (const request of [
      { uid: 'u1', legId: LEG },
      { uid: 'u1', legId: 'tbcr', reason: 'lost' },
      { uid: 'a/b', legId: LEG, reason: 'lost' },
    ])
      expect(RESEND_CONFIRMATION.parse(request)).toMatchObject({ ok: false });
  });
});

describe('ending a registration after a refund', () => {
  it('takes a uid, a leg and a reason', () => {
    expect(END_REGISTRATION.name).toBe('organiser-endRegistration');
    expect(END_REGISTRATION.parse({ uid: 'u1', legId: LEG, reason: ' refunded ' })).toEqual({
      ok: true,
      value: { uid: 'u1', legId: LEG, reason: 'refunded' },
    });
    for (const request of [
      { uid: 'u1', legId: LEG, reason: '' },
      { uid: 'u1', legId: '..', reason: 'refunded' },
      { legId: LEG, reason: 'refunded' },
    ])
      expect(END_REGISTRATION.parse(request)).toMatchObject({ ok: false });
  });
});

describe('a batch of gift codes', () => {
  const batch = { legId: LEG, count: 10, partner: ' Maple Club ', reason: ' Sponsor ' };

  it('takes a leg, a whole count within the bound, a partner and a reason', () => {
    expect(GIFT_CODE_BATCH.name).toBe('organiser-giftCodeBatch');
    expect(GIFT_CODE_BATCH.parse(batch)).toEqual({
      ok: true,
      value: { legId: LEG, count: 10, partner: 'Maple Club', reason: 'Sponsor' },
    });
  });

  it.each([
    { ...batch, count: 0 },
    { ...batch, count: GIFT_BATCH_MAX + 1 },
    { ...batch, count: 2.5 },
    { ...batch, count: '10' },
    { ...batch, partner: ' ' },
    { ...batch, partner: 'p'.repeat(101) },
    { ...batch, reason: '' },
    { ...batch, legId: 'races' },
  ])('refuses %j', (request) => {
    expect(GIFT_CODE_BATCH.parse(request)).toMatchObject({ ok: false });
  });
});

describe('changing her team', () => {
  it('takes a team to join, or null to leave, with a reason', () => {
    expect(CHANGE_TEAM.name).toBe('organiser-changeTeam');
    expect(
      CHANGE_TEAM.parse({ uid: 'u1', legId: LEG, teamName: ' Maple  Striders ', reason: 'x' }),
    ).toMatchObject({ ok: true, value: { teamName: expect.stringContaining('Maple') } });
    expect(CHANGE_TEAM.parse({ uid: 'u1', legId: LEG, teamName: null, reason: 'x' })).toEqual({
      ok: true,
      value: { uid: 'u1', legId: LEG, teamName: null, reason: 'x' },
    });
    for (const teamName of ['noTeam', 'a/b', '__x__', 7])
      expect(CHANGE_TEAM.parse({ uid: 'u1', legId: LEG, teamName, reason: 'x' })).toMatchObject({
        ok: false,
      });
    expect(CHANGE_TEAM.parse({ uid: 'u1', legId: LEG, teamName: null })).toMatchObject({
      ok: false,
    });
  });
});

describe('correcting an address', () => {
  const address = {
    firstName: 'Ada',
    lastName: 'Runner',
    address: ' 1 Main St ',
    country: 'ca',
    state: 'ON',
    city: 'Ottawa',
    postalCode: 'K1P 1J1',
    phoneNumber: '613-555-0100',
  };

  it('checks the address as registration step 1 does, and names a bad field', () => {
    expect(CORRECT_ADDRESS.name).toBe('organiser-correctAddress');
    expect(
      CORRECT_ADDRESS.parse({ uid: 'u1', legId: LEG, address, reason: 'Moved' }),
    ).toMatchObject({
      ok: true,
      value: { address: { address: '1 Main St', country: 'CA' }, reason: 'Moved' },
    });
    expect(
      CORRECT_ADDRESS.parse({
        uid: 'u1',
        legId: LEG,
        address: { ...address, city: '' },
        reason: 'x',
      }),
    ).toMatchObject({
      ok: false,
      refusal: { code: 'invalid-argument', details: { refusal: 'badAddress', field: 'city' } },
    });
    expect(CORRECT_ADDRESS.parse({ uid: 'u1', legId: LEG, address })).toMatchObject({ ok: false });
  });

  it('a complimentary registration: the address checked when given, her profile’s when left empty', () => {
    expect(GIVE_COMPLIMENTARY.name).toBe('organiser-giveComplimentary');
    const empty = Object.fromEntries(Object.keys(address).map((name) => [name, ' ']));
    for (const none of [null, undefined, empty])
      expect(
        GIVE_COMPLIMENTARY.parse({ uid: 'u1', legId: LEG, address: none, reason: 'A prize' }),
      ).toEqual({
        ok: true,
        value: { uid: 'u1', legId: LEG, address: null, reason: 'A prize' },
      });
    expect(
      GIVE_COMPLIMENTARY.parse({ uid: 'u1', legId: LEG, address, reason: 'A prize' }),
    ).toMatchObject({ ok: true, value: { address: { country: 'CA' } } });
    expect(
      GIVE_COMPLIMENTARY.parse({
        uid: 'u1',
        legId: LEG,
        address: { ...address, postalCode: '12' },
        reason: 'A prize',
      }),
    ).toMatchObject({
      ok: false,
      refusal: { details: { refusal: 'badAddress', field: 'postalCode' } },
    });
    for (const bad of [
      { uid: 'u1', legId: LEG, address: null, reason: ' ' },
      { uid: 'u1', legId: 'tbcr25', address: null, reason: 'A prize' },
      { uid: 'a/b', legId: LEG, address: null, reason: 'A prize' },
      { uid: 'u1', legId: LEG, address: 'Ottawa', reason: 'A prize' },
    ])
      expect(GIVE_COMPLIMENTARY.parse(bad)).toMatchObject({ ok: false });
  });
});
