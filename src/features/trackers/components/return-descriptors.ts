/**
 * The three tracker return pages as descriptors of the one screen
 * (tracker-return-screen.tsx): each provider's query, decisions (its logic module, pure and
 * tested beside it), callable and spec texts.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LinkedDevice } from '../../../contract/linked-device';
import type { TrackerProvider } from '../../../contract/tracker-activity';
import { exchangeOAuth2Code } from '../api/oauth2-exchange';
import { exchangeStravaCode } from '../api/strava-exchange';
import { alreadyLinkedText } from '../logic/device-names';
import type { ExchangeState } from '../logic/exchange-state';
import {
  FITBIT_TEXTS,
  fitbitReturnStatus,
  readFitbitParams,
  shouldExchangeFitbit,
  type FitbitReturnParams,
} from '../logic/fitbit-return';
import {
  GARMIN_TEXTS,
  garminReturnStatus,
  readGarminParams,
  shouldExchangeGarmin,
  type GarminReturnParams,
} from '../logic/garmin-return';
import type { ReturnStatus } from '../logic/return-status';
import {
  readStravaParams,
  shouldExchangeStrava,
  STRAVA_TEXTS,
  stravaReturnStatus,
  type StravaReturnParams,
} from '../logic/strava-return';

type Device = LinkedDevice | 'loading';

export interface ReturnDescriptor<P> {
  readonly provider: TrackerProvider;
  readonly title: string | MessageDescriptor;
  readonly read: (query: URLSearchParams) => P;
  /** The exchange's identity: the same key is asked once (use-exchange-once.ts). */
  readonly key: (params: P) => string;
  readonly shouldExchange: (params: P, uid: string, device: Device) => boolean;
  readonly exchange: (params: P) => Promise<unknown>;
  readonly status: (params: P, device: Device, exchange: ExchangeState<unknown>) => ReturnStatus;
  readonly text: (status: ReturnStatus) => MessageDescriptor;
  /** Said once connected, above 'Go back' home; null: the page says nothing more. */
  readonly reminder: MessageDescriptor | null;
  /** The way to the account page after a denial, a device linked or a failure; null: none. */
  readonly accountLink: MessageDescriptor | null;
  /** Strava's 'Go back' home under every status. */
  readonly homeAlways: boolean;
}

const GO_BACK = msg`Go back`;
const GO_TO_ACCOUNT = msg`Go to my account`;

function linkedOr(status: ReturnStatus, texts: Partial<Record<string, MessageDescriptor>>) {
  if (status.kind === 'alreadyLinked') return alreadyLinkedText(status.device);
  return texts[status.kind] ?? texts.failed ?? msg`Something went wrong!`;
}

export const STRAVA_RETURN: ReturnDescriptor<StravaReturnParams> = {
  provider: 'strava',
  title: STRAVA_TEXTS.title,
  read: readStravaParams,
  key: (params) => `strava:${params.code ?? ''}`,
  shouldExchange: (params, _uid, device) => shouldExchangeStrava(params, device),
  exchange: (params) => exchangeStravaCode(params.code ?? '', params.scope ?? ''),
  status: (params, device, exchange) => {
    const kind = stravaReturnStatus(
      params,
      device,
      exchange as Parameters<typeof stravaReturnStatus>[2],
    );
    return kind === 'failed'
      ? { kind, detail: null, error: exchange.state === 'failed' ? exchange.error : null }
      : { kind };
  },
  text: (status) => linkedOr(status, STRAVA_TEXTS),
  reminder: null,
  accountLink: null,
  homeAlways: true,
};

export const FITBIT_RETURN: ReturnDescriptor<FitbitReturnParams> = {
  provider: 'fitbit',
  title: 'Fitbit',
  read: readFitbitParams,
  key: (params) => `fitbit:${params.state ?? ''}:${params.code ?? ''}`,
  shouldExchange: shouldExchangeFitbit,
  exchange: (params) => exchangeOAuth2Code('fitbit', params.code ?? '', params.state ?? ''),
  status: fitbitReturnStatus,
  text: (status) => linkedOr(status, FITBIT_TEXTS),
  reminder: FITBIT_TEXTS.reminder,
  accountLink: GO_BACK,
  homeAlways: false,
};

export const GARMIN_RETURN: ReturnDescriptor<GarminReturnParams> = {
  provider: 'garmin',
  title: 'Garmin',
  read: readGarminParams,
  key: (params) => `garmin:${params.state}:${params.code}`,
  shouldExchange: (params, _uid, device) => shouldExchangeGarmin(params, device),
  exchange: (params) => exchangeOAuth2Code('garmin', params.code, params.state),
  status: (params, device, exchange) => {
    const status = garminReturnStatus(params, device, exchange);
    return status.kind === 'failed' ? { ...status, detail: null } : status;
  },
  text: (status) => linkedOr(status, GARMIN_TEXTS),
  reminder: GARMIN_TEXTS.reminder,
  accountLink: GO_TO_ACCOUNT,
  homeAlways: false,
};
