import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-errors';
import {
  firstInvalidField,
  isEmail,
  PASSWORDS_MUST_MATCH,
  REPEAT_REQUIRED,
  TERMS_REQUIRED,
  validateSignIn,
  validateSignUp,
  type SignUpField,
} from './validation';

const ORDER: readonly SignUpField[] = ['email', 'password', 'repeatPassword', 'agreed'];
const valid = {
  email: 'ann@example.com',
  password: 'secret1',
  repeatPassword: 'secret1',
  agreed: true,
};

describe('isEmail', () => {
  it.each([
    ['ann@example.com', true],
    [' ann@example.com ', true],
    ['a.b+c@sub.example.ca', true],
    ['ann@example', false],
    ['ann@@example.com', false],
    ['ann example@x.com', false],
    ['@example.com', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('validateSignIn', () => {
  it.each([
    [{ email: 'ann@example.com', password: 'x' }, {}],
    [
      { email: '', password: '' },
      { email: AUTH_MESSAGES['missing-email'], password: AUTH_MESSAGES['missing-password'] },
    ],
    [{ email: 'ann', password: 'x' }, { email: AUTH_MESSAGES['invalid-email'] }],
  ])('%o', (values, expected) => {
    expect(validateSignIn(values)).toEqual(expected);
  });
});

describe('validateSignUp', () => {
  it('is spelt as the spec says', () => {
    expect(PASSWORDS_MUST_MATCH).toBe('Passowrd must match!');
  });

  it.each([
    ['valid', valid, {}],
    [
      'unequal passwords',
      { ...valid, repeatPassword: 'secret2' },
      { repeatPassword: PASSWORDS_MUST_MATCH },
    ],
    ['no repeat', { ...valid, repeatPassword: '' }, { repeatPassword: REPEAT_REQUIRED }],
    ['no agreement', { ...valid, agreed: false }, { agreed: TERMS_REQUIRED }],
    ['malformed e-mail', { ...valid, email: 'ann@' }, { email: AUTH_MESSAGES['invalid-email'] }],
    [
      'everything empty',
      { email: '', password: '', repeatPassword: '', agreed: false },
      {
        email: AUTH_MESSAGES['missing-email'],
        password: 'Please choose a password.',
        repeatPassword: REPEAT_REQUIRED,
        agreed: TERMS_REQUIRED,
      },
    ],
  ])('%s', (_name, values, expected) => {
    expect(validateSignUp(values)).toEqual(expected);
  });
});

describe('firstInvalidField', () => {
  it('focuses the repeat field on a mismatch, even when another field is also wrong', () => {
    expect(
      firstInvalidField(validateSignUp({ ...valid, email: '', repeatPassword: 'other' }), ORDER),
    ).toBe('repeatPassword');
  });
  it('otherwise focuses the first problem in form order', () => {
    expect(
      firstInvalidField(validateSignUp({ ...valid, password: '', agreed: false }), ORDER),
    ).toBe('password');
    expect(firstInvalidField(validateSignUp({ ...valid, agreed: false }), ORDER)).toBe('agreed');
    expect(firstInvalidField(validateSignUp(valid), ORDER)).toBeUndefined();
  });
});
