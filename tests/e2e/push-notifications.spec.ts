/**
 * The service worker's push and notification-click handlers (public/push-sw.js, docs/push.md)
 * in Chromium: a push delivered through the devtools protocol (`ServiceWorker.deliverPushMessage`,
 * as the browser's push service would hand it over) shows its notification with the title and
 * body the functions wrote; a click on it sends the open window of the app to the push's page.
 * Offline, Chromium cannot subscribe to a real push service, so the push is handed to the worker
 * directly; the server's side (VAPID, encryption, once per device) is tests/integration/push-notifications.test.ts.
 */
import { chromium, type Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, signedInAt } from './support/browser';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { isControlled, serviceWorkerActive } from './support/service-worker';

const DASHBOARD = '/dashboard/tbcr25_1000km';
let browser: Browser;

// The full browser: the headless shell the other tests run on (support/chromium.ts) shows no
// notification, so the worker's showNotification would leave getNotifications empty. Launched
// here rather than through `test.use({ launchOptions })`: a file with options of its own needs a
// worker of its own, which Playwright starts only once the others have no file left, so this
// one ran last, alone on one core.
test.beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
});

test.afterAll(async () => {
  await browser.close();
});

test('a push shows its notification, and its click opens the page it names', async () => {
  const { context, page } = await signedInAt(browser, DASHBOARD, { serviceWorker: true });
  await context.grantPermissions(['notifications'], { origin: APP_URL });
  await page.getByRole('button', { name: 'Add Activity Manually' }).waitFor();
  expect(await serviceWorkerActive(page)).toBe(`${APP_URL}/sw.js`);
  // Served by the worker from now on: a worker sends only the windows it serves elsewhere.
  await page.reload();
  expect(await isControlled(page)).toBe(true);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${APP_URL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: APP_URL,
    registrationId: await registrationId,
    data: JSON.stringify({
      title: 'You reached Moncton!',
      body: '1,200 km done. Keep going!',
      url: '/account',
      tag: 'milestone__test__1200km',
    }),
  });

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url?: string } | null)?.url,
      }));
    });
  await expect.poll(shown).toEqual([
    {
      title: 'You reached Moncton!',
      body: '1,200 km done. Keep going!',
      tag: 'milestone__test__1200km',
      url: `${APP_URL}/account`,
    },
  ]);

  // Devtools cannot click a notification: the worker is handed the click event the browser
  // would dispatch, with the notification it shows.
  const worker = context.serviceWorkers().find((w) => w.url() === `${APP_URL}/sw.js`);
  if (!worker) throw new Error('The app has no running service worker.');
  await worker.evaluate(async () => {
    // The worker's global scope (the tests' TypeScript knows the window's only).
    const scope = self as unknown as {
      readonly registration: ServiceWorkerRegistration;
      readonly NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('No notification to click.');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await page.waitForURL(`${APP_URL}/account`);
  await page.getByRole('heading', { name: 'Personal Information', level: 1 }).waitFor();
  expect(await shown()).toEqual([]);
  await context.close();
});
