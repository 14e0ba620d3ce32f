/**
 * A failed exchange (beyond docs/product.md §P8, which only logs provider errors): the participant is
 * told, and can press Retry when another call may work, or start over from the account page
 * when the server refused this code (its reason, worded from the refusal's code in the
 * participant's language, shown when it gave one).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { TrackerProvider } from '../../../contract/tracker-activity';
import { connectRefusalText } from '../logic/connect-refusal-texts';
import { failureKind, refusalOf } from '../logic/exchange-state';

export const RETRY_HINT = msg`Check your connection and press Retry.`;
export const RESTART_HINT = msg`Please connect again from your account page.`;

interface Props {
  /** Whose connect failed: its refusals name it ('Strava could not be reached…'). */
  readonly provider: TrackerProvider;
  readonly error: unknown;
  readonly onRetry: () => void;
}

export function ExchangeFailure({ provider, error, onRetry }: Props) {
  const { i18n } = useLingui();
  if (failureKind(error) === 'retry') {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
        <span className="flex-grow-1">{i18n._(RETRY_HINT)}</span>
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  const refusal = refusalOf(error);
  return (
    <div className="alert alert-danger" role="alert">
      {refusal !== null && <p className="mb-1">{i18n._(connectRefusalText(provider, refusal))}</p>}
      <p className="mb-0">
        {i18n._(RESTART_HINT)}{' '}
        <Link to={paths.account()}>
          <Trans>Go to my account</Trans>
        </Link>
      </p>
    </div>
  );
}
