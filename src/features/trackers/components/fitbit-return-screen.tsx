/**
 * /fitbitAuth, where Fitbit sends the participant back (spec 02 §2 Tracker return pages, §4
 * Fitbit return, §8): 'Connecting...', then connected (with the reminder to turn posting on and
 * 'Go back' home), the denial, or 'Something went wrong!' with the error and 'Go back' to the
 * account page. The code goes to the fitbit-exchangeAuthorizationCode callable once.
 */
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { LinkedDevice } from '../../../contract/linked-device';
import { paths } from '../../../config/paths';
import { exchangeOAuth2Code } from '../api/oauth2-exchange';
import { useExchangeOnce, useLatchedKey } from '../hooks/use-exchange-once';
import { useLinkedDevice } from '../hooks/use-linked-device';
import { alreadyLinkedText } from '../logic/device-names';
import { failureKind } from '../logic/exchange-state';
import {
  FITBIT_TEXTS,
  fitbitReturnStatus,
  readFitbitParams,
  shouldExchangeFitbit,
  type FitbitReturnStatus,
} from '../logic/fitbit-return';
import { ExchangeFailure } from './exchange-failure';
import { ReturnFrame } from './return-frame';

function statusText(status: FitbitReturnStatus): MessageDescriptor {
  switch (status.kind) {
    case 'connecting':
      return FITBIT_TEXTS.connecting;
    case 'connected':
      return FITBIT_TEXTS.connected;
    case 'denied':
      return FITBIT_TEXTS.denied;
    case 'alreadyLinked':
      return alreadyLinkedText(status.device);
    case 'failed':
      return FITBIT_TEXTS.failed;
  }
}

const backToAccount = (
  <Link className="btn btn-outline-primary" to={paths.account()}>
    <Trans>Go back</Trans>
  </Link>
);

interface ViewProps {
  readonly uid: string;
  readonly search: string;
  readonly device: LinkedDevice | 'loading';
  readonly loadError?: Error | null;
  readonly onRetryLoad?: () => void;
}

export function FitbitReturn({
  uid,
  search,
  device,
  loadError = null,
  onRetryLoad = () => undefined,
}: ViewProps) {
  const { i18n } = useLingui();
  const params = useMemo(() => readFitbitParams(new URLSearchParams(search)), [search]);
  const key = useLatchedKey(
    shouldExchangeFitbit(params, uid, device),
    `fitbit:${params.code ?? ''}`,
  );
  const run = useCallback(
    () => exchangeOAuth2Code('fitbit', params.code ?? '', params.state ?? ''),
    [params.code, params.state],
  );
  const { exchange, retry } = useExchangeOnce(key, run);
  const status = fitbitReturnStatus(params, device, exchange);
  return (
    <ReturnFrame
      title="Fitbit"
      status={i18n._(statusText(status))}
      loadError={loadError}
      onRetryLoad={onRetryLoad}
    >
      {status.kind === 'connected' && (
        <>
          <p>{i18n._(FITBIT_TEXTS.reminder)}</p>
          <Link className="btn btn-outline-primary" to={paths.home()}>
            <Trans>Go back</Trans>
          </Link>
        </>
      )}
      {status.kind === 'failed' && (
        <>
          {status.detail !== null && (
            <p className="text-danger" role="alert" data-testid="tracker-error">
              {typeof status.detail === 'string' ? status.detail : i18n._(status.detail)}
            </p>
          )}
          {status.error !== null && (
            <ExchangeFailure provider="fitbit" error={status.error} onRetry={retry} />
          )}
          {(status.error === null || failureKind(status.error) === 'retry') && backToAccount}
        </>
      )}
      {(status.kind === 'denied' || status.kind === 'alreadyLinked') && backToAccount}
    </ReturnFrame>
  );
}

export function FitbitReturnScreen({
  uid,
  search,
}: {
  readonly uid: string;
  readonly search: string;
}) {
  const live = useLinkedDevice(uid);
  return (
    <FitbitReturn
      uid={uid}
      search={search}
      device={live.device}
      loadError={live.error}
      onRetryLoad={live.retry}
    />
  );
}
