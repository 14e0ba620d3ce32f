/**
 * What the one-click unsubscribe answers (unsubscribe-endpoint.ts), in her language
 * (users/{uid}.language, English otherwise): opened (GET), a page that says which e-mails stop
 * and an Unsubscribe button (a POST: a mail scanner that opens the link changes nothing); once
 * POSTed, that it is done; and that a link is not valid, or too old, and changed nothing. The
 * RFC 8058 POST from a mail client gets the "done" page; nobody reads it. Pure.
 */
import type { UnsubscribeList } from '../../../src/contract/mail-preferences';
import { actionPage } from './action-page';
import type { MailLanguage } from './language';

export type UnsubscribeOutcome = 'ask' | 'done' | 'invalid' | 'expired';

interface PageTexts {
  readonly title: string;
  readonly ask: Readonly<Record<UnsubscribeList, string>>;
  readonly button: string;
  readonly done: Readonly<Record<UnsubscribeList, string>>;
  readonly account: string;
  readonly invalid: string;
  readonly expired: string;
  readonly questions: string;
}

const TEXTS: Readonly<Record<MailLanguage, PageTexts>> = {
  en: {
    title: 'E-mail preferences',
    ask: {
      postcards: 'Press Unsubscribe and we will send you no more milestone postcards.',
      news: 'Press Unsubscribe and we will send you no more news about challenges.',
    },
    button: 'Unsubscribe',
    done: {
      postcards: 'You are unsubscribed: we will send you no more milestone postcards.',
      news: 'You are unsubscribed: we will send you no more news about challenges.',
    },
    account: 'You can change your mind at any time on your account page.',
    invalid: 'This unsubscribe link is not valid. Nothing was changed.',
    expired:
      'This unsubscribe link has expired. Nothing was changed. Use the link in a recent e-mail, or change your e-mails on your account page.',
    questions: 'Questions? Write to',
  },
  fr: {
    title: 'Préférences de courriel',
    ask: {
      postcards:
        'Appuyez sur Se désabonner et nous ne vous enverrons plus de cartes postales des jalons.',
      news: 'Appuyez sur Se désabonner et nous ne vous enverrons plus de nouvelles sur les défis.',
    },
    button: 'Se désabonner',
    done: {
      postcards:
        'Votre désabonnement est fait\u00a0: nous ne vous enverrons plus de cartes postales des jalons.',
      news: 'Votre désabonnement est fait\u00a0: nous ne vous enverrons plus de nouvelles sur les défis.',
    },
    account: 'Vous pouvez changer d’avis en tout temps sur la page de votre compte.',
    invalid: 'Ce lien de désabonnement n’est pas valide. Rien n’a été modifié.',
    expired:
      'Ce lien de désabonnement a expiré. Rien n’a été modifié. Utilisez le lien d’un courriel récent, ou changez vos courriels sur la page de votre compte.',
    questions: 'Des questions? Écrivez-nous à',
  },
};

export function unsubscribePage(
  outcome: UnsubscribeOutcome,
  list: UnsubscribeList | null,
  language: MailLanguage,
  accountUrl: string | null,
  /** The link itself, which the 'ask' page's button POSTs to. */
  action: string | null = null,
): string {
  const t = TEXTS[language];
  const message =
    outcome === 'ask' && list
      ? t.ask[list]
      : outcome === 'done' && list
        ? t.done[list]
        : outcome === 'expired'
          ? t.expired
          : t.invalid;
  const showAccount = outcome !== 'invalid' && accountUrl !== null;
  return actionPage({
    language,
    title: t.title,
    message,
    ...(outcome === 'ask' && list && action ? { button: { action, label: t.button } } : {}),
    ...(showAccount ? { account: { url: accountUrl, label: t.account } } : {}),
    questions: t.questions,
  });
}
