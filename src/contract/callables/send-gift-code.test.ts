import { describe, expect, it } from 'vitest';
import { refusalCodeOf } from './callable';
import {
  GIFT_MESSAGE_MAX_LENGTH,
  isEmailAddress,
  parseSendGiftCodeRequest,
  SEND_GIFT_CODE_REFUSALS,
} from './send-gift-code';

const refusalOf = (raw: unknown) => {
  const check = parseSendGiftCodeRequest(raw);
  return check.ok ? null : refusalCodeOf(check.refusal, SEND_GIFT_CODE_REFUSALS);
};

describe('the send-a-gift-code request', () => {
  it('is the code, the address trimmed in lower case, and the message trimmed', () => {
    expect(
      parseSendGiftCodeRequest({ code: 'AbC-123', email: ' Friend@Example.CA ', message: ' Go! ' }),
    ).toEqual({
      ok: true,
      value: { code: 'AbC-123', email: 'friend@example.ca', message: 'Go!' },
    });
    expect(parseSendGiftCodeRequest({ code: 'c', email: 'f@e.ca' })).toMatchObject({
      value: { message: '' },
    });
  });

  it('refuses a code that cannot name a document, or no address, as badRequest', () => {
    expect(refusalOf({ code: 'a/b', email: 'f@e.ca' })).toBe('badRequest');
    expect(refusalOf({ code: '__x__', email: 'f@e.ca' })).toBe('badRequest');
    expect(refusalOf({ code: 'c' })).toBe('badRequest');
    expect(refusalOf({ code: 'c', email: 'f@e.ca', message: 42 })).toBe('badRequest');
    expect(refusalOf('x')).toBe('badRequest');
  });

  it('refuses an address that is not one, at its field', () => {
    for (const email of ['', 'friend', 'friend@', '@example.ca', 'a b@example.ca', 'f@example'])
      expect(refusalOf({ code: 'c', email })).toBe('badEmail');
    expect(isEmailAddress(`${'a'.repeat(250)}@e.ca`)).toBe(false);
  });

  it(`refuses a message over ${GIFT_MESSAGE_MAX_LENGTH} characters`, () => {
    const at = 'x'.repeat(GIFT_MESSAGE_MAX_LENGTH);
    expect(refusalOf({ code: 'c', email: 'f@e.ca', message: at })).toBeNull();
    expect(refusalOf({ code: 'c', email: 'f@e.ca', message: `${at}x` })).toBe('messageTooLong');
  });

  it('keeps the message a note: 300 characters at most', () => {
    expect(GIFT_MESSAGE_MAX_LENGTH).toBeLessThanOrEqual(300);
    expect(refusalOf({ code: 'c', email: 'f@e.ca', message: 'x'.repeat(301) })).toBe(
      'messageTooLong',
    );
  });
});
