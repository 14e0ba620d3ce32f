/**
 * What the one-click unsubscribe answers (unsubscribe-endpoint.ts): a small page in her language
 * (users/{uid}.language, English otherwise) saying it is done, or that the link is not valid.
 * The RFC 8058 POST from a mail client gets the same page; nobody reads it. Pure.
 */
import type { UnsubscribeList } from '../../../src/contract/mail-preferences';
import { escapeHtml, link } from './html';
import type { MailLanguage } from './language';
import { SENDER } from './sender';

export type UnsubscribeOutcome = 'done' | 'invalid';

interface PageTexts {
  readonly title: string;
  readonly done: Readonly<Record<UnsubscribeList, string>>;
  readonly account: string;
  readonly invalid: string;
  readonly questions: string;
}

const TEXTS: Readonly<Record<MailLanguage, PageTexts>> = {
  en: {
    title: 'E-mail preferences',
    done: {
      postcards: 'You are unsubscribed: we will send you no more milestone postcards.',
      news: 'You are unsubscribed: we will send you no more news about challenges.',
    },
    account: 'You can change your mind at any time on your account page.',
    invalid: 'This unsubscribe link is not valid. Nothing was changed.',
    questions: 'Questions? Write to',
  },
  fr: {
    title: 'Préférences de courriel',
    done: {
      postcards:
        'Votre désabonnement est fait : nous ne vous enverrons plus de cartes postales des jalons.',
      news: 'Votre désabonnement est fait : nous ne vous enverrons plus de nouvelles sur les défis.',
    },
    account: 'Vous pouvez changer d’avis en tout temps sur la page de votre compte.',
    invalid: 'Ce lien de désabonnement n’est pas valide. Rien n’a été modifié.',
    questions: 'Des questions? Écrivez-nous à',
  },
};

export function unsubscribePage(
  outcome: UnsubscribeOutcome,
  list: UnsubscribeList | null,
  language: MailLanguage,
  accountUrl: string | null,
): string {
  const t = TEXTS[language];
  const message = outcome === 'done' && list ? t.done[list] : t.invalid;
  const account = outcome === 'done' && accountUrl ? `<p>${link(accountUrl, t.account)}</p>\n` : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} · ${escapeHtml(SENDER.name)}</title>
</head>
<body style="margin:0;padding:24px 16px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1a1a1a;background:#f4f4f4">
<main style="max-width:560px;margin:0 auto;background:#ffffff;padding:20px;border-radius:6px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(t.title)}</h1>
<p role="status">${escapeHtml(message)}</p>
${account}<p style="font-size:14px;color:#555555">${escapeHtml(t.questions)} ${link(`mailto:${SENDER.supportAddress}`, SENDER.supportAddress)}</p>
</main>
</body>
</html>
`;
}
