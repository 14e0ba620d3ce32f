/**
 * Reading a stand-in's request and answering its user pages (emulator only): one field of a
 * query or a parsed body as text, a redirect target that stays on this machine (the providers
 * allow only the app's registered addresses; locally, that is localhost), the way back to a
 * user's page after an action, and the newest delivery of her notifications. The three
 * providers' stand-ins share them.
 */
import type { Response } from 'firebase-functions/v2/https';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { deploymentHere } from '../../../src/config/deployment-here';

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
    // The suite's deployment may name a custom domain mapped to this machine (deployments.json
    // appOrigins; tests/e2e/other-deployment/): the providers allow only the app's domain.
    const appHosts = deploymentHere().appOrigins.map((origin) => new URL(origin).hostname);
    const local =
      url.hostname === 'localhost' ||
      url.hostname === '127.0.0.1' ||
      appHosts.includes(url.hostname);
    return local && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
  } catch {
    return null;
  }
}

/**
 * Back to a user's page (303) after an action on it, saying in headers what changed and what
 * the webhook answered (the tests read them; a person just sees the page again).
 */
export function backToPage(
  res: Response,
  page: string,
  said: Readonly<Record<string, string | number | null | undefined>>,
): void {
  for (const [name, value] of Object.entries(said))
    if (value !== null && value !== undefined && value !== '') res.set(name, String(value));
  res.redirect(303, page);
}

/** The newest of a user's recorded deliveries (by `atMs`), or null. */
export function newestDelivery<T extends { readonly atMs: number }>(
  docs: readonly QueryDocumentSnapshot[],
): (T & { readonly id: string }) | null {
  const all = docs.map((d) => ({ id: d.id, ...(d.data() as T) }));
  return all.sort((a, b) => b.atMs - a.atMs)[0] ?? null;
}
