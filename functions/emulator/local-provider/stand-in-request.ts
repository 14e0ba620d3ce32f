/**
 * Reading a stand-in's request (emulator only): one field of a query or a parsed body as text,
 * and a redirect target that stays on this machine (the providers allow only the app's
 * registered addresses; locally, that is localhost).
 */
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
