/**
 * The small page an e-mail's signed link opens (signed-link.ts): a title, what the link does or
 * did, and, before anything changed, one button that POSTs back to the same address. Opening
 * the link (GET, which a mail scanner does to every link) only shows the page; pressing the
 * button (POST) acts. No script: a form and a button work in any browser. Pure.
 */
import { escapeHtml, link } from './html';
import type { MailLanguage } from './language';
import { SENDER } from './sender';

export interface ActionPage {
  readonly language: MailLanguage;
  readonly title: string;
  /** The sentence that says what happens or happened (a status for screen readers). */
  readonly message: string;
  /**
   * The button that acts: POSTs to `action`, else back to the page's own address (the link
   * itself). Absent once done or refused.
   */
  readonly button?: { readonly action?: string; readonly label: string };
  /** A link to the account page, with its words. */
  readonly account?: { readonly url: string; readonly label: string };
  readonly questions: string;
}

export function actionPage(page: ActionPage): string {
  const { language, title, message, button, account, questions } = page;
  const form = button
    ? `<form method="post"${button.action === undefined ? '' : ` action="${escapeHtml(button.action)}"`}>
<button type="submit" style="background:#b3261e;color:#ffffff;border:0;padding:12px 20px;border-radius:4px;font:bold 16px Arial,Helvetica,sans-serif;cursor:pointer">${escapeHtml(button.label)}</button>
</form>
`
    : '';
  const accountLine = account ? `<p>${link(account.url, account.label)}</p>\n` : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(SENDER.name)}</title>
</head>
<body style="margin:0;padding:24px 16px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1a1a1a;background:#f4f4f4">
<main style="max-width:560px;margin:0 auto;background:#ffffff;padding:20px;border-radius:6px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(message)}</p>
${form}${accountLine}<p style="font-size:14px;color:#555555">${escapeHtml(questions)} ${link(`mailto:${SENDER.supportAddress}`, SENDER.supportAddress)}</p>
</main>
</body>
</html>
`;
}
