/**
 * What "Report this e-mail" (report-gift-mail.ts) shows, in the gift e-mail's language: on GET a
 * page that asks, with one button that POSTs back to the same address (a link scanner that opens
 * every link reports nothing); after the POST, that it is done, or that the e-mail is no longer on
 * record (its mail document deleted) so nothing could be done; for a link that is not ours, that
 * it is not valid. Pure.
 */
import { actionPage } from '../mail/action-page';
import type { MailLanguage } from '../mail/language';

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
    done: 'Merci\u00a0: le courriel est signalé, et la personne qui l’a envoyé ne peut plus envoyer de courriels-cadeaux.',
    gone: 'Ce courriel n’est plus dans nos dossiers\u00a0: il ne peut pas être signalé ici. Rien n’a été modifié; veuillez nous écrire.',
    invalid: 'Ce lien de signalement n’est pas valide. Rien n’a été modifié.',
    questions: 'Des questions? Écrivez-nous à',
  },
};

export function giftReportPage(state: GiftReportPageState, language: MailLanguage): string {
  const t = TEXTS[language];
  return actionPage({
    language,
    title: t.title,
    message: t[state],
    ...(state === 'confirm' ? { button: { label: t.button } } : {}),
    questions: t.questions,
  });
}
