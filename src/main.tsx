import './styles/bootstrap.scss';
import './styles/app.css';
import { ConfigError, getConfig } from './config/env';
import { routeChunksFor } from './app/route-chunk';
import { preloadRouteChunks } from './app/route-chunks';
// In the entry, not fetched on use: it is what shows when fetching failed.
import { showStartupFailure } from './app/startup-failure';
import { activateLanguage } from './lib/i18n/activate';
import { deviceLanguage } from './lib/i18n/device-language';
import { chooseLanguage, type Language } from './lib/i18n/language';
import { afterNextPaint } from './lib/after-paint';
import { startAuth } from './lib/auth-load';
import { reloadIfFailureKept } from './lib/kept-load-failure';
import { holdErrorsForSink, reportError } from './lib/report-error';
import { hasSignedInHint } from './lib/session-hint';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');

/** A configuration problem stops the app with one message that names it. */
function showStartupError(message: string) {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'alert alert-danger m-4';
  box.textContent = message;
  rootElement?.replaceChildren(box);
}

function start(root: HTMLElement) {
  try {
    const config = getConfig();
    // Sentry after the page has loaded, never before the first paint; errors wait for it.
    if (config.sentryDsn) {
      holdErrorsForSink();
      afterLoad(() => void import('./lib/sentry').then(({ initSentry }) => initSentry(config)));
    }
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    showStartupError(error.message);
    return;
  }
  // The page's own chunk downloads beside the app, not after it (route-chunks.ts).
  const routeChunks = routeChunksFor(window.location.pathname);
  preloadRouteChunks(routeChunks);
  // Auth beside the app, except on the sign-in screens of a device without a session: they draw
  // without it, need it only to submit, and fetch it once painted (lib/auth-load.ts).
  const visitorScreen = routeChunks.length === 1 && routeChunks[0] === 'auth';
  if (!visitorScreen || hasSignedInHint()) startAuth();
  // The language's catalogue downloads beside the app too (docs/i18n.md): the device's choice,
  // else the browser's languages; the signed-in account's choice follows once known.
  const language = chooseLanguage({ device: deviceLanguage(), browser: navigator.languages });
  const catalogue = renderWhenLoaded(root, language);
  // The analytics consent banner (docs/privacy.md), after the page has loaded and its language
  // is in: never part of a page's first load. Only in a build with a measurement id: Vite writes
  // the value in at build time, so a staging or production build without one carries none of
  // this; consent-host.tsx checks the parsed config (src/config/env.ts) too. A local build also
  // takes an id set on the page at run time (config/local-analytics.ts: the browser tests').
  if (
    import.meta.env.VITE_GA_MEASUREMENT_ID ||
    (import.meta.env.VITE_APP_ENV === 'local' && getConfig().gaMeasurementId)
  )
    afterLoad(
      () =>
        void catalogue
          .then(() => import('./app/consent-host'))
          .then(({ mountConsentBanner }) => mountConsentBanner())
          // Offline or a failed chunk: no banner, so no analytics either.
          .catch((error: unknown) => console.warn('The consent banner did not load.', error)),
    );
  // The installed app's worker (vite.pwa.ts) after the page has loaded: never before the first paint.
  afterLoad(
    () =>
      void import('./app/register-service-worker').then(({ registerServiceWorker }) =>
        registerServiceWorker(),
      ),
  );
}

/**
 * Draws the app once its files and the language's catalogue are in; when one of them does not
 * arrive (no signal on a first visit), says so with Try again, which fetches them again (a
 * failed file is not remembered: the browser's module map and activate.ts both fetch it anew, or,
 * in a browser that keeps it, the page loads again: lib/kept-load-failure.ts).
 * Resolves once the catalogue is in.
 */
function renderWhenLoaded(root: HTMLElement, language: Language): Promise<void> {
  const catalogue = activateLanguage(language);
  const app = import('./app/app').then(({ renderApp }) => renderApp);
  Promise.all([app, catalogue]).then(
    // After the splash (index.html) has painted, even when every file came from the cache at
    // once: the page shows the logo while the app's first render runs (docs/performance.md).
    ([renderApp]) => afterNextPaint(() => renderApp(root)),
    async (error: unknown) => {
      if (await reloadIfFailureKept(error)) return;
      reportError(error, { action: 'loadApp' });
      showStartupFailure(root, language, () => void renderWhenLoaded(root, language));
    },
  );
  return catalogue;
}

/** Runs `task` once the page has loaded (at once if it already has). */
function afterLoad(task: () => void) {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

start(rootElement);
