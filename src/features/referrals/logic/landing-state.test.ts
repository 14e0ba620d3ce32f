import { describe, expect, it } from 'vitest';
import { landingState } from './landing-state';

const COUPONS = { status: 'success', data: { valid: 'FRIEND5', fallback: 'CANADA5' } } as const;
const LOADING = { status: 'loading' } as const;
const ERROR = { status: 'error' } as const;

describe('landingState', () => {
  it('is loading while either read is', () => {
    expect(landingState(LOADING, COUPONS)).toEqual({ status: 'loading' });
    expect(landingState({ status: 'success', data: null }, LOADING)).toEqual({ status: 'loading' });
  });

  it('is an error when either read fails or the coupon configuration is missing', () => {
    expect(landingState(ERROR, COUPONS)).toEqual({ status: 'error' });
    expect(landingState(LOADING, ERROR)).toEqual({ status: 'error' });
    expect(
      landingState(
        { status: 'success', data: { name: 'Avery' } },
        { status: 'success', data: null },
      ),
    ).toEqual({ status: 'error' });
  });

  it('a known link gives the referrer and the valid coupon', () => {
    expect(landingState({ status: 'success', data: { name: 'Avery Tremblay' } }, COUPONS)).toEqual({
      status: 'valid',
      referrerName: 'Avery Tremblay',
      couponCode: 'FRIEND5',
    });
  });

  it('a neutral link (no name) gives no referrer name: the page greets with its own words', () => {
    expect(landingState({ status: 'success', data: { name: '' } }, COUPONS)).toMatchObject({
      status: 'valid',
      referrerName: '',
    });
  });

  it('an unknown link is invalid with the fallback coupon', () => {
    expect(landingState({ status: 'success', data: null }, COUPONS)).toEqual({
      status: 'invalid',
      couponCode: 'CANADA5',
    });
  });
});
