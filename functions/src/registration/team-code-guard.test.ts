import { describe, expect, it } from 'vitest';
import { afterWrongGuess, currentWindow, guessesExhausted } from './team-code-guard';

const HOUR = 60 * 60 * 1000;

describe('team code guess window', () => {
  it.each([
    ['no window yet', null, 1000, { startedAt: 1000, wrong: 0 }],
    [
      'a window of 59 minutes is kept',
      { startedAt: 0, wrong: 7 },
      HOUR - 1,
      { startedAt: 0, wrong: 7 },
    ],
    [
      'a window of an hour is over',
      { startedAt: 0, wrong: 10 },
      HOUR,
      { startedAt: HOUR, wrong: 0 },
    ],
  ])('%s', (_label, stored, now, expected) => {
    expect(currentWindow(stored, now)).toEqual(expected);
  });

  it('allows ten wrong guesses and refuses the eleventh', () => {
    let window = currentWindow(null, 0);
    for (let guess = 1; guess <= 10; guess += 1) {
      expect(guessesExhausted(window)).toBe(false);
      window = afterWrongGuess(window);
    }
    expect(window.wrong).toBe(10);
    expect(guessesExhausted(window)).toBe(true);
  });
});
