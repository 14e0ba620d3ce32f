/**
 * The gift e-mail (the e-mail feature's fifth mail: "Send a gift code to a friend" on the
 * account page): who sends it, her message if she wrote one, the code, the leg it is valid for,
 * and a link that opens registration for that leg with the code filled in. Written in the
 * buyer's language (the friend's is not known). The message is the buyer's own words: escaped
 * in the HTML, quoted as written in the text part. Pure.
 *
 * Exactly once: the id is derived from the code, the friend's address and the day, so a send
 * repeated (a double click, a retry after a lost answer) is the same mail, and the daily limit
 * counts it once.
 */
import { button, escapeHtml, layout, textFooter, type FooterTexts } from '../mail/html';
import { labelled, textsFor, type MailCatalogue, type MailLanguage } from '../mail/language';
import { mailIdFor, type RenderedMail } from '../mail/outbox';

/** mail/gift__{hash of code, address and day}. */
export const giftMailId = (code: string, email: string, day: string): string =>
  mailIdFor('gift', code, email.toLowerCase(), day);

export interface GiftMailFacts {
  /** The buyer's first and last name as she registered, '' when unknown. */
  readonly fromName: string;
  readonly message: string;
  readonly code: string;
  readonly raceName: string;
  readonly legName: string;
  /** Registration for the code's leg, the code filled in. */
  readonly registerUrl: string;
}

interface GiftTexts {
  readonly subject: (from: string, race: string) => string;
  readonly subjectNoName: (race: string) => string;
  readonly preheader: string;
  readonly greeting: string;
  readonly intro: (from: string, leg: string, race: string) => string;
  readonly introNoName: (leg: string, race: string) => string;
  readonly messageFrom: (from: string) => string;
  readonly messageNoName: string;
  readonly code: string;
  readonly validFor: string;
  readonly how: string;
  readonly button: string;
  readonly footer: FooterTexts;
}

const EN: GiftTexts = {
  subject: (from, race) => `${from} sent you an entry to ${race}`,
  subjectNoName: (race) => `You received an entry to ${race}`,
  preheader: 'Your gift code and how to register with it.',
  greeting: 'Hello,',
  intro: (from, leg, race) => `${from} bought you an entry to the ${leg} of ${race}.`,
  introNoName: (leg, race) => `You received an entry to the ${leg} of ${race}.`,
  messageFrom: (from) => `${from}'s message:`,
  messageNoName: 'Their message:',
  code: 'Your gift code',
  validFor: 'Valid for',
  how: 'Register with the link below: create your account or sign in, and your code is filled in on the gift step. Codes are case-sensitive.',
  button: 'Register with my gift code',
  footer: {
    why: 'You receive this e-mail because a Canada Virtual Challenges participant entered your address to send you a gift entry.',
    questions: 'Questions? Write to',
  },
};

const FR: GiftTexts = {
  subject: (from, race) => `${from} vous offre une inscription à ${race}`,
  subjectNoName: (race) => `Vous avez reçu une inscription à ${race}`,
  preheader: 'Votre code-cadeau et comment vous inscrire avec celui-ci.',
  greeting: 'Bonjour,',
  intro: (from, leg, race) => `${from} vous offre une inscription au parcours ${leg} de ${race}.`,
  introNoName: (leg, race) => `Vous avez reçu une inscription au parcours ${leg} de ${race}.`,
  messageFrom: (from) => `Le message de ${from} :`,
  messageNoName: 'Son message :',
  code: 'Votre code-cadeau',
  validFor: 'Valide pour',
  how: 'Inscrivez-vous avec le lien ci-dessous : créez votre compte ou connectez-vous, et votre code sera déjà inscrit à l’étape des cadeaux. Les codes sont sensibles à la casse.',
  button: 'M’inscrire avec mon code-cadeau',
  footer: {
    why: 'Vous recevez ce courriel parce qu’un participant de Canada Virtual Challenges a inscrit votre adresse pour vous offrir une inscription.',
    questions: 'Des questions? Écrivez-nous à',
  },
};

const CATALOGUE: MailCatalogue<GiftTexts> = { en: EN, fr: FR };

export function renderGiftMail(facts: GiftMailFacts, wanted: MailLanguage): RenderedMail {
  const { texts: t, language } = textsFor(CATALOGUE, wanted);
  const from = facts.fromName.trim();
  const subject = from ? t.subject(from, facts.raceName) : t.subjectNoName(facts.raceName);
  const intro = from
    ? t.intro(from, facts.legName, facts.raceName)
    : t.introNoName(facts.legName, facts.raceName);
  const messageTitle = from ? t.messageFrom(from) : t.messageNoName;
  const message = facts.message.trim();

  const text = [
    t.greeting,
    '',
    intro,
    ...(message ? ['', messageTitle, ...message.split('\n').map((line) => `> ${line}`)] : []),
    '',
    labelled(t.code, facts.code, language),
    labelled(t.validFor, facts.legName, language),
    '',
    t.how,
    labelled(t.button, facts.registerUrl, language),
    '',
    textFooter(t.footer),
    '',
  ].join('\n');

  const bodyHtml = [
    `<p style="margin:0 0 12px">${escapeHtml(t.greeting)}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
    message
      ? `<p style="margin:0 0 4px">${escapeHtml(messageTitle)}</p>` +
        `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #b3261e;background:#f8f8f8;white-space:pre-line">${escapeHtml(message)}</blockquote>`
      : '',
    `<p style="margin:0 0 4px">${escapeHtml(t.code)}</p>`,
    `<p style="margin:0 0 8px;font:bold 22px/1.3 'Courier New',monospace;letter-spacing:1px">${escapeHtml(facts.code)}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(labelled(t.validFor, facts.legName, language))}</p>`,
    `<p style="margin:0 0 12px">${escapeHtml(t.how)}</p>`,
    `<p style="margin:0 0 8px">${button(facts.registerUrl, t.button)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');

  return {
    message: {
      subject,
      text,
      html: layout({
        language,
        title: subject,
        preheader: t.preheader,
        bodyHtml,
        footer: t.footer,
      }),
    },
  };
}
