/**
 * A failed load or call, said plainly, with a way to try again (developers' guide: a failed
 * network call gets a message and a way to retry). role="alert": read out when it appears.
 */
import { Trans } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';

interface Props {
  readonly message: string;
  readonly onRetry: () => void;
  readonly className?: string;
}

export function LoadError({ message, onRetry, className = '' }: Props) {
  return (
    <div
      className={`alert alert-danger d-flex flex-wrap align-items-center gap-3 ${className}`.trim()}
      role="alert"
    >
      <span className="flex-grow-1">{message}</span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
