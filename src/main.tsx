import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { ConfigError, getConfig } from './config/env';
import { routeChunksFor } from './app/route-chunk';
import { preloadRouteChunks } from './app/route-chunks';

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
    if (config.sentryDsn) void import('./lib/sentry').then(({ initSentry }) => initSentry(config));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    showStartupError(error.message);
    return;
  }
  // The page's own chunk downloads beside the app, not after it (route-chunks.ts).
  preloadRouteChunks(routeChunksFor(window.location.pathname));
  void import('./app/app').then(({ renderApp }) => renderApp(root));
  // The installed app's worker (vite.pwa.ts) after the page has loaded: never before the first paint.
  window.addEventListener(
    'load',
    () =>
      void import('./app/register-service-worker').then(({ registerServiceWorker }) =>
        registerServiceWorker(),
      ),
    { once: true },
  );
}

start(rootElement);
