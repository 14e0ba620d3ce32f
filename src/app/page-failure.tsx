import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { FRAME_MESSAGES } from './frame-messages';

/**
 * What a page shows in place of itself when it could not be drawn (a render failure, a file
 * that did not arrive): what happened, and Try again; with `homeLink`, a way home too.
 */
export function PageFailure({
  onRetry,
  homeLink = false,
}: {
  readonly onRetry: () => void;
  readonly homeLink?: boolean;
}) {
  const { _ } = useLingui();
  return (
    <div className="container py-5" role="alert">
      <h1 className="h3">{_(FRAME_MESSAGES.somethingWentWrong)}</h1>
      <p>{_(FRAME_MESSAGES.pageNotShown)}</p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {_(FRAME_MESSAGES.tryAgain)}
        </button>
        {homeLink && (
          <Link className="btn btn-outline-secondary" to={paths.home()}>
            {_(FRAME_MESSAGES.goToMyHomepage)}
          </Link>
        )}
      </div>
    </div>
  );
}
