import { useLingui } from '@lingui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { PageSpinner } from '../components/page-spinner';
import { FRAME_MESSAGES } from './frame-messages';

/** The signed-in area's frame: header, the page, footer. */
export function AppLayout() {
  const { _ } = useLingui();
  return (
    <div className="app-shell d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable skip-link" href="#main">
        {_(FRAME_MESSAGES.skipToContent)}
      </a>
      <AppHeader />
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}
