/**
 * A new version of the app, waiting (the installed app, vite.pwa.ts): the service worker's
 * registration announces it here, the "Reload" prompt shows it. Kept apart from Workbox so the
 * prompt costs the first paint nothing: the worker's code loads after it.
 */
import { useSyncExternalStore } from 'react';

export const NEW_VERSION_MESSAGE = 'A new version is available.';

/** Applies the waiting version (the new worker takes over, then the page reloads). */
export type ApplyUpdate = () => void;

let waiting: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** Called when a new version is installed and waits for the participant. */
export function announceUpdate(apply: ApplyUpdate): void {
  waiting = apply;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's apply function, or null while the running version is the newest. */
export function useWaitingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}
