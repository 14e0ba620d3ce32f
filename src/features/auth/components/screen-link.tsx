import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

/**
 * A link to another visitor screen that keeps the current query string (docs/product.md §R2.1) and
 * the navigation state, so the origin ('from') survives a detour from sign-up to sign-in.
 */
export function ScreenLink({
  to,
  children,
}: {
  readonly to: (query: string) => string;
  readonly children: ReactNode;
}) {
  const location = useLocation();
  return (
    <Link to={to(location.search)} state={location.state as unknown}>
      {children}
    </Link>
  );
}
