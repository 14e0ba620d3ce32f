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
import type { ShippingAddress } from './shipping-address';
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
    ['no request', null, 'badLeg', undefined],
    ['a leg that is not a price', { legId: 'tbcr', address: OTTAWA }, 'badLeg', undefined],
    ['a leg with a slash', { legId: 'price_a/b', address: OTTAWA }, 'badLeg', undefined],
    [
      'a bad postal code',
      { legId: 'price_a', address: { ...OTTAWA, postalCode: 'K1P' } },
      'postalCodePattern',
      'postalCode',
    ],
    ['no city', { legId: 'price_a', address: { ...OTTAWA, city: '' } }, 'cityRequired', 'city'],
  ])('refuses %s', (_label, raw, code, field) => {
    const parsed = parseCorrectionRequest(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.refusal.code).toBe(code);
      expect(parsed.refusal.field).toBe(field);
    }
  });

  it('names the field with the code', () => {
    expect(
      parseCorrectionRequest({
        legId: 'price_a',
        address: { ...OTTAWA, phoneNumber: '6135550142' },
      }),
    ).toEqual({
      ok: false,
      refusal: { code: 'phonePattern', field: 'phoneNumber' },
    });
  });
});

describe('correctionRefusal (docs/security.md item 63)', () => {
  it.each([
    ['within Canada before medals ship', OTTAWA, HALIFAX, LATER, null],
    ['within Canada, no shipping date set', OTTAWA, HALIFAX, null, null],
    ['abroad to abroad', BOSTON, PARIS, LATER, null],
    ['Canada to abroad', OTTAWA, BOSTON, LATER, 'zoneChange'],
    ['abroad to Canada', PARIS, HALIFAX, null, 'zoneChange'],
    ['after medals shipped', OTTAWA, HALIFAX, EARLIER, 'medalsShipped'],
    ['at the very moment medals ship', OTTAWA, HALIFAX, NOW, 'medalsShipped'],
    ['no address kept with the registration', null, HALIFAX, LATER, 'noAddress'],
  ])('%s → %s', (_label, current, next, shipAt, code) => {
    expect(correctionRefusal(current, next, shipAt, NOW)?.code ?? null).toBe(code);
  });

  it('shows the zone refusal at the country field, naming support', () => {
    expect(correctionRefusal(OTTAWA, BOSTON, null, NOW)).toEqual({
      code: 'zoneChange',
      field: 'country',
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
  it('sends the code and the field alone (the account page words the code)', () => {
    expect(correctionRefusalDetails(correctionRefusalFor('cityTooLong', 'city'))).toEqual({
      refusal: 'cityTooLong',
      field: 'city',
    });
    expect(correctionRefusalDetails(correctionRefusalFor('medalsShipped'))).toEqual({
      refusal: 'medalsShipped',
    });
  });

  it('reads a refusal by its code, whatever message came with it', () => {
    expect(
      correctionRefusalOf({
        code: 'functions/failed-precondition',
        details: { refusal: 'zoneChange', field: 'country', message: 'stale text' },
      }),
    ).toEqual({ code: 'zoneChange', field: 'country' });
    expect(
      correctionRefusalOf({
        code: 'functions/invalid-argument',
        details: { refusal: 'badLeg', field: 'x' },
      }),
    ).toEqual({ code: 'badLeg' });
  });

  it.each([
    [{ code: 'functions/unavailable', message: 'We could not reach the server just now.' }],
    [{ code: 'functions/failed-precondition', details: { reason: 'zoneChange', message: 'x' } }],
    [new Error('offline')],
  ])('is no refusal for %j (an outage stays a failure to retry)', (error) => {
    expect(correctionRefusalOf(error)).toBeNull();
  });
});
