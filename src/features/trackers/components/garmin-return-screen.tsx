/**
 * /garminAuth, where Garmin sends the participant back (spec 02 §2 Tracker return pages, §4
 * Device link, §5): a device already linked is said with a link to the account page; a missing
 * verifier is 'User denied request'; otherwise 'Connecting with garmin' while the
 * garmin-exchangeAccessToken callable runs (once), then the result and 'Go back'.
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
  GARMIN_TEXTS,
  garminReturnStatus,
  readGarminParams,
  shouldExchangeGarmin,
  type GarminReturnStatus,
} from '../logic/garmin-return';
import { ExchangeFailure } from './exchange-failure';
import { ReturnFrame } from './return-frame';

function statusText(status: GarminReturnStatus): MessageDescriptor {
  return status.kind === 'alreadyLinked'
    ? alreadyLinkedText(status.device)
    : GARMIN_TEXTS[status.kind];
}

interface ViewProps {
  readonly search: string;
  readonly device: LinkedDevice | 'loading';
  readonly loadError?: Error | null;
  readonly onRetryLoad?: () => void;
}

export function GarminReturn({
  search,
  device,
  loadError = null,
  onRetryLoad = () => undefined,
}: ViewProps) {
  const { i18n } = useLingui();
  const params = useMemo(() => readGarminParams(new URLSearchParams(search)), [search]);
  const key = useLatchedKey(
    shouldExchangeGarmin(params, device),
    `garmin:${params.state}:${params.code}`,
  );
  const run = useCallback(
    () => exchangeOAuth2Code('garmin', params.code, params.state),
    [params.code, params.state],
  );
  const { exchange, retry } = useExchangeOnce(key, run);
  const status = garminReturnStatus(params, device, exchange);
  return (
    <ReturnFrame
      title="Garmin"
      status={i18n._(statusText(status))}
      loadError={loadError}
      onRetryLoad={onRetryLoad}
    >
      {status.kind === 'connected' && (
        <>
          <p>{i18n._(GARMIN_TEXTS.reminder)}</p>
          <Link className="btn btn-outline-primary" to={paths.home()}>
            <Trans>Go back</Trans>
          </Link>
        </>
      )}
      {status.kind === 'failed' && (
        <ExchangeFailure provider="garmin" error={status.error} onRetry={retry} />
      )}
      {(status.kind === 'alreadyLinked' ||
        status.kind === 'denied' ||
        (status.kind === 'failed' && failureKind(status.error) === 'retry')) && (
        <Link className="btn btn-outline-primary" to={paths.account()}>
          <Trans>Go to my account</Trans>
        </Link>
      )}
    </ReturnFrame>
  );
}

export function GarminReturnScreen({
  uid,
  search,
}: {
  readonly uid: string;
  readonly search: string;
}) {
  const live = useLinkedDevice(uid);
  return (
    <GarminReturn
      search={search}
      device={live.device}
      loadError={live.error}
      onRetryLoad={live.retry}
    />
  );
}
