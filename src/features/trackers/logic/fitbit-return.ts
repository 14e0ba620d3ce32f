/**
 * The Fitbit return page /fitbitAuth (docs/product.md §P2 Tracker return pages, §P4 Fitbit return,
 * §P8): what it shows for the query Google's OAuth 2.0 sent back (code and state; on a denial
 * error=access_denied, perhaps with error_description), the linked device and the exchange.
 * The exchange runs only with a user, a code and its state, and no linked device (§P4). Pure.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LinkedDevice } from '../../../contract/linked-device';
import type { ExchangeState } from './exchange-state';

/** English as the spec writes it; French in the catalogues, resolved by the screen. */
export const FITBIT_TEXTS = {
  connecting: msg`Connecting...`,
  connected: msg`You are now connected to Fitbit!`,
  reminder: msg`Remember to turn on posting for each challenge on its dashboard.`,
  denied: msg`You must allow the app to work with fitbit!`,
  failed: msg`Something went wrong!`,
  noCode: msg`Fitbit sent no authorization code.`,
} as const satisfies Record<string, MessageDescriptor>;

export interface FitbitReturnParams {
  readonly code: string | null;
  readonly state: string | null;
  readonly error: string | null;
  readonly errorDescription: string | null;
}

export function readFitbitParams(query: URLSearchParams): FitbitReturnParams {
  return {
    code: query.get('code'),
    state: query.get('state'),
    error: query.get('error'),
    errorDescription: query.get('error_description'),
  };
}

export type FitbitReturnStatus =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'connected' }
  | { readonly kind: 'denied' }
  | { readonly kind: 'alreadyLinked'; readonly device: Exclude<LinkedDevice, 'none'> }
  /** 'Something went wrong!' with the error: Fitbit's description, or the failed call's. */
  | {
      readonly kind: 'failed';
      /** Fitbit's own words (its error_description), or ours when it sent no code. */
      readonly detail: string | MessageDescriptor | null;
      readonly error: unknown;
    };

/** She pressed Deny: RFC 6749's access_denied (Google's), or a description saying so. */
function saysDenied(params: FitbitReturnParams): boolean {
  return params.error === 'access_denied' || /denied/i.test(params.errorDescription ?? '');
}

const answeredError = (params: FitbitReturnParams) =>
  params.error !== null || params.errorDescription !== null;

export function shouldExchangeFitbit(
  params: FitbitReturnParams,
  uid: string,
  device: LinkedDevice | 'loading',
): boolean {
  return (
    !answeredError(params) &&
    Boolean(params.code) &&
    Boolean(params.state) &&
    uid !== '' &&
    device === 'none'
  );
}

export function fitbitReturnStatus(
  params: FitbitReturnParams,
  device: LinkedDevice | 'loading',
  exchange: ExchangeState<unknown>,
): FitbitReturnStatus {
  if (answeredError(params)) {
    return saysDenied(params)
      ? { kind: 'denied' }
      : { kind: 'failed', detail: params.errorDescription ?? params.error, error: null };
  }
  if (!params.code || !params.state)
    return { kind: 'failed', detail: FITBIT_TEXTS.noCode, error: null };
  // Once asked, the server's answer stands (the user document then shows Fitbit linked).
  if (exchange.state === 'done') return { kind: 'connected' };
  if (exchange.state === 'failed') return { kind: 'failed', detail: null, error: exchange.error };
  if (exchange.state === 'pending' || device === 'loading' || device === 'none')
    return { kind: 'connecting' };
  return { kind: 'alreadyLinked', device };
}
