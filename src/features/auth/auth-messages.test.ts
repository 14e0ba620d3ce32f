import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-errors';
import { AUTH_MESSAGE_TABLE } from './auth-messages';
import { RESET_FAILED, RESET_USER_NOT_FOUND } from './reset-errors';
import { PASSWORDS_MUST_MATCH, REPEAT_REQUIRED, TERMS_REQUIRED } from './validation';

describe('the auth messages in the catalogues', () => {
  it.each([...AUTH_MESSAGE_TABLE])(
    '%s: the catalogue holds the same English',
    (english, descriptor) => {
      expect(descriptor.message).toBe(english);
    },
  );

  it('covers every message the screens can show', () => {
    const shown = [
      ...Object.values(AUTH_MESSAGES),
      PASSWORDS_MUST_MATCH,
      TERMS_REQUIRED,
      REPEAT_REQUIRED,
      RESET_USER_NOT_FOUND,
      RESET_FAILED,
    ];
    expect(shown.filter((message) => !AUTH_MESSAGE_TABLE.has(message))).toEqual([]);
  });
});
