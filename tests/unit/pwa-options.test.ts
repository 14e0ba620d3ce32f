import { describe, expect, it } from 'vitest';
import {
  isOwnBuildAsset,
  isOwnImage,
  isRouteFile,
  NAVIGATE_FALLBACK_DENYLIST,
  pwaOptions,
} from '../../vite.pwa';

const ORIGIN = 'https://app.example.test';

/** What Workbox hands a route's matcher. */
function input(href: string, destination = '') {
  const url = new URL(href, ORIGIN);
  return { url, request: { destination } as Request, sameOrigin: url.origin === ORIGIN };
}

describe('the service worker caches only our own static files', () => {
  it.each([
    // [url, request destination, own image, route file, build asset]
    ['/images/logo.svg', 'image', true, false, false],
    ['/kml/trans-canada.kml', '', false, true, false],
    ['/kml/trans-canada.gpx', '', false, true, false],
    ['/assets/certificate-pdf-abc.js', 'script', false, false, true],
    ['https://firestore.googleapis.com/v1/projects/p/databases', '', false, false, false],
    ['http://127.0.0.1:8080/google.firestore.v1.Firestore/Listen', '', false, false, false],
    ['http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts', '', false, false, false],
    ['https://us-central1-p.cloudfunctions.net/createCheckout', '', false, false, false],
    ['https://maps.googleapis.com/maps/api/staticmap', 'image', false, false, false],
    ['/__/auth/handler', 'document', false, false, false],
  ])('%s (%s)', (href, destination, image, route, asset) => {
    const request = input(href, destination);
    expect([isOwnImage(request), isRouteFile(request), isOwnBuildAsset(request)]).toEqual([
      image,
      route,
      asset,
    ]);
  });
});

describe('navigations the worker answers with the app', () => {
  const answered = (path: string) => !NAVIGATE_FALLBACK_DENYLIST.some((re) => re.test(path));
  it.each([
    ['/', true],
    ['/dashboard/tbcr25_1000km', true],
    ['/register/thebigcanadarun2025/confirmation', true],
    ['/__/auth/handler', false],
    ['/__/firebase/init.json', false],
    ['/api/anything', false],
    ['/kml/trans-canada.kml', false],
    ['/sw.js', false],
    ['/manifest.webmanifest', false],
  ])('%s → %s', (path, expected) => {
    expect(answered(path)).toBe(expected);
  });

  it('waits for the participant before a new version takes over', () => {
    expect(pwaOptions.registerType).toBe('prompt');
    expect(pwaOptions.workbox?.skipWaiting).toBe(false);
    expect(pwaOptions.filename).toBe('sw.js');
  });
});
