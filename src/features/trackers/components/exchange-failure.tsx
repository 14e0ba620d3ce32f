/**
 * A failed exchange (beyond spec 02 §8, which only logs provider errors): the participant is
 * told, and can press Retry when another call may work, or start over from the account page
 * when the server refused this code (its reason shown when it gave one).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { failureKind, refusalMessage } from '../logic/exchange-state';

export const RETRY_HINT = msg`Check your connection and press Retry.`;
export const RESTART_HINT = msg`Please connect again from your account page.`;

interface Props {
  readonly error: unknown;
  readonly onRetry: () => void;
}

export function ExchangeFailure({ error, onRetry }: Props) {
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
  return (
    <div className="alert alert-danger" role="alert">
      {refusalMessage(error) && <p className="mb-1">{refusalMessage(error)}</p>}
      <p className="mb-0">
        {i18n._(RESTART_HINT)}{' '}
        <Link to={paths.account()}>
          <Trans>Go to my account</Trans>
        </Link>
      </p>
    </div>
  );
}
