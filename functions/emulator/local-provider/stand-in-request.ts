/**
 * Reading a stand-in's request (emulator only): one field of a query or a parsed body as text,
 * and a redirect target that stays on this machine (the providers allow only the app's
 * registered addresses; locally, that is localhost).
 */

export function requestField(source: unknown, name: string): string {
  const value =
    typeof source === 'object' && source !== null
      ? (source as Record<string, unknown>)[name]
      : undefined;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A redirect target on this machine, or null. */
export function localRedirect(value: string): URL | null {
  try {
    const url = new URL(value);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return local && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
  } catch {
    return null;
  }
}
