import { describe, expect, it } from 'vitest';
import { parseCheckoutSession } from './checkout-session';

describe('parseCheckoutSession', () => {
  it.each([
    [
      'opened (the stand-in’s fields)',
      {
        url: 'https://pay',
        amount_total: 5650,
        paymentId: 'pi_1',
        success_url: 'https://ok',
        cancel_url: 'https://back',
        metadata: { uid: 'u1' },
      },
      {
        url: 'https://pay',
        errorMessage: null,
        amountTotal: 5650,
        paymentId: 'pi_1',
        successUrl: 'https://ok',
        cancelUrl: 'https://back',
        metadata: { uid: 'u1' },
      },
    ],
    [
      'failed with a message',
      { error: { message: 'No such price' } },
      { url: null, errorMessage: 'No such price' },
    ],
    ['failed without a message', { error: true }, { errorMessage: 'Checkout failed.' }],
    [
      'just written (nothing yet)',
      { line_items: [] },
      {
        url: null,
        errorMessage: null,
        amountTotal: null,
        paymentId: null,
        successUrl: '',
        cancelUrl: '',
        metadata: {},
      },
    ],
    [
      'wrong types',
      { url: 5, amount_total: '5650', paymentId: 3, metadata: [] },
      { url: null, amountTotal: null, paymentId: null, metadata: {} },
    ],
    ['an empty url is none', { url: '' }, { url: null }],
  ])('%s', (_label, data, expected) => expect(parseCheckoutSession(data)).toMatchObject(expected));
});
