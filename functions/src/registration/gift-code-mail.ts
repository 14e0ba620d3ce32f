/**
 * The gift e-mail (the e-mail feature's fifth mail: "Send a gift code to a friend" on the
 * account page): who sends it, her message if she wrote one, the code, the leg it is valid for,
 * and a link that opens registration for that leg with the code filled in. Written in the
 * buyer's language (the friend's is not known). Pure.
 *
 * It goes from our domain to an address a participant typed, so it must not carry her phishing
 * (README, "E-mail"): the subject and the intro name her by the first word of her first name
 * only, when it reads as a name (gift-sender-name.ts), never her last name nor other text she
 * typed; her message is short (the contract's limit), quoted as hers (a blockquote, "> " lines),
 * escaped, its links broken so no client makes them clickable (gift-message-text.ts), with a
 * line saying she wrote it, not us; and every gift e-mail carries a signed "Report this e-mail"
 * link (gift-report-link.ts), which stops her gift e-mails.
 *
 * Exactly once: the id is derived from the code, the friend's address and the day, so a send
 * repeated (a double click, a retry after a lost answer) is the same mail, and the daily limit
 * counts it once.
 */
import {
  button,
  composeMail,
  escapeHtml,
  link,
  paragraph,
  paragraphOf,
  type FooterTexts,
} from '../mail/html';
import { labelled, textsFor, type MailCatalogue, type MailLanguage } from '../mail/language';
import { NBSP as NB } from '../../../src/contract/french-typography';
import { mailIdFor, type RenderedMail } from '../mail/outbox';
import { giftMessageText } from './gift-message-text';
import { giftSenderName } from './gift-sender-name';

/** mail/gift__{hash of code, address and day}. */
export const giftMailId = (code: string, email: string, day: string): string =>
  mailIdFor('gift', code, email.toLowerCase(), day);

export interface GiftMailFacts {
  /** The buyer's first name as she typed it ('' when unknown); the mail keeps its first word. */
  readonly buyerFirstName: string;
  /** Her message as the contract accepted it (bounded, trimmed). */
  readonly message: string;
  readonly code: string;
  readonly raceName: string;
  readonly legName: string;
  /** Registration for the code's leg, the code filled in. */
  readonly registerUrl: string;
  /** The signed "Report this e-mail" link of this mail (gift-report-link.ts). */
  readonly reportUrl: string;
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
  readonly messageNotOurs: (from: string) => string;
  readonly messageNotOursNoName: string;
  readonly reportWhy: string;
  readonly report: string;
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
  messageFrom: (from) => `${from} wrote:`,
  messageNoName: 'The person who sent you this gift wrote:',
  messageNotOurs: (from) =>
    `${from} wrote this message, not Canada Virtual Challenges, and we do not check it. We never ask for a password or a payment by e-mail.`,
  messageNotOursNoName:
    'The person who sent you this gift wrote this message, not Canada Virtual Challenges, and we do not check it. We never ask for a password or a payment by e-mail.',
  reportWhy:
    'Did you not expect this e-mail, or does it look wrong? Report it and this sender can send no more gift e-mails.',
  report: 'Report this e-mail',
  code: 'Your gift code',
  validFor: 'Valid for',
  how: 'Register with the link below: create your account or sign in, and your code is filled in on the gift step. Codes are case-sensitive.',
  button: 'Register with my gift code',
  footer: {
    why: 'You receive this e-mail because a Canada Virtual Challenges participant entered your address to send you a gift entry.',
  },
};

