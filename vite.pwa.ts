/**
 * The installed app (vite-plugin-pwa, Workbox generateSW): the web app manifest and the
 * service worker served as /sw.js (hosting serves it no-cache). The worker precaches the app
 * shell and the route chunks, so a participant with no signal opens her dashboard from the cache
 * (the Firestore SDK's persistent cache gives the data); images and route files (/kml/) are
 * served stale-while-revalidate. Nothing else is cached by the worker: Firestore, Auth, callables
 * and the emulators live on other origins, and /__/ (Firebase Hosting's reserved paths, the Auth
 * handler) is never answered with the app. A new version waits for the participant's "Reload"
 * (registerType 'prompt', src/app/update-prompt.tsx), so a half-filled form is never swapped away.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The header's live colour (src/styles/app.css) and the page background. */
const THEME_COLOUR = '#000000';
const BACKGROUND_COLOUR = '#ffffff';

/** Navigations the worker never answers with index.html: they are not pages of the app. */
export const NAVIGATE_FALLBACK_DENYLIST: RegExp[] = [
  /^\/__\//, // Firebase Hosting's reserved paths (Auth handler, init.json)
  /^\/api\//,
  /^\/emulator\//,
  /^\/kml\//, // a route file opened directly is the file
  /^\/\.well-known\//,
  /\.[a-z0-9]+$/i, // any file (sw.js, manifest, images)
];

interface MatchInput {
  readonly url: URL;
  readonly request: Request;
  readonly sameOrigin: boolean;
}

/*
 * Workbox copies these matchers into sw.js by their source text: each must stand alone
 * (no imports, no outer names).
 */

/** Our own images (logos, badges, map markers). */
export const isOwnImage = ({ request, sameOrigin }: MatchInput): boolean =>
  sameOrigin && request.destination === 'image';

/** Our own route files (docs/product.md §P3 Route file): /kml/{map}.kml or .gpx. */
export const isRouteFile = ({ url, sameOrigin }: MatchInput): boolean =>
  sameOrigin && /^\/kml\/[^/]+\.(kml|gpx)$/i.test(url.pathname);

/** Hashed build files left out of the precache (used on demand); their names never change. */
export const isOwnBuildAsset = ({ url, sameOrigin }: MatchInput): boolean =>
  sameOrigin && url.pathname.startsWith('/assets/');

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // src/app/register-service-worker.ts registers it after the first paint.
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'Canada Virtual Challenges',
    short_name: 'Challenges',
    description:
      "Canada's virtual distance challenges: register, log your kilometres and follow the route.",
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    // A workout shared from a watch's phone app (docs/activity-files.md): public/share-target-sw.js
    // keeps the file and opens the page that asks which race it is for.
    share_target: {
      action: '/share-activity',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        files: [
          {
            name: 'file',
            accept: [
              '.gpx',
              '.tcx',
              '.fit',
              '.zip',
              'application/gpx+xml',
              'application/vnd.garmin.tcx+xml',
              'application/zip',
              'application/octet-stream',
            ],
          },
        ],
      },
    },
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // The share target's POST handler, before Workbox's routes (they answer GETs only), and the
    // push and notification-click handlers (public/push-sw.js, docs/push.md).
    importScripts: ['/share-target-sw.js', '/push-sw.js'],
    globPatterns: ['**/*.{js,css,html,webmanifest}', 'icons/*.png', 'images/logo.svg'],
    // The certificate's PDF library (on click only) and Sentry (when configured) are cached on
    // first use instead of on every install: a phone on data should not pay for them up front.
    globIgnores: ['**/certificate-pdf-*.js', '**/sentry-*.js'],
    // Workbox's own code: no map to keep, and none named from sw.js (docs/error-reporting.md).
    sourcemap: false,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: NAVIGATE_FALLBACK_DENYLIST,
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    runtimeCaching: [
      {
        urlPattern: isOwnImage,
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'images', expiration: { maxEntries: 200 } },
      },
      {
        urlPattern: isRouteFile,
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'route-files', expiration: { maxEntries: 20 } },
      },
      {
        urlPattern: isOwnBuildAsset,
        handler: 'CacheFirst',
        options: { cacheName: 'build-assets', expiration: { maxEntries: 20 } },
      },
    ],
  },
};
