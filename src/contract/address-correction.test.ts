import { describe, expect, it } from 'vitest';
import {
  CORRECTION_MESSAGES,
  correctionRefusal,
  correctionRefusalDetails,
  correctionRefusalFor,
  correctionRefusalOf,
  correctionsOpen,
  parseCorrectionRequest,
} from './address-correction';
import { ADDRESS_MESSAGES, type ShippingAddress } from './shipping-address';
import { OTTAWA } from './test-support/address-fixture';

const HALIFAX: ShippingAddress = {
  ...OTTAWA,
  address: '1 Spring Garden Road',
  state: 'NS',
  city: 'Halifax',
  postalCode: 'B3J 1A1',
};
const BOSTON: ShippingAddress = {
  ...OTTAWA,
  address: '1 Beacon Street',
  country: 'US',
  state: 'MA',
  city: 'Boston',
  postalCode: '02108',
};
const PARIS: ShippingAddress = {
  ...OTTAWA,
  address: '1 Rue de Rivoli',
  country: 'FR',
  state: 'IDF',
  city: 'Paris',
  postalCode: '75001',
};

const NOW = new Date('2025-09-01T12:00:00Z');
const LATER = new Date('2025-10-15T00:00:00Z');
const EARLIER = new Date('2025-08-15T00:00:00Z');

describe('parseCorrectionRequest', () => {
  it('accepts a registration key and a whole address', () => {
    expect(
      parseCorrectionRequest({
        legId: ' price_tbcr25_1000km ',
        address: { ...OTTAWA, country: 'ca' },
      }),
    ).toEqual({
      ok: true,
      value: { legId: 'price_tbcr25_1000km', address: OTTAWA },
    });
  });

  it.each([
    ['no request', null, 'bad-leg', undefined],
    ['a leg that is not a price', { legId: 'tbcr', address: OTTAWA }, 'bad-leg', undefined],
    ['a leg with a slash', { legId: 'price_a/b', address: OTTAWA }, 'bad-leg', undefined],
    [
      'a bad postal code',
      { legId: 'price_a', address: { ...OTTAWA, postalCode: 'K1P' } },
      'invalid',
      'postalCode',
    ],
    ['no city', { legId: 'price_a', address: { ...OTTAWA, city: '' } }, 'invalid', 'city'],
  ])('refuses %s', (_label, raw, reason, field) => {
    const parsed = parseCorrectionRequest(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.refusal.reason).toBe(reason);
      expect(parsed.refusal.field).toBe(field);
    }
  });

  it("gives the form's message at the field", () => {
    expect(
      parseCorrectionRequest({
        legId: 'price_a',
        address: { ...OTTAWA, phoneNumber: '6135550142' },
      }),
    ).toEqual({
      ok: false,
      refusal: {
        code: 'phonePattern',
        reason: 'invalid',
        field: 'phoneNumber',
        message: ADDRESS_MESSAGES.phonePattern,
      },
    });
  });
});

describe('correctionRefusal (security checklist 63)', () => {
  it.each([
    ['within Canada before medals ship', OTTAWA, HALIFAX, LATER, null],
    ['within Canada, no shipping date set', OTTAWA, HALIFAX, null, null],
    ['abroad to abroad', BOSTON, PARIS, LATER, null],
    ['Canada to abroad', OTTAWA, BOSTON, LATER, 'zone-change'],
    ['abroad to Canada', PARIS, HALIFAX, null, 'zone-change'],
    ['after medals shipped', OTTAWA, HALIFAX, EARLIER, 'medals-shipped'],
    ['at the very moment medals ship', OTTAWA, HALIFAX, NOW, 'medals-shipped'],
    ['no address kept with the registration', null, HALIFAX, LATER, 'no-address'],
  ])('%s → %s', (_label, current, next, shipAt, reason) => {
    expect(correctionRefusal(current, next, shipAt, NOW)?.reason ?? null).toBe(reason);
  });

  it('shows the zone refusal at the country field, naming support', () => {
    expect(correctionRefusal(OTTAWA, BOSTON, null, NOW)).toEqual({
      code: 'zoneChange',
      reason: 'zone-change',
      field: 'country',
      message: CORRECTION_MESSAGES.zoneChange,
    });
    expect(CORRECTION_MESSAGES.zoneChange).toContain('support@canadavirtualchallenges.ca');
  });

  it('correctionsOpen: before the date or without one', () => {
    expect(correctionsOpen(null, NOW)).toBe(true);
    expect(correctionsOpen(LATER, NOW)).toBe(true);
    expect(correctionsOpen(EARLIER, NOW)).toBe(false);
  });
});

describe('correctShippingAddress refusals: codes sent, texts from the table', () => {
  it('sends the code and the field, with the reason and text the account page reads', () => {
    expect(correctionRefusalDetails(correctionRefusalFor('cityTooLong', 'city'))).toEqual({
      refusal: 'cityTooLong',
      reason: 'invalid',
      field: 'city',
      message: 'Please keep this to 100 characters or fewer.',
    });
  });

  it('words a refusal from its code, whatever message came with it', () => {
    expect(
      correctionRefusalOf({
        code: 'functions/failed-precondition',
        details: { refusal: 'zoneChange', field: 'country', message: 'stale text' },
      }),
    ).toEqual({
      code: 'zoneChange',
      reason: 'zone-change',
      field: 'country',
      message: CORRECTION_MESSAGES.zoneChange,
    });
    expect(
      correctionRefusalOf({
        code: 'functions/invalid-argument',
        details: { refusal: 'badLeg', field: 'x' },
      }),
    ).toEqual({ code: 'badLeg', reason: 'bad-leg', message: CORRECTION_MESSAGES.notRegistered });
  });

  it.each([
    [{ code: 'functions/unavailable', message: 'We could not reach the server just now.' }],
    [{ code: 'functions/failed-precondition', details: { reason: 'zone-change', message: 'x' } }],
    [new Error('offline')],
  ])('is no refusal for %j (an outage stays a failure to retry)', (error) => {
    expect(correctionRefusalOf(error)).toBeNull();
  });
});