// The race and leg names stand alone after a colon ("inscription à La Grande Course…" glued a
// preposition to a name that carries its own article: docs/i18n.md, "Names that read alone").
const FR: GiftTexts = {
  subject: (from, race) => `${from} vous offre une inscription${NB}: ${race}`,
  subjectNoName: (race) => `Inscription offerte${NB}: ${race}`,
  preheader: 'Votre code-cadeau et comment vous inscrire avec celui-ci.',
  greeting: 'Bonjour,',
  intro: (from, leg, race) => `${from} vous offre une inscription${NB}: ${race} – ${leg}.`,
  introNoName: (leg, race) => `Vous avez reçu une inscription-cadeau${NB}: ${race} – ${leg}.`,
  messageFrom: (from) => `${from} a écrit${NB}:`,
  messageNoName: `La personne qui vous offre ce cadeau a écrit${NB}:`,
  messageNotOurs: (from) =>
    `${from} a écrit ce message, pas Canada Virtual Challenges, et nous ne le vérifions pas. Nous ne demandons jamais de mot de passe ni de paiement par courriel.`,
  messageNotOursNoName:
    'La personne qui vous offre ce cadeau a écrit ce message, pas Canada Virtual Challenges, et nous ne le vérifions pas. Nous ne demandons jamais de mot de passe ni de paiement par courriel.',
  reportWhy:
    'Vous n’attendiez pas ce courriel, ou il vous semble suspect? Signalez-le et cette personne ne pourra plus envoyer de courriels-cadeaux.',
  report: 'Signaler ce courriel',
  code: 'Votre code-cadeau',
  validFor: 'Valide pour le parcours',
  how: `Inscrivez-vous avec le lien ci-dessous${NB}: créez votre compte ou connectez-vous, et votre code sera déjà entré dans le champ Code-cadeau. Les codes sont sensibles à la casse.`,
  button: 'M’inscrire avec mon code-cadeau',
  footer: {
    why: 'Vous recevez ce courriel parce qu’une personne inscrite à Canada Virtual Challenges a entré votre adresse pour vous offrir une inscription.',
  },
};

const CATALOGUE: MailCatalogue<GiftTexts> = { en: EN, fr: FR };

export function renderGiftMail(facts: GiftMailFacts, wanted: MailLanguage): RenderedMail {
  const { texts: t, language } = textsFor(CATALOGUE, wanted);
  const from = giftSenderName(facts.buyerFirstName);
  const subject = from ? t.subject(from, facts.raceName) : t.subjectNoName(facts.raceName);
  const intro = from
    ? t.intro(from, facts.legName, facts.raceName)
    : t.introNoName(facts.legName, facts.raceName);
  const messageTitle = from ? t.messageFrom(from) : t.messageNoName;
  const notOurs = from ? t.messageNotOurs(from) : t.messageNotOursNoName;
  const message = giftMessageText(facts.message);

  const text = [
    t.greeting,
    '',
    intro,
    ...(message
      ? ['', messageTitle, ...message.split('\n').map((line) => `> ${line}`), '', notOurs]
      : []),
    '',
    labelled(t.code, facts.code, language),
    labelled(t.validFor, facts.legName, language),
    '',
    t.how,
    labelled(t.button, facts.registerUrl, language),
    '',
    t.reportWhy,
    labelled(t.report, facts.reportUrl, language),
  ];

  const body = [
    paragraph(t.greeting),
    paragraph(intro, 'margin:0 0 16px'),
    message
      ? paragraph(messageTitle, 'margin:0 0 4px') +
        `<blockquote style="margin:0 0 8px;padding:8px 12px;border-left:4px solid #b3261e;background:#f8f8f8;white-space:pre-line">${escapeHtml(message)}</blockquote>` +
        paragraph(notOurs, 'margin:0 0 16px;font-size:14px;color:#555555')
      : '',
    paragraph(t.code, 'margin:0 0 4px'),
    paragraph(
      facts.code,
      "margin:0 0 8px;font:bold 22px/1.3 'Courier New',monospace;letter-spacing:1px",
    ),
    paragraph(labelled(t.validFor, facts.legName, language), 'margin:0 0 16px'),
    paragraph(t.how),
    paragraphOf(button(facts.registerUrl, t.button), 'margin:0 0 16px'),
    paragraphOf(
      `${escapeHtml(t.reportWhy)} ${link(facts.reportUrl, t.report)}`,
      'margin:0;font-size:14px;color:#555555',
    ),
  ];

  return composeMail({
    language,
    subject,
    preheader: t.preheader,
    body,
    text,
    footer: t.footer,
  });
}
