/**
 * What the news confirmation link answers (confirm-news-endpoint.ts), in her language: opened
 * (GET, as a mail scanner does), a page with the "Yes, send me news" button, nothing changed;
 * pressed (POST), that news will come; a link that is forged, too old or for an answer she has
 * changed since, that nothing was changed. Pure.
 */
import { actionPage } from './action-page';
import type { MailLanguage } from './language';

export type ConfirmNewsOutcome = 'ask' | 'done' | 'invalid' | 'expired' | 'superseded';

interface PageTexts {
  readonly title: string;
  readonly messages: Readonly<Record<ConfirmNewsOutcome, string>>;
  readonly button: string;
  readonly account: string;
  readonly questions: string;
}

const TEXTS: Readonly<Record<MailLanguage, PageTexts>> = {
  en: {
    title: 'News about challenges',
    messages: {
      ask: 'Press the button to confirm that you want news about challenges at this address.',
      done: 'Thank you: your choice is confirmed. We will send you news about challenges.',
      invalid: 'This confirmation link is not valid. Nothing was changed.',
      expired:
        'This confirmation link has expired. Nothing was changed. You can ask for a new one on your account page.',
      superseded:
        'This confirmation link is no longer valid: your choice changed after it was sent. Nothing was changed.',
    },
    button: 'Yes, send me news',
    account: 'You can change your mind at any time on your account page.',
    questions: 'Questions? Write to',
  },
  fr: {
    title: 'Nouvelles sur les défis',
    messages: {
      ask: 'Appuyez sur le bouton pour confirmer que vous voulez des nouvelles sur les défis à cette adresse.',
      done: 'Merci\u00a0: votre choix est confirmé. Nous vous enverrons des nouvelles sur les défis.',
      invalid: 'Ce lien de confirmation n’est pas valide. Rien n’a été modifié.',
      expired:
        'Ce lien de confirmation a expiré. Rien n’a été modifié. Vous pouvez en demander un nouveau sur la page de votre compte.',
      superseded:
        'Ce lien de confirmation n’est plus valide\u00a0: votre choix a changé après son envoi. Rien n’a été modifié.',
    },
    button: 'Oui, envoyez-moi des nouvelles',
    account: 'Vous pouvez changer d’avis en tout temps sur la page de votre compte.',
    questions: 'Des questions? Écrivez-nous à',
  },
};

export function confirmNewsPage(
  outcome: ConfirmNewsOutcome,
  language: MailLanguage,
  accountUrl: string | null,
  action: string | null = null,
): string {
  const t = TEXTS[language];
  return actionPage({
    language,
    title: t.title,
    message: t.messages[outcome],
    ...(outcome === 'ask' && action ? { button: { action, label: t.button } } : {}),
    ...(outcome !== 'invalid' && accountUrl
      ? { account: { url: accountUrl, label: t.account } }
      : {}),
    questions: t.questions,
  });
}
