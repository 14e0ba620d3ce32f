/** Test helper: renders a visitor screen inside the app's route shapes, in memory. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

/** Shows where a link or a redirect went. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

/** Mounts `element` at /signin, /createaccount, /resetpassword and their /register/:raceUrl/ twins. */
export function renderAt(url: string, element: ReactElement, state?: unknown) {
  const parsed = new URL(url, 'http://app.test');
  const router = createMemoryRouter(
    [
      { path: '/signin', element },
      { path: '/createaccount', element },
      { path: '/resetpassword', element },
      {
        path: '/register/:raceUrl',
        children: [
          { path: 'signin', element },
          { path: 'createaccount', element },
          { index: true, element: <LocationProbe /> },
        ],
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [{ pathname: parsed.pathname, search: parsed.search, state }] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
