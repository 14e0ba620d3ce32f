/**
 * The local push service of the emulator suite (docs/push.md): it stands in for the browsers'
 * push services (FCM, Mozilla's autopush, Apple's, WNS) as the local mail server stands in for
 * SMTP. It takes Web Push requests as a push service does (RFC 8030 §5: a POST to the
 * subscription's endpoint with a `TTL` header, the message encrypted `aes128gcm` (RFC 8291) and
 * a VAPID `Authorization: vapid t=<JWT>, k=<key>` header (RFC 8292) whose ES256 signature, audience
 * and expiry are checked), answers 201 Created with a Location, and records every push.
 *
 * A browser offline cannot subscribe to a real push service, so the stand-in also plays the
 * device: `POST /api/subscriptions` makes a subscription (endpoint, p256dh and auth keys) whose
 * private key it keeps, and it decrypts each push to it, so the inbox shows the text as the
 * phone would. Routes:
 *   POST   /push/:token                  a Web Push request (201; 400 without TTL or with a body not
 *                                        aes128gcm; 401 without a valid VAPID header; 403 when the
 *                                        key is not the one the subscription was made for; 404 an
 *                                        unknown subscription; 410 a subscription told it is gone)
 *   POST   /api/subscriptions            {applicationServerKey?} → {endpoint, keys, token}
 *   POST   /api/subscriptions/:token/gone  the subscription answers 410 from now on (the browser
 *                                        dropped it, as when she clears the site's data)
 *   GET    /api/messages                 every push as JSON (what the integration tests read)
 *   DELETE /api/messages                 empties the inbox
 *   GET    /                             the inbox page, newest first
 * Loopback only: nothing leaves the machine.
 */
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer } from 'node:http';

const HOST = '127.0.0.1';
const MAX_MESSAGES = 500;
/** RFC 8292 §2: a JWT's expiry is at most 24 hours away. */
const MAX_JWT_AGE_S = 24 * 60 * 60;

