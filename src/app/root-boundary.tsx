import { useLingui } from '@lingui/react';
import { Component, useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { reportError } from '../lib/report-error';
import { FRAME_MESSAGES } from './frame-messages';

/** What is shown when a route fails to render or its chunk fails to load; offers a retry. */
function RootFailure({ error }: { readonly error: unknown }) {
  const { _ } = useLingui();
  useEffect(() => reportError(error, { boundary: 'root' }), [error]);
  return (
    <div className="container py-5" role="alert">
      <h1 className="h3">{_(FRAME_MESSAGES.somethingWentWrong)}</h1>
      <p>{_(FRAME_MESSAGES.pageNotShown)}</p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {_(FRAME_MESSAGES.tryAgain)}
        </button>
        <Link className="btn btn-outline-secondary" to={paths.home()}>
          {_(FRAME_MESSAGES.goToMyHomepage)}
        </Link>
      </div>
    </div>
  );
}

interface BoundaryProps {
  readonly pathname: string;
  readonly children: ReactNode;
}
interface BoundaryState {
  readonly failed: { readonly error: unknown } | null;
}

/** Catches a render failure; leaving the page (another pathname) clears it, as a route's would. */
class PathErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: { error } };
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.pathname !== this.props.pathname)
      this.setState({ failed: null });
  }

  render() {
    return this.state.failed ? (
      <RootFailure error={this.state.failed.error} />
    ) : (
      this.props.children
    );
  }
}

/** The app's error boundary around every screen (router.tsx). */
export function RootBoundary({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  return <PathErrorBoundary pathname={pathname}>{children}</PathErrorBoundary>;
}
