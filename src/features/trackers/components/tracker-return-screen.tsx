/**
 * The one tracker return page (docs/trackers.md, the return pages): /sconfirm,
 * /fitbitAuth and /garminAuth are this screen with their provider's descriptor
 * (return-descriptors.ts: what it reads from the query, how it decides, which callable it
 * calls once, its texts). Each keeps the spec's words: Strava's 'Go back' home under every
 * status; Fitbit's and Garmin's reminder and 'Go back' home once connected, and their way to
 * the account page after a denial, a device already linked or a failure.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { LinkedDevice } from '../../../contract/linked-device';
import { useExchangeOnce, useLatchedKey } from '../hooks/use-exchange-once';
import { useLinkedDevice } from '../hooks/use-linked-device';
import { failureKind } from '../logic/exchange-state';
import type { ReturnStatus } from '../logic/return-status';
import {
  FITBIT_RETURN,
  GARMIN_RETURN,
  STRAVA_RETURN,
  type ReturnDescriptor,
} from './return-descriptors';
import { ExchangeFailure } from './exchange-failure';
import { ReturnFrame } from './return-frame';

interface ViewProps {
  readonly uid?: string;
  readonly search: string;
  readonly device: LinkedDevice | 'loading';
  readonly loadError?: Error | null;
  readonly onRetryLoad?: () => void;
}

/** Whether the page offers the way back to the account page. */
function offersAccount(status: ReturnStatus): boolean {
  if (status.kind === 'denied' || status.kind === 'alreadyLinked') return true;
  return (
    status.kind === 'failed' && (status.error === null || failureKind(status.error) === 'retry')
  );
}

export function TrackerReturn<P>({
  descriptor: d,
  uid = '',
  search,
  device,
  loadError = null,
  onRetryLoad = () => undefined,
}: ViewProps & { readonly descriptor: ReturnDescriptor<P> }) {
  const { i18n } = useLingui();
  const params = useMemo(() => d.read(new URLSearchParams(search)), [d, search]);
  const key = useLatchedKey(d.shouldExchange(params, uid, device), d.key(params));
  const run = useCallback(() => d.exchange(params), [d, params]);
  const { exchange, retry } = useExchangeOnce(key, run);
  const status = d.status(params, device, exchange);
  const home = (
    <Link className="btn btn-outline-primary" to={paths.home()}>
      <Trans>Go back</Trans>
    </Link>
  );
  return (
    <ReturnFrame
      title={typeof d.title === 'string' ? d.title : i18n._(d.title)}
      status={i18n._(d.text(status))}
      loadError={loadError}
      onRetryLoad={onRetryLoad}
    >
      {status.kind === 'connected' && d.reminder !== null && (
        <>
          <p>{i18n._(d.reminder)}</p>
          {home}
        </>
      )}
      {status.kind === 'failed' && status.detail !== null && (
        <p className="text-danger" role="alert" data-testid="tracker-error">
          {typeof status.detail === 'string' ? status.detail : i18n._(status.detail)}
        </p>
      )}
      {status.kind === 'failed' && status.error !== null && (
        <ExchangeFailure provider={d.provider} error={status.error} onRetry={retry} />
      )}
      {d.accountLink !== null && offersAccount(status) && (
        <Link className="btn btn-outline-primary" to={paths.account()}>
          {i18n._(d.accountLink)}
        </Link>
      )}
      {d.homeAlways && home}
    </ReturnFrame>
  );
}

type Props = Omit<ViewProps, 'uid'>;

export const StravaReturn = (props: Props) => (
  <TrackerReturn descriptor={STRAVA_RETURN} {...props} />
);
export const FitbitReturn = (props: ViewProps) => (
  <TrackerReturn descriptor={FITBIT_RETURN} {...props} />
);
export const GarminReturn = (props: Props) => (
  <TrackerReturn descriptor={GARMIN_RETURN} {...props} />
);

const SCREENS = { strava: StravaReturn, fitbit: FitbitReturn, garmin: GarminReturn } as const;

/** A return page with the participant's linked device read live. */
export function TrackerReturnScreen({
  provider,
  uid,
  search,
}: {
  readonly provider: keyof typeof SCREENS;
  readonly uid: string;
  readonly search: string;
}) {
  const live = useLinkedDevice(uid);
  const View = SCREENS[provider];
  return (
    <View
      uid={uid}
      search={search}
      device={live.device}
      loadError={live.error}
      onRetryLoad={live.retry}
    />
  );
}
