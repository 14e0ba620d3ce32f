/**
 * The Strava return page /sconfirm (docs/product.md §P2 Tracker return pages, §P4 Strava connection,
 * §P5): what it shows for the query Strava sent back (code, scope, error), the linked device
 * and the exchange. The browser decides what it can before calling: a denial, a missing
 * code or scope, a scope without activity read, a device already linked. Pure.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TrackerConnectStatus } from '../../../contract/callables/tracker-connect';
import type { LinkedDevice } from '../../../contract/linked-device';
import { hasActivityReadScope } from '../../../contract/tracker-activity';
import type { ExchangeState } from './exchange-state';

/**
 * English letter for letter (docs/product.md §P2), lowercase 'strava' included; French in the
 * catalogues (docs/i18n.md), resolved by the screen.
 */
export const STRAVA_TEXTS = {
  title: msg`StravaConfirmation`,
  loading: msg`Loading...`,
  denied: msg`Denied access!`,
  notFound: msg`404`,
  connecting: msg`Connecting with strava`,
  connected: msg`You are now connected with strava!`,
  insufficientScope: msg`You must give this app permission in strava`,
  alreadyConnected: msg`You are already connected!`,
  // Beyond docs/product.md (§P8 only logs provider errors): the participant can try again.
  failed: msg`We couldn't finish connecting your Strava account.`,
} as const satisfies Record<string, MessageDescriptor>;

export type StravaReturnStatus = Exclude<keyof typeof STRAVA_TEXTS, 'title'>;

export interface StravaReturnParams {
  readonly code: string | null;
  readonly scope: string | null;
  readonly error: string | null;
}

export function readStravaParams(query: URLSearchParams): StravaReturnParams {
  return { code: query.get('code'), scope: query.get('scope'), error: query.get('error') };
}

/** What the query alone decides; 'ask' when it is a grant worth exchanging. */
function fromQuery(
  params: StravaReturnParams,
): 'denied' | 'notFound' | 'insufficientScope' | 'ask' {
  if (params.error !== null) return 'denied';
  if (!params.code || !params.scope) return 'notFound';
  if (!hasActivityReadScope(params.scope)) return 'insufficientScope';
  return 'ask';
}

/** Exchange only a usable grant, once the user document says no device is linked yet. */
export function shouldExchangeStrava(
  params: StravaReturnParams,
  device: LinkedDevice | 'loading',
): boolean {
  return fromQuery(params) === 'ask' && device === 'none';
}

export function stravaReturnStatus(
  params: StravaReturnParams,
  device: LinkedDevice | 'loading',
  exchange: ExchangeState<TrackerConnectStatus>,
): StravaReturnStatus {
  const query = fromQuery(params);
  if (query !== 'ask') return query;
  // Once asked, the server's answer stands: the user document then shows Strava linked,
  // which must not turn 'connected' into 'already connected'.
  if (exchange.state === 'pending') return 'connecting';
  if (exchange.state === 'done') return exchange.value;
  if (exchange.state === 'failed') return 'failed';
  if (device === 'loading') return 'loading';
  if (device !== 'none') return 'alreadyConnected';
  return 'connecting';
}
