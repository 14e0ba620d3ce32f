/** The local mail server: what an SMTP client sends is in the JSON inbox and on the inbox page, escaped. */
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUNCING_DOMAIN, startMailServer } from './mail-server.mjs';

let server;
let inbox;

beforeAll(async () => {
  server = await startMailServer({ smtpPort: 0, webPort: 0 });
  inbox = `http://127.0.0.1:${server.webPort}`;
});
afterAll(() => server?.close());

describe('the local mail server', () => {
  it('keeps each message it receives, parsed, and shows it on the inbox page escaped', async () => {
    const transport = createTransport({ host: '127.0.0.1', port: server.smtpPort, secure: false });
    await transport.sendMail({
      from: 'Sender <sender@example.test>',
      to: 'reader@example.test',
      subject: 'Hello <script>alert(1)</script>',
      text: 'Plain part',
      html: '<p>HTML part</p>',
      headers: { 'X-Mail-Cause': 'test' },
    });
    const messages = await (await fetch(`${inbox}/api/messages`)).json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      envelope: { from: 'sender@example.test', to: ['reader@example.test'] },
      subject: 'Hello <script>alert(1)</script>',
      text: 'Plain part',
      html: '<p>HTML part</p>',
    });
    expect(messages[0].headers['x-mail-cause']).toBe('test');
    const page = await (await fetch(`${inbox}/`)).text();
    expect(page).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>');
    const one = await (await fetch(`${inbox}/messages/${messages[0].id}`)).text();
    expect(one).toContain('srcdoc="&lt;p&gt;HTML part&lt;/p&gt;"');
    expect((await fetch(`${inbox}/api/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${inbox}/api/messages`)).json()).toEqual([]);
  });

  it('refuses a recipient at the bouncing domain as an unknown mailbox, and keeps nothing', async () => {
    const transport = createTransport({ host: '127.0.0.1', port: server.smtpPort, secure: false });
    const sending = transport.sendMail({
      from: 'sender@example.test',
      to: `nobody@${BOUNCING_DOMAIN}`,
      subject: 'Bounces',
      text: 'x',
    });
    await expect(sending).rejects.toMatchObject({
      code: 'EENVELOPE',
      message: expect.stringContaining('550 5.1.1 Recipient address rejected: User unknown'),
    });
    expect(await (await fetch(`${inbox}/api/messages`)).json()).toEqual([]);
  });
});
