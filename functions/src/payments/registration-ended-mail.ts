/**
 * The "registration ended" e-mail (docs/payments.md, "Refunds and disputes"): her payment was
 * refunded in full, or a dispute of it was decided against us, so her registration on the leg
 * ended: off the leaderboard and her team, the gift codes nobody used no longer valid (a used one
 * stays with whoever registered with it), her kilometres kept on her account. In English or
 * French, as she chose. Pure. mail/registration-ended__{paymentId}: once per payment.
 */
import { composeMail, escapeHtml, paragraph, type FooterTexts } from '../mail/html';
import { greetingOf, textsFor, type MailCatalogue, type MailLanguage } from '../mail/language';
import { mailIdFor, type RenderedMail } from '../mail/outbox';
import type { PaymentEnding } from './payment-ending';

export const registrationEndedMailId = (paymentId: string): string =>
  mailIdFor('registration-ended', paymentId);

export interface RegistrationEndedFacts {
  readonly ending: PaymentEnding;
  readonly firstName: string;
  /** "Race – Leg", or '' when unknown. */
  readonly legLabel: string;
  readonly voidedGiftCodes: readonly string[];
}

interface EndedTexts {
  readonly subject: (leg: string) => string;
  readonly greeting: (firstName: string) => string;
  readonly greetingNoName: string;
  readonly why: Readonly<Record<PaymentEnding, (leg: string) => string>>;
  readonly what: string;
  readonly codes: string;
  readonly kept: string;
  readonly mistake: string;
  readonly footer: FooterTexts;
}

const EN: EndedTexts = {
  subject: (leg) => `Your registration has ended: ${leg}`,
  greeting: (firstName) => `Hi ${firstName},`,
  greetingNoName: 'Hi,',
  why: {
    refunded: (leg) =>
      `Your payment for ${leg} was refunded in full, so your registration has ended.`,
    'dispute-lost': (leg) =>
      `Your bank reversed your payment for ${leg}, so your registration has ended.`,
  },
  what: 'You are no longer on the leaderboard or on a team for this challenge, and no medal will be shipped for it.',
  codes: 'These gift codes you bought with it were not used and are no longer valid:',
  kept: 'The kilometres you logged stay recorded in your account.',
  mistake: 'If this is a mistake, reply to this e-mail and we will sort it out.',
  footer: {
    why: 'You receive this e-mail because of a payment made with your Canada Virtual Challenges account.',
  },
};

const FR: EndedTexts = {
  subject: (leg) => `Votre inscription a pris fin\u00a0: ${leg}`,
  greeting: (firstName) => `Bonjour ${firstName},`,
  greetingNoName: 'Bonjour,',
  why: {
    refunded: (leg) =>
      `Votre paiement a été remboursé en entier, et votre inscription a donc pris fin\u00a0: ${leg}.`,
    'dispute-lost': (leg) =>
      `Votre banque a annulé votre paiement, et votre inscription a donc pris fin\u00a0: ${leg}.`,
  },
  what: 'Vous ne figurez plus au classement ni dans une équipe pour ce défi, et aucune médaille ne sera expédiée pour celui-ci.',
  codes:
    'Ces codes-cadeaux achetés avec elle n’ont pas été utilisés et ne sont plus valides\u00a0:',
  kept: 'Les kilomètres que vous avez enregistrés restent inscrits à votre compte.',
  mistake: 'S’il s’agit d’une erreur, répondez à ce courriel et nous réglerons la situation.',
  footer: {
    why: 'Vous recevez ce courriel en raison d’un paiement fait avec votre compte Canada Virtual Challenges.',
  },
};

const CATALOGUE: MailCatalogue<EndedTexts> = { en: EN, fr: FR };

export function renderRegistrationEndedMail(
  facts: RegistrationEndedFacts,
  wanted: MailLanguage,
): RenderedMail {
  const { texts: t, language } = textsFor(CATALOGUE, wanted);
  const greeting = greetingOf(facts.firstName, t);
  const leg = facts.legLabel || '—';
  const subject = t.subject(leg);
  const why = t.why[facts.ending](leg);
  const codes =
    facts.voidedGiftCodes.length > 0
      ? [t.codes, ...facts.voidedGiftCodes.map((c) => `  ${c}`)]
      : [];
  const text = [greeting, '', why, t.what, ...codes, '', t.kept, t.mistake];
  const body = [
    paragraph(greeting),
    paragraph(why),
    paragraph(t.what),
    ...(facts.voidedGiftCodes.length > 0
      ? [
          paragraph(t.codes),
          `<ul style="margin:0 0 12px">${facts.voidedGiftCodes.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>`,
        ]
      : []),
    paragraph(t.kept),
    paragraph(t.mistake),
  ];
  return composeMail({ language, subject, preheader: why, body, text, footer: t.footer });
}
