/**
 * Registers the service worker built by vite-plugin-pwa (vite.pwa.ts), loaded by main.tsx once
 * the page has loaded so the sign-in page's first paint never waits for it. A new version is not
 * swapped in silently (registerType 'prompt'): it is announced, and the participant's "Reload"
 * applies it, so a half-filled form is never lost to an update.
 */
import { registerSW } from 'virtual:pwa-register';
import { announceUpdate } from './app-update';
import { reportError } from '../lib/report-error';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => announceUpdate(() => void update(true)),
    onRegisterError: (error: unknown) =>
      reportError(error, { during: 'service worker registration' }),
  });
}
