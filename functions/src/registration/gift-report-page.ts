/**
 * What "Report this e-mail" (report-gift-mail.ts) shows, in the gift e-mail's language: on GET a
 * page that asks, with one button that POSTs back to the same address (a link scanner that opens
 * every link reports nothing); after the POST, that it is done, or that the e-mail is no longer on
 * record (its mail document deleted) so nothing could be done; for a link that is not ours, that
 * it is not valid. Pure.
 */
import { escapeHtml, link } from '../mail/html';
import type { MailLanguage } from '../mail/language';
import { SENDER } from '../mail/sender';

export type GiftReportPageState = 'confirm' | 'done' | 'gone' | 'invalid';

interface PageTexts {
  readonly title: string;
  readonly confirm: string;
  readonly button: string;
  readonly done: string;
  readonly gone: string;
  readonly invalid: string;
  readonly questions: string;
}

const TEXTS: Readonly<Record<MailLanguage, PageTexts>> = {
  en: {
    title: 'Report a gift e-mail',
    confirm:
      'Report this gift e-mail if you did not expect it or it looks wrong. Its sender will not be able to send any more gift e-mails through Canada Virtual Challenges.',
    button: 'Report this e-mail',
    done: 'Thank you: the e-mail is reported, and its sender can send no more gift e-mails.',
    gone: 'This e-mail is no longer on record, so it cannot be reported here. Nothing was changed: please write to us.',
    invalid: 'This report link is not valid. Nothing was changed.',
    questions: 'Questions? Write to',
  },
  fr: {
    title: 'Signaler un courriel-cadeau',
    confirm:
      'Signalez ce courriel-cadeau si vous ne l’attendiez pas ou s’il vous semble suspect. La personne qui l’a envoyé ne pourra plus envoyer de courriels-cadeaux par Canada Virtual Challenges.',
    button: 'Signaler ce courriel',
    done: 'Merci : le courriel est signalé, et la personne qui l’a envoyé ne peut plus envoyer de courriels-cadeaux.',
    gone: 'Ce courriel n’est plus dans nos dossiers : il ne peut pas être signalé ici. Rien n’a été modifié; veuillez nous écrire.',
    invalid: 'Ce lien de signalement n’est pas valide. Rien n’a été modifié.',
    questions: 'Des questions? Écrivez-nous à',
  },
};

export function giftReportPage(state: GiftReportPageState, language: MailLanguage): string {
  const t = TEXTS[language];
  const body =
    state === 'confirm'
      ? `<p>${escapeHtml(t.confirm)}</p>
<form method="post">
<button type="submit" style="background:#b3261e;color:#ffffff;border:0;padding:12px 20px;border-radius:4px;font:bold 16px Arial,Helvetica,sans-serif;cursor:pointer">${escapeHtml(t.button)}</button>
</form>`
      : `<p role="status">${escapeHtml(t[state])}</p>`;
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
${body}
<p style="font-size:14px;color:#555555">${escapeHtml(t.questions)} ${link(`mailto:${SENDER.supportAddress}`, SENDER.supportAddress)}</p>
</main>
</body>
</html>
`;
}
