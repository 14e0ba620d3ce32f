import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { CELEBRATE_CANADA_PATH, paths, RENAMED_RACE_URLS } from '../config/paths';
import { RequireQueryParam, RequireSignedIn, RequireVisitor } from './route-guards';
import { PageSpinner } from '../components/page-spinner';
import { RootBoundary } from './root-boundary';
import {
  loadAppLayout,
  loadAuthPages,
  loadDashboardPage,
  loadLeaderboardPage,
  loadRegistrationLayout,
  loadRegistrationPage,
  whenTextsIn,
  withParticipantCatalogue,
} from './route-chunks';

// Route-level code splitting: each screen is its own chunk, loaded on first visit (or fetched
// early by main.tsx when it is the page being opened: route-chunks.ts).
const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));
const authPages = loadAuthPages;
const SignInPage = lazy(() => authPages().then((m) => ({ default: m.SignInPage })));
const CreateAccountPage = lazy(() => authPages().then((m) => ({ default: m.CreateAccountPage })));
const ResetPasswordPage = lazy(() => authPages().then((m) => ({ default: m.ResetPasswordPage })));
const NotFoundPage = lazy(() => import('../routes/not-found-page'));
const HomePage = lazy(() => import('../routes/home-page').then(whenTextsIn));
const DashboardPage = lazy(loadDashboardPage);
const LeaderboardPage = lazy(loadLeaderboardPage);
const AccountPage = lazy(withParticipantCatalogue(() => import('../routes/account-page')));
const ReferralHubPage = lazy(withParticipantCatalogue(() => import('../routes/referral-hub-page')));
const TrackerReturnPage = lazy(
  withParticipantCatalogue(() => import('../routes/tracker-return-page')),
);
const ReferralLandingPage = lazy(
  withParticipantCatalogue(() => import('../routes/referral-landing-page')),
);
const MedalsPage = lazy(withParticipantCatalogue(() => import('../routes/medals-page')));
const RegistrationLayout = lazy(loadRegistrationLayout);
const RegistrationPage = lazy(loadRegistrationPage);
// The organisers' area: its guard in a chunk of its own, the console behind it fetched only for
// an organiser (docs/organiser-console.md); nothing of it in any page's first load.
const OrganiserArea = lazy(() => import('../routes/organiser-area'));
const ConfirmationPage = lazy(
  withParticipantCatalogue(() => import('../routes/confirmation-page')),
);

/** Sends the user to `to` with the current query string kept. */
function NavigateKeepingQuery({ to }: { readonly to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/**
 * /register/{raceUrl}/confirmation: signed-in only, and outside the race gate, so a confirmation
 * stays reachable for a race that has since ended or been renamed (thebigcanadarun2024). A
 * visitor signs up at the top-level screen (the race's own may be gone) and comes back ('from').
 */
const confirmationRoute: RouteObject = {
  path: ':raceUrl/confirmation',
  element: (
    <RequireSignedIn to={paths.createAccount()}>
      <ConfirmationPage />
    </RequireSignedIn>
  ),
};

/**
 * A signed-in page with its own sign-in and create-account screens under it (a race's
 * registration form, the medal page): a visitor is sent to create an account there and comes
 * back to the page once signed in.
 */
function signedInWithVisitorScreens(page: ReactElement): RouteObject[] {
  return [
    { index: true, element: <RequireSignedIn to="createaccount">{page}</RequireSignedIn> },
    {
      path: 'signin',
      element: (
        <RequireVisitor parent="..">
          <SignInPage />
        </RequireVisitor>
      ),
    },
    {
      path: 'createaccount',
      element: (
        <RequireVisitor parent="..">
          <CreateAccountPage />
        </RequireVisitor>
      ),
    },
    { path: '*', element: <NavigateKeepingQuery to=".." /> },
  ];
}

const renamedRaceRoutes: RouteObject[] = Object.entries(RENAMED_RACE_URLS).map(([from, to]) => ({
  path: `${from}/*`,
  element: <NavigateKeepingQuery to={paths.register(to)} />,
}));

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RootBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </RootBoundary>
    ),
    children: [
      {
        path: 'signin',
        element: (
          <RequireVisitor parent="/">
            <SignInPage />
          </RequireVisitor>
        ),
      },
      {
        path: 'createaccount',
        element: (
          <RequireVisitor parent="/">
            <CreateAccountPage />
          </RequireVisitor>
        ),
      },
      {
        path: 'resetpassword',
        element: (
          <RequireVisitor parent="/">
            <ResetPasswordPage />
          </RequireVisitor>
        ),
      },
      { path: '404', element: <NotFoundPage /> },
      { path: 'organiser/*', element: <OrganiserArea /> },
      {
        path: 'register',
        children: [
          {
            index: true,
            element: (
              <RequireQueryParam param="referral_link" to={paths.home()}>
                <ReferralLandingPage />
              </RequireQueryParam>
            ),
          },
          { path: CELEBRATE_CANADA_PATH, children: signedInWithVisitorScreens(<MedalsPage />) },
          confirmationRoute,
          ...renamedRaceRoutes,
          {
            path: ':raceUrl',
            element: <RegistrationLayout />,
            children: signedInWithVisitorScreens(<RegistrationPage />),
          },
        ],
      },
      {
        element: (
          <RequireSignedIn to={paths.createAccount()}>
            <AppLayout />
          </RequireSignedIn>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: 'dashboard/:raceId', element: <DashboardPage /> },
          { path: 'share-activity', element: <DashboardPage share /> },
          { path: 'leaderboard/:raceId', element: <LeaderboardPage /> },
          { path: 'sconfirm', element: <TrackerReturnPage provider="strava" /> },
          { path: 'fitbitAuth', element: <TrackerReturnPage provider="fitbit" /> },
          { path: 'garminAuth', element: <TrackerReturnPage provider="garmin" /> },
          { path: 'account', element: <AccountPage /> },
          { path: 'referralhub', element: <ReferralHubPage /> },
        ],
      },
      { path: '*', element: <NavigateKeepingQuery to={paths.createAccount()} /> },
    ],
  },
];

/**
 * The app's screens. Plain <BrowserRouter> routes, not the data router: the app uses no loaders,
 * actions or blockers, and the data router costs every page about 17 KB gzip (docs/performance.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
