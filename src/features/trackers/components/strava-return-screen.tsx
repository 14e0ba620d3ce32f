/**
 * /sconfirm, where Strava sends the participant back (spec 02 §2 Tracker return pages, §4
 * Strava connection): 'StravaConfirmation', the status line in the spec's words, and 'Go back'
 * to home. The code goes to the strava-exchangeAuthorizationCode callable once.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { LinkedDevice } from '../../../contract/linked-device';
import { paths } from '../../../config/paths';
import { exchangeStravaCode } from '../api/strava-exchange';
import { useExchangeOnce, useLatchedKey } from '../hooks/use-exchange-once';
import { useLinkedDevice } from '../hooks/use-linked-device';
import {
  readStravaParams,
  shouldExchangeStrava,
  STRAVA_TEXTS,
  stravaReturnStatus,
} from '../logic/strava-return';
import { ExchangeFailure } from './exchange-failure';
import { ReturnFrame } from './return-frame';

interface ViewProps {
  readonly search: string;
  readonly device: LinkedDevice | 'loading';
  readonly loadError?: Error | null;
  readonly onRetryLoad?: () => void;
}

export function StravaReturn({
  search,
  device,
  loadError = null,
  onRetryLoad = () => undefined,
}: ViewProps) {
  const { i18n } = useLingui();
  const params = useMemo(() => readStravaParams(new URLSearchParams(search)), [search]);
  const key = useLatchedKey(shouldExchangeStrava(params, device), `strava:${params.code ?? ''}`);
  const run = useCallback(
    () => exchangeStravaCode(params.code ?? '', params.scope ?? ''),
    [params.code, params.scope],
  );
  const { exchange, retry } = useExchangeOnce(key, run);
  const status = stravaReturnStatus(params, device, exchange);
  return (
    <ReturnFrame
      title={i18n._(STRAVA_TEXTS.title)}
      status={i18n._(STRAVA_TEXTS[status])}
      loadError={loadError}
      onRetryLoad={onRetryLoad}
    >
      {exchange.state === 'failed' && (
        <ExchangeFailure provider="strava" error={exchange.error} onRetry={retry} />
      )}
      <Link className="btn btn-outline-primary" to={paths.home()}>
        <Trans>Go back</Trans>
      </Link>
    </ReturnFrame>
  );
}

export function StravaReturnScreen({
  uid,
  search,
}: {
  readonly uid: string;
  readonly search: string;
}) {
  const live = useLinkedDevice(uid);
  return (
    <StravaReturn
      search={search}
      device={live.device}
      loadError={live.error}
      onRetryLoad={live.retry}
    />
  );
}
