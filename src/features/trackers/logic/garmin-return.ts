/**
 * The Garmin return page /garminAuth (docs/product.md §P2 Tracker return pages, §P4 Device link, §P5, §P8):
 * what it shows for Garmin's OAuth 2.0 answer (code and state; error=access_denied on a denial),
 * the linked device and the exchange. A device already linked is said first, with a link to
 * the account page; a return without a usable code or state (the text 'null' counts as
 * missing) is 'User denied request'. Pure.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LinkedDevice } from '../../../contract/linked-device';
import type { ExchangeState } from './exchange-state';

/** English as the spec writes it; French in the catalogues, resolved by the screen. */
export const GARMIN_TEXTS = {
  loading: msg`Loading...`,
  connecting: msg`Connecting with garmin`,
  connected: msg`You are now connected with garmin!`,
  reminder: msg`Remember to turn on posting for each challenge on its dashboard.`,
  denied: msg`User denied request`,
  failed: msg`We couldn't finish connecting your Garmin account.`,
} as const satisfies Record<string, MessageDescriptor>;

export interface GarminReturnParams {
  readonly code: string;
  readonly state: string;
}

/** docs/product.md §P5: the literal text null counts as empty. */
function present(value: string | null): string {
  return value === null || value === 'null' ? '' : value;
}

export function readGarminParams(query: URLSearchParams): GarminReturnParams {
  return {
    code: present(query.get('code')),
    state: present(query.get('state')),
  };
}

export type GarminReturnStatus =
  | { readonly kind: 'loading' | 'connecting' | 'connected' | 'denied' }
  | { readonly kind: 'alreadyLinked'; readonly device: Exclude<LinkedDevice, 'none'> }
  | { readonly kind: 'failed'; readonly error: unknown };

/** Without a token there is nothing to exchange either: treated like a missing verifier. */
function granted(params: GarminReturnParams): boolean {
  return params.code !== '' && params.state !== '';
}

export function shouldExchangeGarmin(
  params: GarminReturnParams,
  device: LinkedDevice | 'loading',
): boolean {
  return granted(params) && device === 'none';
}

export function garminReturnStatus(
  params: GarminReturnParams,
  device: LinkedDevice | 'loading',
  exchange: ExchangeState<unknown>,
): GarminReturnStatus {
  // Once asked, the server's answer stands (the user document then shows Garmin linked).
  if (exchange.state === 'pending') return { kind: 'connecting' };
  if (exchange.state === 'done') return { kind: 'connected' };
  if (exchange.state === 'failed') return { kind: 'failed', error: exchange.error };
  if (device === 'loading') return { kind: 'loading' };
  if (device !== 'none') return { kind: 'alreadyLinked', device };
  if (!granted(params)) return { kind: 'denied' };
  return { kind: 'connecting' };
}
