/*
 * The share target (docs/activity-files.md): "Share" on a workout in a watch's phone app POSTs
 * the file here (the manifest's share_target). The worker keeps it in Cache Storage, where the
 * app takes it (src/lib/shared-activity-file.ts names the same cache and addresses), and sends
 * the app to the page that asks which race it is for. Nothing leaves the device.
 * Loaded into sw.js by Workbox's importScripts (vite.pwa.ts).
 */
const SHARED_FILE_CACHE = 'shared-activity-files';
const SHARED_FILE_URL = '/share-activity/file';
const SHARE_TARGET_PATH = '/share-activity';

async function keepSharedFile(request) {
  const form = await request.formData();
  const file = form.getAll('file').find((value) => typeof value !== 'string');
  const cache = await caches.open(SHARED_FILE_CACHE);
  if (file) {
    await cache.put(
      SHARED_FILE_URL,
      new Response(file, {
        headers: {
          'content-type': file.type || 'application/octet-stream',
          'x-file-name': encodeURIComponent(file.name || 'activity'),
        },
      }),
    );
  } else {
    await cache.delete(SHARED_FILE_URL);
  }
  return Response.redirect(SHARE_TARGET_PATH, 303);
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (
    event.request.method === 'POST' &&
    url.origin === self.location.origin &&
    url.pathname === SHARE_TARGET_PATH
  ) {
    event.respondWith(keepSharedFile(event.request));
  }
});
