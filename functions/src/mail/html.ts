/**
 * The one templating approach of the e-mails: hand-written HTML built from small helpers, every
 * value that is not our own markup passed through `escapeHtml` (participants' names, team names,
 * codes, addresses: anything a participant or an organiser typed). Responsive by a single
 * 600 px column that shrinks on a phone (fluid width, no fixed tables wider than the screen),
 * inline styles (mail clients drop <style> in places), readable with images off (no image
 * carries meaning), and a plain-text part written beside it, never derived from the HTML.
 *
 * Why not react-email or mjml: react-email renders through react-dom/server inside the
 * functions bundle (a second React in the server, slower cold starts) and mjml pulls a large
 * dependency tree into every function; what we need here is one column, a table and links.
 */
import { postalAddressIn, SENDER } from './sender';
import type { MailLanguage } from './language';
import type { RenderedMail } from './outbox';

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** An http(s) link as it may appear in an e-mail; null for anything else (javascript:, data:, …). */
export function safeLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * An image or link as an e-mail needs it: absolute. The seed and organisers store app paths
 * ('/images/…') beside full URLs; a path is resolved against the app's origin (sender.ts
 * `appOrigin`). Null for anything that is not http(s) once resolved, or empty.
 */
export function absoluteLink(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    return safeLink(new URL(value.trim(), `${origin}/`).toString());
  } catch {
    return null;
  }
}

/** A button-like link (bulletproof enough for the clients we target: a padded <a>). */
export function button(href: string, label: string): string {
  return (
    `<a href="${escapeHtml(href)}" style="display:inline-block;background:#b3261e;color:#ffffff;` +
    `text-decoration:none;padding:12px 20px;border-radius:4px;font-weight:bold;margin:4px 0">` +
    `${escapeHtml(label)}</a>`
  );
}

/** A plain link. */
export function link(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="color:#b3261e">${escapeHtml(label)}</a>`;
}

/** A paragraph of text, escaped; `style` is its inline style, the space below it first. */
export function paragraph(text: string, style = 'margin:0 0 12px'): string {
  return paragraphOf(escapeHtml(text), style);
}

/** A paragraph around markup already built and escaped (a button, links, lines with <br>). */
export function paragraphOf(html: string, style = 'margin:0 0 12px'): string {
  return `<p style="${style}">${html}</p>`;
}

/** A section's title inside the body. */
export function heading(text: string): string {
  return `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(text)}</h2>`;
}

/** Why she receives this e-mail, in the template's language: the footer's one own text. */
export interface FooterTexts {
  readonly why: string;
}

/** The footer's line before the support address, the same in every e-mail. */
const QUESTIONS: Readonly<Record<MailLanguage, string>> = {
  en: 'Questions? Write to',
  fr: 'Des questions? Écrivez-nous à',
};

/** A one-click unsubscribe link in the footer (mail/unsubscribe.ts): where, and its words. */
export interface UnsubscribeLink {
  readonly url: string;
  readonly label: string;
}

/**
 * The page every e-mail's HTML part is: preheader, one column, footer with who we are, and for
 * an e-mail that is not transactional the unsubscribe link.
 */
export function layout(options: {
  readonly language: MailLanguage;
  readonly title: string;
  readonly preheader: string;
  readonly bodyHtml: string;
  readonly footer: FooterTexts;
  readonly unsubscribe?: UnsubscribeLink;
}): string {
  const { language, title, preheader, bodyHtml, footer, unsubscribe } = options;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f4">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:6px">
<tr><td style="padding:16px 20px;background:#b3261e;color:#ffffff;font:bold 18px/1.3 Arial,Helvetica,sans-serif;border-radius:6px 6px 0 0">${escapeHtml(SENDER.name)}</td></tr>
<tr><td style="padding:20px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1a1a1a">
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 20px;font:12px/1.5 Arial,Helvetica,sans-serif;color:#555555;border-top:1px solid #e5e5e5">
<p style="margin:0 0 8px">${escapeHtml(footer.why)}</p>
<p style="margin:0 0 8px">${escapeHtml(QUESTIONS[language])} ${link(`mailto:${SENDER.supportAddress}`, SENDER.supportAddress)}</p>
<p style="margin:0">${escapeHtml(SENDER.name)}, ${escapeHtml(postalAddressIn(language).replace(`${SENDER.name}, `, ''))}</p>
${unsubscribe ? `<p style="margin:8px 0 0">${link(unsubscribe.url, unsubscribe.label)}</p>\n` : ''}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The plain-text part's footer, the same facts as the HTML one (the address in the mail's language). */
function textFooter(
  footer: FooterTexts,
  language: MailLanguage,
  unsubscribe?: UnsubscribeLink,
): string {
  return [
    '--',
    footer.why,
    `${QUESTIONS[language]} ${SENDER.supportAddress}`,
    postalAddressIn(language),
    ...(unsubscribe ? ['', unsubscribe.label, unsubscribe.url] : []),
  ].join('\n');
}

/**
 * The e-mail as the outbox queues it: the HTML part is `body`'s blocks (empty ones skipped) in
 * the layout, the text part is `text`'s lines and the same footer, each written for itself.
 */
export function composeMail(mail: {
  readonly language: MailLanguage;
  readonly subject: string;
  readonly preheader: string;
  readonly body: readonly string[];
  readonly text: readonly string[];
  readonly footer: FooterTexts;
  readonly unsubscribe?: UnsubscribeLink;
  readonly headers?: Readonly<Record<string, string>>;
}): RenderedMail {
  const { language, subject, preheader, footer, unsubscribe, headers } = mail;
  return {
    message: {
      subject,
      text: [...mail.text, '', textFooter(footer, language, unsubscribe), ''].join('\n'),
      html: layout({
        language,
        title: subject,
        preheader,
        bodyHtml: mail.body.filter(Boolean).join('\n'),
        footer,
        unsubscribe,
      }),
    },
    ...(headers ? { headers } : {}),
  };
}
