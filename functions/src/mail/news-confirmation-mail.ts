/**
 * The news confirmation e-mail (docs/privacy.md, "News consent"; CASL): sent to the address news
 * would go to when someone asked for news with it and no verified sign-in vouches for it. Its
 * button opens the confirmation page (confirm-news-endpoint.ts), whose own button confirms.
 * Transactional (it asks, it sells nothing): no unsubscribe; without a confirmation no news is
 * ever sent. Pure.
 */
import { button, composeMail, paragraph, paragraphOf, type FooterTexts } from './html';
import type { MailLanguage } from './language';
import type { RenderedMail } from './outbox';

interface Texts {
  readonly subject: string;
  readonly asked: string;
  readonly button: string;
  readonly ignore: string;
  readonly validity: string;
  readonly footer: FooterTexts;
}

const TEXTS: Readonly<Record<MailLanguage, Texts>> = {
  en: {
    subject: 'Confirm that you want news about challenges',
    asked:
      'Someone, we hope you, asked for news about challenges from Canada Virtual Challenges to be sent to this address. We send none until you confirm.',
    button: 'Yes, send me news',
    ignore: 'If it was not you, ignore this e-mail: without your confirmation we send you no news.',
    validity: 'The link works for 7 days.',
    footer: {
      why: 'You receive this e-mail because this address was used to ask for news about Canada Virtual Challenges.',
    },
  },
  fr: {
    subject: 'Confirmez que vous voulez des nouvelles sur les défis',
    asked:
      'Quelqu’un, nous l’espérons vous, a demandé que des nouvelles sur les défis de Canada Virtual Challenges soient envoyées à cette adresse. Nous n’en envoyons aucune avant votre confirmation.',
    button: 'Oui, envoyez-moi des nouvelles',
    ignore:
      'Si ce n’était pas vous, ignorez ce courriel\u00a0: sans votre confirmation, nous ne vous envoyons aucune nouvelle.',
    validity: 'Le lien est valide pendant 7 jours.',
    footer: {
      why: 'Vous recevez ce courriel parce que cette adresse a servi à demander des nouvelles de Canada Virtual Challenges.',
    },
  },
};

export function renderNewsConfirmationMail(
  language: MailLanguage,
  confirmUrl: string,
): RenderedMail {
  const t = TEXTS[language];
  return composeMail({
    language,
    subject: t.subject,
    preheader: t.asked,
    body: [
      paragraph(t.asked),
      paragraphOf(button(confirmUrl, t.button)),
      paragraph(t.ignore),
      paragraph(t.validity, 'margin:0 0 12px;font-size:14px;color:#555555'),
    ],
    // French sets a no-break space before the colon (docs/i18n.md, "Typography").
    text: [
      t.asked,
      '',
      language === 'fr' ? `${t.button}\u00a0:` : `${t.button}:`,
      confirmUrl,
      '',
      t.ignore,
      t.validity,
    ],
    footer: t.footer,
  });
}
