/*
 * Push notifications (docs/push.md): the service worker shows each push the functions send
 * (functions/src/push/push-texts.ts: `{title, body, url, tag}`, JSON) and, on a click, focuses a
 * window of the app already open, sending it to the push's page, or opens one there. The page is
 * a path of this app only: a push cannot send her anywhere else. Loaded into sw.js by Workbox's
 * importScripts (vite.pwa.ts).
 */
const PUSH_ICON = '/icons/icon-192.png';

/** The push's message; a push without a readable one still shows the app's name. */
function pushMessageOf(data) {
  let message = {};
  try {
    message = data ? data.json() : {};
  } catch {
    message = { body: data ? data.text() : '' };
  }
  const path = typeof message.url === 'string' && message.url.startsWith('/') && !message.url.startsWith('//')
    ? message.url
    : '/';
  return {
    title: typeof message.title === 'string' && message.title ? message.title : 'Canada Virtual Challenges',
    body: typeof message.body === 'string' ? message.body : '',
    tag: typeof message.tag === 'string' ? message.tag : undefined,
    url: new URL(path, self.location.origin).href,
  };
}

self.addEventListener('push', (event) => {
  const message = pushMessageOf(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: PUSH_ICON,
      badge: PUSH_ICON,
      data: { url: message.url },
    }),
  );
});

/**
 * A window of the app on the push's page: one this worker serves is sent there and focused,
 * else a new one opens there (the click's user activation allows both).
 */
async function openPushPage(url) {
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(url);
  const shown = open.url === url ? open : ((await open.navigate(url)) ?? open);
  return shown.focus();
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  event.waitUntil(openPushPage(typeof url === 'string' ? url : self.location.origin + '/'));
});
