/**
 * The local mail server of the emulator suite: a real SMTP server (smtp-server) that keeps
 * every message it receives in memory, parsed (mailparser), and a small web inbox beside it:
 *   GET  /                  the inbox page (newest first)
 *   GET  /messages/:id      one message: headers, its HTML part (sandboxed frame) and text part
 *   GET  /api/messages      every message as JSON (what the integration tests read)
 *   DELETE /api/messages    empties the inbox
 * The emulator-only `sendQueuedMail` function (functions/emulator/local-mail.ts) sends each
 * `mail/{id}` document here, as the "Trigger Email from Firestore" extension sends it to the
 * real SMTP provider in production. Loopback only, no authentication, no TLS: nothing leaves
 * the machine. A recipient at BOUNCING_DOMAIN is refused at RCPT TO (550 5.1.1, an unknown
 * mailbox), so a bounce goes through the same chain as in production: the sender records the
 * delivery as ERROR (the gift e-mails' bounce test, README "E-mail").
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const HOST = '127.0.0.1';
/** Older messages are dropped past this many (a long `npm start` session stays small). */
const MAX_MESSAGES = 500;
/** Every mailbox at this domain is unknown (`.test` is reserved: no real address is there). */
export const BOUNCING_DOMAIN = 'bounce.test';

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** A parsed message as the JSON endpoint gives it. */
function toEntry(id, envelope, parsed) {
  const headers = {};
  for (const [key, value] of parsed.headers) {
    headers[key] =
      typeof value === 'string' ? value : (value?.text ?? value?.value ?? JSON.stringify(value));
  }
  return {
    id,
    receivedAt: new Date().toISOString(),
    envelope: {
      from: envelope.mailFrom ? envelope.mailFrom.address : '',
      to: envelope.rcptTo.map((rcpt) => rcpt.address),
    },
    from: parsed.from?.text ?? '',
    to: parsed.to ? [parsed.to].flat().map((to) => to.text) : [],
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers,
  };
}

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;max-width:60rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}iframe{width:100%;height:40rem;border:1px solid #ccc}
pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}</style></head><body>${body}</body></html>`;
}

function inboxPage(messages) {
  const rows = [...messages]
    .reverse()
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.receivedAt)}</td><td>${escapeHtml(m.envelope.to.join(', '))}</td>` +
        `<td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return page(
    'Local inbox',
    `<h1>Local inbox</h1><p>${messages.length} message(s) received by the local SMTP server. ` +
      `<a href="/api/messages">JSON</a></p><table><thead><tr><th>Received</th><th>To</th>` +
      `<th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

function messagePage(m) {
  const headers = Object.entries(m.headers)
    .map(([k, v]) => `${escapeHtml(k)}: ${escapeHtml(v)}`)
    .join('\n');
  return page(
    m.subject,
    `<p><a href="/">Back to the inbox</a></p><h1>${escapeHtml(m.subject)}</h1>` +
      `<h2>HTML part</h2><iframe sandbox title="HTML part" srcdoc="${escapeHtml(m.html)}"></iframe>` +
      `<h2>Text part</h2><pre>${escapeHtml(m.text)}</pre><h2>Headers</h2><pre>${headers}</pre>`,
  );
}

/**
 * Starts the SMTP server on `smtpPort` and the inbox on `webPort` (127.0.0.1); resolves to
 * `{ smtpPort, webPort, close() }` once both listen.
 */
export async function startMailServer({ smtpPort, webPort, log = () => {} }) {
  const messages = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, session, callback) {
      if (!address.address.toLowerCase().endsWith(`@${BOUNCING_DOMAIN}`)) return callback();
      const refused = new Error('5.1.1 Recipient address rejected: User unknown');
      refused.responseCode = 550;
      log(`mail to ${address.address}: refused (unknown mailbox)`);
      return callback(refused);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const entry = toEntry(String(nextId++), session.envelope, parsed);
          messages.push(entry);
          if (messages.length > MAX_MESSAGES) messages.shift();
          log(`mail to ${entry.envelope.to.join(', ')}: ${entry.subject}`);
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  const web = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const send = (status, type, body) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      res.end(body);
    };
    if (url.pathname === '/api/messages' && req.method === 'GET')
      return send(200, 'application/json', JSON.stringify(messages));
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      messages.length = 0;
      return send(204, 'text/plain', '');
    }
    if (url.pathname === '/' && req.method === 'GET')
      return send(200, 'text/html; charset=utf-8', inboxPage(messages));
    const match = /^\/messages\/(\d+)$/.exec(url.pathname);
    const message = match && messages.find((m) => m.id === match[1]);
    if (message && req.method === 'GET')
      return send(200, 'text/html; charset=utf-8', messagePage(message));
    return send(404, 'text/plain', 'Not found');
  });
  await Promise.all([
    new Promise((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(smtpPort, HOST, resolve);
    }),
    new Promise((resolve, reject) => {
      web.once('error', reject);
      web.listen(webPort, HOST, resolve);
    }),
  ]);
  return {
    /** The ports listened on (the ones asked, or those the system chose for 0). */
    smtpPort: smtp.server.address().port,
    webPort: web.address().port,
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => {
          web.closeAllConnections?.();
          web.close(() => resolve());
        }),
      ]),
  };
}
