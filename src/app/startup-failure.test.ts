import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as englishVisitor } from '../locales/en/visitor.po';
import { messages as frenchVisitor } from '../locales/fr/visitor.po';
import { FRAME_MESSAGES } from './frame-messages';
import { showStartupFailure, STARTUP_FAILURE_TEXTS } from './startup-failure';

afterEach(() => {
  i18n.activate('en');
});

describe('the startup failure', () => {
  it.each([
    ['en', englishVisitor],
    ['fr', frenchVisitor],
  ] as const)(
    "says in %s what the frame's error page says, from the catalogue",
    (language, messages) => {
      i18n.load(language, messages);
      i18n.activate(language);
      expect(STARTUP_FAILURE_TEXTS[language]).toEqual({
        message: i18n._(FRAME_MESSAGES.pageNotShown),
        retry: i18n._(FRAME_MESSAGES.tryAgain),
      });
    },
  );

  it('shows the message with Try again, which tries once', () => {
    const root = document.createElement('div');
    const retry = vi.fn();
    showStartupFailure(root, 'fr', retry);
    expect(root.querySelector('[role="alert"] p')?.textContent).toBe(
      'Impossible d’afficher cette page. Vérifiez votre connexion et réessayez.',
    );
    const button = root.querySelector('button')!;
    expect(button.textContent).toBe('Réessayer');
    button.click();
    window.dispatchEvent(new Event('online'));
    button.click();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries again by itself when the device comes back online', () => {
    const root = document.createElement('div');
    const retry = vi.fn();
    showStartupFailure(root, 'en', retry);
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
