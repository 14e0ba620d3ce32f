/**
 * The "your medal is on its way" e-mail (docs/organiser-console.md, "Medals to ship"): sent once
 * per shipment an organiser imports, with the carrier, the tracking number and the carrier's
 * tracking link, in her language. Transactional (she finished and the medal was paid for): no
 * unsubscribe. Pure. mail/medal-shipped__{uid}__{legId}__{n}: the n-th shipment of the
 * registration, so a reship sends one more and a retried import none.
 */
import { CARRIER_LABELS, type Carrier } from '../../../src/contract/organiser/medal-shipment';
import {
  button,
  composeMail,
  escapeHtml,
  paragraph,
  paragraphOf,
  type FooterTexts,
} from '../mail/html';
import { greetingOf, textsFor, type MailCatalogue, type MailLanguage } from '../mail/language';
import { mailIdFor, type RenderedMail } from '../mail/outbox';

export const medalShippedMailId = (uid: string, legId: string, shipment: number): string =>
  mailIdFor('medal-shipped', uid, legId, String(shipment));

export interface MedalShippedFacts {
  readonly firstName: string;
  /** "Race – Leg" in her language, or '' when unknown. */
  readonly legLabel: string;
  readonly carrier: Carrier;
  readonly trackingNumber: string;
  readonly trackingUrl: string;
}

interface ShippedTexts {
  readonly subject: (leg: string) => string;
  readonly greeting: (firstName: string) => string;
  readonly greetingNoName: string;
  readonly shipped: (leg: string, carrier: string) => string;
  readonly number: string;
  readonly track: string;
  readonly trackAt: (url: string) => string;
  readonly later: string;
  readonly footer: FooterTexts;
}

const EN: ShippedTexts = {
  subject: (leg) => `Your medal is on its way: ${leg}`,
  greeting: (firstName) => `Hi ${firstName},`,
  greetingNoName: 'Hi,',
  shipped: (leg, carrier) => `Your medal for ${leg} has shipped with ${carrier}.`,
  number: 'Tracking number:',
  track: 'Track your medal',
  trackAt: (url) => `Track your medal: ${url}`,
  later: 'The tracking link may take a day to show the parcel. Your account page has it too.',
  footer: {
    why: 'You receive this e-mail because you finished a challenge with your Canada Virtual Challenges account.',
  },
};

const FR: ShippedTexts = {
  subject: (leg) => `Votre médaille est en route\u00a0: ${leg}`,
  greeting: (firstName) => `Bonjour ${firstName},`,
  greetingNoName: 'Bonjour,',
  shipped: (leg, carrier) => `Votre médaille a été expédiée par ${carrier}\u00a0: ${leg}.`,
  number: 'Numéro de suivi\u00a0:',
  track: 'Suivre ma médaille',
  trackAt: (url) => `Suivre ma médaille\u00a0: ${url}`,
  later:
    'Le lien de suivi peut prendre une journée à afficher le colis. Il figure aussi sur la page de votre compte.',
  footer: {
    why: 'Vous recevez ce courriel parce que vous avez terminé un défi avec votre compte Canada Virtual Challenges.',
  },
};

const CATALOGUE: MailCatalogue<ShippedTexts> = { en: EN, fr: FR };

export function renderMedalShippedMail(
  facts: MedalShippedFacts,
  wanted: MailLanguage,
): RenderedMail {
  const { texts: t, language } = textsFor(CATALOGUE, wanted);
  const greeting = greetingOf(facts.firstName, t);
  const leg = facts.legLabel || '—';
  const subject = t.subject(leg);
  const shipped = t.shipped(leg, CARRIER_LABELS[facts.carrier][language]);
  const text = [
    greeting,
    '',
    shipped,
    `${t.number} ${facts.trackingNumber}`,
    t.trackAt(facts.trackingUrl),
    '',
    t.later,
  ];
  const body = [
    paragraph(greeting),
    paragraph(shipped),
    paragraphOf(`${escapeHtml(t.number)} <strong>${escapeHtml(facts.trackingNumber)}</strong>`),
    paragraphOf(button(facts.trackingUrl, t.track)),
    paragraph(t.later),
  ];
  return composeMail({ language, subject, preheader: shipped, body, text, footer: t.footer });
}
