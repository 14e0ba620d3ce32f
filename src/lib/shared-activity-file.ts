/**
 * A file shared into the installed app (docs/activity-files.md, "Share target"): the service
 * worker (public/share-target-sw.js) receives the share's POST, keeps the file in Cache Storage
 * under one address and sends the app to the share page; the app takes it from there once, when
 * the participant has chosen her race. The names below are the worker's too
 * (shared-activity-file.test.ts compares them).
 */

export const SHARED_FILE_CACHE = 'shared-activity-files';
export const SHARED_FILE_URL = '/share-activity/file';
/** The share target's action (the manifest) and the page that asks which race. */
export const SHARE_TARGET_PATH = '/share-activity';

async function sharedResponse(): Promise<Response | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(SHARED_FILE_CACHE);
  return (await cache.match(SHARED_FILE_URL)) ?? null;
}

/** Whether a shared file waits (the share page shows its name). */
export async function sharedFileName(): Promise<string | null> {
  const response = await sharedResponse();
  return response ? decodeURIComponent(response.headers.get('x-file-name') ?? 'activity') : null;
}

/** The shared file, removed from the cache: it is read once, then only its entry remains. */
export async function takeSharedFile(): Promise<File | null> {
  const response = await sharedResponse();
  if (!response) return null;
  const name = decodeURIComponent(response.headers.get('x-file-name') ?? 'activity');
  const file = new File([await response.blob()], name, {
    type: response.headers.get('content-type') ?? '',
  });
  await (await caches.open(SHARED_FILE_CACHE)).delete(SHARED_FILE_URL);
  return file;
}