const b64url = (buffer) => Buffer.from(buffer).toString('base64url');
const fromB64url = (text) => Buffer.from(String(text), 'base64url');

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const hmac = (key, data) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188 §2: one record, decrypted with the device's private key. */
export function decryptAes128gcm(body, { ecdh, auth }) {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const deviceKey = ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), deviceKey, senderKey]);
  const ikm = hmac(hmac(auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any padding zeros (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not a last record');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * RFC 8292 §3: `vapid t=<JWT>, k=<key>`; the JWT ES256-signed by that key, for this origin, not
 * expired nor more than a day away. The key (base64url) when valid, else null.
 */
export function vapidKeyOf(authorization, audience, nowS = Math.floor(Date.now() / 1000)) {
  const match = /^vapid\s+(.+)$/i.exec(authorization ?? '');
  if (!match) return null;
  const params = Object.fromEntries(
    match[1].split(',').map((part) => {
      const [name, ...rest] = part.trim().split('=');
      return [name.trim(), rest.join('=').trim()];
    }),
  );
  const [header, claims, signature] = String(params.t ?? '').split('.');
  if (!header || !claims || !signature || !params.k) return null;
  try {
    const key = fromB64url(params.k);
    if (key.length !== 65 || key[0] !== 4) return null;
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64url(key.subarray(1, 33)), y: b64url(key.subarray(33)) },
      format: 'jwk',
    });
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      fromB64url(signature),
    );
    const head = JSON.parse(fromB64url(header).toString('utf8'));
    const body = JSON.parse(fromB64url(claims).toString('utf8'));
    if (!valid || head.alg !== 'ES256') return null;
    if (body.aud !== audience) return null;
    if (!(body.exp > nowS && body.exp <= nowS + MAX_JWT_AGE_S)) return null;
    return params.k;
  } catch {
    return null;
  }
}

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;max-width:60rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}code{word-break:break-all}</style></head><body>${body}</body></html>`;
}

function inboxPage(messages) {
  const rows = [...messages]
    .reverse()
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.receivedAt)}</td><td><code>${escapeHtml(m.token)}</code></td>` +
        `<td>${escapeHtml(m.message?.title ?? '')}<br>${escapeHtml(m.message?.body ?? '')}</td>` +
        `<td>${escapeHtml(m.message?.url ?? '')}</td><td>${escapeHtml(m.ttl)}</td>` +
        `<td>${escapeHtml(m.urgency ?? '')}</td></tr>`,
    )
    .join('');
  return page(
    'Local push service',
    `<h1>Local push service</h1><p>${messages.length} push(es) received (RFC 8030), newest first.</p>` +
      `<table><thead><tr><th>Received</th><th>Subscription</th><th>Notification</th><th>Opens</th><th>TTL</th><th>Urgency</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Starts the push service on `port` (0: any free port). */
export async function startPushServer({ port }) {
  const messages = [];
  /** token → { ecdh, auth, serverKey, gone } */
  const subscriptions = new Map();
  let origin = '';

  async function receivePush(req, token, send) {
    const sub = subscriptions.get(token);
    if (!sub) return send(404, 'text/plain', 'No such subscription');
    if (sub.gone) return send(410, 'text/plain', 'Subscription gone');
    const ttl = req.headers.ttl;
    if (ttl === undefined || !/^\d+$/.test(String(ttl)))
      return send(400, 'text/plain', 'TTL required');
    const key = vapidKeyOf(req.headers.authorization, origin);
    if (!key) return send(401, 'text/plain', 'VAPID authorization required');
    if (sub.serverKey && key !== sub.serverKey)
      return send(403, 'text/plain', 'Not the key this subscription was made for');
    const body = await readBody(req);
    let message = null;
    if (body.length > 0) {
      if (req.headers['content-encoding'] !== 'aes128gcm')
        return send(400, 'text/plain', 'Content-Encoding must be aes128gcm');
      try {
        const text = decryptAes128gcm(body, sub);
        try {
          message = JSON.parse(text);
        } catch {
          message = { body: text };
        }
      } catch {
        return send(400, 'text/plain', 'The message could not be decrypted');
      }
    }
    const id = String(messages.length === 0 ? 1 : Number(messages.at(-1).id) + 1);
    messages.push({
      id,
      token,
      endpoint: `${origin}/push/${token}`,
      receivedAt: new Date().toISOString(),
      ttl: Number(ttl),
      urgency: req.headers.urgency ?? null,
      topic: req.headers.topic ?? null,
      vapidKey: key,
      bytes: body.length,
      message,
    });
    if (messages.length > MAX_MESSAGES) messages.shift();
    return send(201, 'text/plain', '', { Location: `${origin}/messages/${id}` });
  }

  async function createSubscription(req, send) {
    const body = await readBody(req);
    let serverKey;
    try {
      serverKey = body.length
        ? (JSON.parse(body.toString('utf8')).applicationServerKey ?? null)
        : null;
    } catch {
      return send(400, 'text/plain', 'JSON expected');
    }
    const token = b64url(randomBytes(18));
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    subscriptions.set(token, { ecdh, auth, serverKey, gone: false });
    return send(
      201,
      'application/json',
      JSON.stringify({
        token,
        endpoint: `${origin}/push/${token}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      }),
    );
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const send = (status, type, body, headers = {}) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
      res.end(body);
    };
    const push = /^\/push\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    const gone = /^\/api\/subscriptions\/([A-Za-z0-9_-]+)\/gone$/.exec(url.pathname);
    const handled = (async () => {
      if (push && req.method === 'POST') return receivePush(req, push[1], send);
      if (url.pathname === '/api/subscriptions' && req.method === 'POST')
        return createSubscription(req, send);
      if (gone && req.method === 'POST') {
        const sub = subscriptions.get(gone[1]);
        if (!sub) return send(404, 'text/plain', 'No such subscription');
        sub.gone = true;
        return send(204, 'text/plain', '');
      }
      if (url.pathname === '/api/messages' && req.method === 'GET')
        return send(200, 'application/json', JSON.stringify(messages));
      if (url.pathname === '/api/messages' && req.method === 'DELETE') {
        messages.length = 0;
        return send(204, 'text/plain', '');
      }
      if (url.pathname === '/' && req.method === 'GET')
        return send(200, 'text/html; charset=utf-8', inboxPage(messages));
      return send(404, 'text/plain', 'Not found');
    })();
    handled.catch((error) => send(500, 'text/plain', String(error?.message ?? error)));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  });
  origin = `http://${HOST}:${server.address().port}`;
  return {
    port: server.address().port,
    origin,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
