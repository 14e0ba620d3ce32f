import { describe, expect, it } from 'vitest';
import { CALLABLE_UNAVAILABLE_MESSAGE } from '../contract/callables/callable';
import { wordedFailure } from './callable-refusal';

const CODES = ['accountTaken', 'alreadyLinked'] as const;
const TEXTS = { accountTaken: 'Taken.', alreadyLinked: 'Linked.' };

const callableError = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { code, details });

describe('wordedFailure: a refusal worded from the table by its code, never a wrong refusal', () => {
  it.each([
    [
      'a known code',
      callableError('functions/failed-precondition', 'server words', { refusal: 'accountTaken' }),
      'functions/failed-precondition',
      'Taken.',
    ],
    [
      'another known code',
      callableError('functions/invalid-argument', '', { refusal: 'alreadyLinked' }),
      'functions/invalid-argument',
      'Linked.',
    ],
    [
      'an unknown code',
      callableError('functions/failed-precondition', 'Taken.', { refusal: 'new' }),
      'functions/unavailable',
      CALLABLE_UNAVAILABLE_MESSAGE,
    ],
    [
      'no code at all',
      callableError('functions/permission-denied', 'Taken.'),
      'functions/unavailable',
      CALLABLE_UNAVAILABLE_MESSAGE,
    ],
  ])('%s', (_label, error, code, message) => {
    const worded = wordedFailure(error, CODES, TEXTS) as Error & { code: string };
    expect(worded.code).toBe(code);
    expect(worded.message).toBe(message);
    expect(worded.cause).toBe(error);
  });

  it.each([
    callableError('functions/unavailable', 'x', { refusal: 'accountTaken' }),
    callableError('functions/deadline-exceeded', 'deadline-exceeded'),
    callableError('functions/internal', 'internal'),
    new Error('network'),
    'a string',
  ])('an outage or a crash passes through as thrown: %s', (error) => {
    expect(wordedFailure(error, CODES, TEXTS)).toBe(error);
  });
});
