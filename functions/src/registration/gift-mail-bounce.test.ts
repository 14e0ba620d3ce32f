import { describe, expect, it } from 'vitest';
import { giftMailBounce } from './gift-mail-bounce';

const GIFT = `gift__${'c'.repeat(40)}`;
const REJECTED =
  "Error: Can't send mail - all recipients were rejected: 550 5.1.1 <nobody@example.test>: Recipient address rejected: User unknown";
const processing = { state: 'PROCESSING', attempts: 1 };
const error = (reason: unknown) => ({ state: 'ERROR', attempts: 1, error: reason });

describe('a gift e-mail bouncing', () => {
  it('is a gift mail newly in ERROR, with its reason', () => {
    expect(giftMailBounce(GIFT, processing, error(REJECTED))).toBe(REJECTED);
    expect(giftMailBounce(GIFT, undefined, error(null))).toBe('ERROR');
  });

  it.each([
    ['another mail', 'registration-confirmed__pi_1', processing, error(REJECTED)],
    ['still sending', GIFT, { state: 'PENDING' }, processing],
    ['delivered', GIFT, processing, { state: 'SUCCESS' }],
    ['already in ERROR (another field written)', GIFT, error(REJECTED), error(REJECTED)],
    ['no delivery yet', GIFT, undefined, undefined],
  ])('is not: %s', (_, id, before, after) => {
    expect(giftMailBounce(id, before, after)).toBeNull();
  });

  it.each([
    'Error: connect ECONNREFUSED 127.0.0.1:1025',
    'Error: Connection timeout',
    'Error: Invalid login: 535 Authentication failed',
    'Error: getaddrinfo ENOTFOUND smtp.example',
    'Message processing lease expired.',
    'Failed to deliver email. Expected at least 1 recipient.',
  ])('is not when our side failed: %s', (reason) => {
    expect(giftMailBounce(GIFT, processing, error(reason))).toBeNull();
  });
});
