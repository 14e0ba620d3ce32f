/**
 * The local push service (docs/push.md): a Web Push request as the functions send it (the
 * `web-push` library's own request: aes128gcm, VAPID) is taken with 201, decrypted and recorded;
 * what a real push service refuses is refused here too.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushServer, vapidKeyOf } from './push-server.mjs';

const webpush = createRequire(new URL('../../functions/package.json', import.meta.url))('web-push');
const vapid = webpush.generateVAPIDKeys();
const other = webpush.generateVAPIDKeys();

let server;
beforeAll(async () => {
  server = await startPushServer({ port: 0 });
});
afterAll(() => server?.close());

async function subscribe(applicationServerKey = vapid.publicKey) {
  const response = await fetch(`${server.origin}/api/subscriptions`, {
    method: 'POST',
    body: JSON.stringify({ applicationServerKey }),
  });
  expect(response.status).toBe(201);
  return response.json();
}

function request(subscription, payload, keys = vapid, options = {}) {
  const details = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: { subject: 'mailto:support@example.test', ...keys },
    TTL: 3600,
    contentEncoding: 'aes128gcm',
    ...options,
  });
  return {
    url: details.endpoint,
    init: {
      method: 'POST',
      headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
      body: details.body ?? undefined,
    },
  };
}

const messages = async () => (await fetch(`${server.origin}/api/messages`)).json();

describe('the local push service', () => {
  it('takes a Web Push request with 201 and a Location, decrypts and records it', async () => {
    const sub = await subscribe();
    const { url, init } = request(
      sub,
      JSON.stringify({ title: '<b>Hi</b>', body: 'There', url: '/account' }),
    );
    const response = await fetch(url, init);
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toMatch(/\/messages\/\d+$/);
    const recorded = (await messages()).filter((m) => m.token === sub.token);
    expect(recorded).toEqual([
      expect.objectContaining({
        endpoint: sub.endpoint,
        ttl: 3600,
        vapidKey: vapid.publicKey,
        message: { title: '<b>Hi</b>', body: 'There', url: '/account' },
      }),
    ]);
    const page = await (await fetch(`${server.origin}/`)).text();
    expect(page).toContain('&lt;b&gt;Hi&lt;/b&gt;');
    expect(page).not.toContain('<b>Hi</b>');
  });

  it('refuses a request without TTL (400), without VAPID (401), signed by another key (403)', async () => {
    const sub = await subscribe();
    const { url, init } = request(sub, 'x');
    const { TTL: _ttl, ...withoutTtl } = init.headers;
    expect((await fetch(url, { ...init, headers: withoutTtl })).status).toBe(400);
    const { Authorization: _auth, ...withoutAuth } = init.headers;
    expect((await fetch(url, { ...init, headers: withoutAuth })).status).toBe(401);
    const signedByOther = request(sub, 'x', other);
    expect((await fetch(signedByOther.url, signedByOther.init)).status).toBe(403);
    expect((await messages()).filter((m) => m.token === sub.token)).toEqual([]);
  });

  it('answers 404 for an unknown subscription and 410 once told it is gone', async () => {
    const sub = await subscribe();
    const unknown = request({ ...sub, endpoint: `${server.origin}/push/unknown` }, 'x');
    expect((await fetch(unknown.url, unknown.init)).status).toBe(404);
    expect(
      (await fetch(`${server.origin}/api/subscriptions/${sub.token}/gone`, { method: 'POST' }))
        .status,
    ).toBe(204);
    const { url, init } = request(sub, 'x');
    expect((await fetch(url, init)).status).toBe(410);
  });

  it('checks the VAPID JWT: its audience and a expiry within a day', () => {
    const details = webpush.generateRequestDetails(
      {
        endpoint: 'http://127.0.0.1:1/push/a',
        keys: { p256dh: vapid.publicKey, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      },
      null,
      { vapidDetails: { subject: 'mailto:a@example.test', ...vapid } },
    );
    const header = details.headers.Authorization;
    const now = Math.floor(Date.now() / 1000);
    expect(vapidKeyOf(header, 'http://127.0.0.1:1', now)).toBe(vapid.publicKey);
    expect(vapidKeyOf(header, 'http://127.0.0.1:2', now)).toBeNull();
    expect(vapidKeyOf(header, 'http://127.0.0.1:1', now + 2 * 86_400)).toBeNull();
    expect(vapidKeyOf(header.replace(/.{4}(,)/, 'AAAA$1'), 'http://127.0.0.1:1', now)).toBeNull();
    expect(vapidKeyOf('Bearer x', 'http://127.0.0.1:1', now)).toBeNull();
  });
});
