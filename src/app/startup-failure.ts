/**
 * What the page shows when the app's own files did not arrive before its first screen: a phone
 * losing its signal on a first visit, before the service worker holds them. The catalogues are
 * among those files, so this message cannot come from them: its texts are the frame's
 * ('This page could not be shown…', 'Try again'), copied here in both languages, and a unit
 * test holds them to the catalogues (startup-failure.test.ts). No React: the app is what failed.
 */
import type { Language } from '../lib/i18n/language';

export const STARTUP_FAILURE_TEXTS: Readonly<
  Record<Language, { readonly message: string; readonly retry: string }>
> = {
  en: {
    message: 'This page could not be shown. Check your connection and try again.',
    retry: 'Try again',
  },
  fr: {
    message: 'Impossible d’afficher cette page. Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
  },
};

/**
 * Puts the message and Try again in `root`; `retry` runs once, on Try again or when the device
 * comes back online, whichever is first.
 */
export function showStartupFailure(root: HTMLElement, language: Language, retry: () => void) {
  const texts = STARTUP_FAILURE_TEXTS[language];
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'container py-5';
  const message = document.createElement('p');
  message.textContent = texts.message;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-primary';
  button.textContent = texts.retry;
  box.append(message, button);
  root.replaceChildren(box);

  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    window.removeEventListener('online', once);
    retry();
  };
  button.addEventListener('click', once);
  window.addEventListener('online', once);
}
