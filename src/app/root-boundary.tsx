import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { reportError } from '../lib/report-error';
import { PageFailure } from './page-failure';

/** What is shown when a route fails to render or its chunk fails to load; offers a retry. */
function RootFailure({ error }: { readonly error: unknown }) {
  useEffect(() => reportError(error, { boundary: 'root' }), [error]);
  return <PageFailure onRetry={() => window.location.reload()} homeLink />;
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
