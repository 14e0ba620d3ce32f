import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths';
import { reportError } from '../lib/report-error';

/** Shown when a route fails to render or its chunk fails to load; offers a retry. */
export function RootBoundary() {
  const error = useRouteError();
  useEffect(() => reportError(error, { boundary: 'root' }), [error]);
  return (
    <div className="container py-5" role="alert">
      <h1 className="h3">Something went wrong</h1>
      <p>This page could not be shown. Check your connection and try again.</p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link className="btn btn-outline-secondary" to={paths.home()}>
          Go to my homepage
        </Link>
      </div>
    </div>
  );
}
