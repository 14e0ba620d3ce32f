/**
 * The frame of a tracker return page (docs/product.md §P2 Tracker return pages): a title, the status
 * line (a polite live region, so a screen reader hears 'Connecting…' turn into the result) and
 * whatever the page adds below. A failed read of the user document gets Retry.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { reportError } from '../../../lib/report-error';

interface Props {
  readonly title: string;
  readonly status: ReactNode;
  readonly children?: ReactNode;
  readonly loadError: Error | null;
  readonly onRetryLoad: () => void;
}

export function ReturnFrame({ title, status, children, loadError, onRetryLoad }: Props) {
  const { t } = useLingui();
  useEffect(() => {
    if (loadError) reportError(loadError, { action: 'trackerReturnLoadUser' });
  }, [loadError]);
  return (
    <div className="container py-4 tracker-return">
      <h1 className="h3">{title}</h1>
      {loadError ? (
        <LoadError
          message={t`We couldn't load your account. Check your connection and try again.`}
          onRetry={onRetryLoad}
        />
      ) : (
        <>
          <p className="fs-5" role="status" aria-live="polite" data-testid="tracker-status">
            {status}
          </p>
          {children}
        </>
      )}
    </div>
  );
}
