/**
 * The "registration confirmed" e-mail (the e-mail feature's first transactional mail), sent
 * once per provisioned payment or gift redemption (confirmation-mail-trigger.ts): greeting by
 * first name, race, leg and distance, bib, challenge dates, links to the dashboard, the
 * printable bib and the community page, where and when the medal ships, each gift code bought
 * with the leg it is valid for, and a receipt as the payment recorded it. Pure: the facts in,
 * the subject, text and HTML parts out. Every value that is not our own text is escaped in the
 * HTML part (html.ts). In English or French, as the participant chose (users/{uid}.language).
 * The receipt shows GST/HST and QST on lines of their own beside the business's registration
 * numbers (deployments.json `taxNumbers`; docs/payments.md, "Receipts").
 */
import {
  button,
  composeMail,
  escapeHtml,
  heading,
  link,
  paragraph,
  paragraphOf,
  type FooterTexts,
} from '../mail/html';
import {
  formatCents,
  formatDay,
  formatKm,
  greetingOf,
  labelled,
  textsFor,
  type MailCatalogue,
  type MailLanguage,
} from '../mail/language';
import { NARROW_NBSP, NBSP as NB } from '../../../src/contract/french-typography';
import type { RenderedMail } from '../mail/outbox';
import { SENDER } from '../mail/sender';
import type { Receipt } from './receipt';

export interface GiftCodeLine {
  readonly code: string;
  /** The leg it registers for, as people read it ("The Big Canada Run 2025 – 250 km Leg"). */
  readonly leg: string;
}

export interface ConfirmationFacts {
  readonly firstName: string;
  readonly raceName: string;
  readonly legName: string;
  /** Km; null when the leg has none. */
  readonly distanceKm: number | null;
  readonly bibNumber: number;
  /** null without a team. */
  readonly teamName: string | null;
  readonly challengeStart: Date | null;
  readonly challengeEnd: Date | null;
  readonly dashboardUrl: string;
  readonly bibUrl: string | null;
  readonly communityUrl: string | null;
  /** The lines of the address the medal ships to; empty when none is kept. */
  readonly shippingAddress: readonly string[];
  readonly medalsShipAt: Date | null;
  readonly giftCodes: readonly GiftCodeLine[];
  readonly receipt: Receipt;
}

interface ConfirmationTexts {
  readonly subject: (race: string, leg: string) => string;
  readonly preheader: (bib: number) => string;
  readonly greeting: (firstName: string) => string;
  readonly greetingNoName: string;
  readonly registered: string;
  readonly race: string;
  /** The leg's rows: its name and distance. */
  readonly legRows: (leg: string, km: string | null) => [string, string][];
  readonly bib: string;
  readonly team: string;
  readonly dates: string;
  readonly dateRange: (from: string, to: string) => string;
  readonly dashboard: string;
  readonly printableBib: string;
  readonly community: string;
  readonly medalTitle: string;
  readonly medalShipsAt: (date: string) => string;
  readonly medalShipsAfter: string;
  readonly medalNoAddress: string;
  readonly giftTitle: string;
  readonly giftIntro: string;
  readonly giftValidFor: (leg: string) => string;
  readonly receiptTitle: string;
  readonly discount: string;
  readonly gstHst: (registration: string) => string;
  readonly qst: (registration: string) => string;
  readonly otherTax: string;
  readonly total: string;
  readonly refunded: string;
  readonly paidWithGift: (code: string) => string;
  readonly footer: FooterTexts;
}

const EN: ConfirmationTexts = {
  subject: (race, leg) => `You're registered: ${race} – ${leg}`,
  preheader: (bib) => `Your bib number is ${bib}. Everything about your registration inside.`,
  greeting: (firstName) => `Hi ${firstName},`,
  greetingNoName: 'Hi,',
  registered: 'Your registration is confirmed. Welcome to the challenge!',
  race: 'Race',
  legRows: (leg, km) => [['Distance', km === null ? leg : `${leg} (${km} km)`]],
  bib: 'Bib number',
  team: 'Team',
  dates: 'Challenge dates',
  dateRange: (from, to) => `${from} to ${to}`,
  dashboard: 'Open my dashboard',
  printableBib: 'Print my bib',
  community: 'Join the community',
  medalTitle: 'Your medal',
  medalShipsAt: (date) => `Medals ship from ${date} to:`,
  medalShipsAfter: 'Your medal ships after the challenge to:',
  medalNoAddress:
    'We have no shipping address for your medal yet: reply to this e-mail and we will settle it with you.',
  giftTitle: 'Your gift registrations',
  giftIntro: 'Give each code to a friend: they enter it when they register for the distance shown.',
  giftValidFor: (leg) => `valid for ${leg}`,
  receiptTitle: 'Receipt',
  discount: 'Discount',
  gstHst: (registration) => `GST/HST (registration no. ${registration})`,
  qst: (registration) => `QST (registration no. ${registration})`,
  otherTax: 'Other taxes',
  total: 'Total charged',
  refunded: 'Refunded',
  paidWithGift: (code) => `Registered with gift code ${code}`,
  footer: {
    why: 'You receive this e-mail because you registered for a Canada Virtual Challenges race.',
  },
};

const FR: ConfirmationTexts = {
  subject: (race, leg) => `Votre inscription est confirmée${NB}: ${race} – ${leg}`,
  preheader: (bib) =>
    `Votre numéro de dossard est le ${bib}. Tous les détails de votre inscription à l’intérieur.`,
  greeting: (firstName) => `Bonjour ${firstName},`,
  greetingNoName: 'Bonjour,',
  registered: 'Votre inscription est confirmée. Bienvenue dans le défi!',
  race: 'Défi',
  legRows: (leg, km) => [
    ['Parcours', leg],
    ...(km === null ? [] : ([['Distance', `${km}${NARROW_NBSP}km`]] as [string, string][])),
  ],
  bib: 'Numéro de dossard',
  team: 'Équipe',
  dates: 'Dates du défi',
  dateRange: (from, to) => `du ${from} au ${to}`,
  dashboard: 'Ouvrir mon tableau de bord',
  printableBib: 'Imprimer mon dossard',
  community: 'Rejoindre la communauté',
  medalTitle: 'Votre médaille',
  medalShipsAt: (date) =>
    `Les médailles seront expédiées à partir du ${date} à l’adresse suivante${NB}:`,
  medalShipsAfter: `Votre médaille sera expédiée après le défi à l’adresse suivante${NB}:`,
  medalNoAddress: `Nous n’avons pas encore d’adresse de livraison pour votre médaille${NB}: répondez à ce courriel et nous réglerons cela avec vous.`,
  giftTitle: 'Vos inscriptions-cadeaux',
  giftIntro: `Donnez chaque code à une personne amie${NB}: elle l’entrera en s’inscrivant au parcours indiqué.`,
  giftValidFor: (leg) => `parcours${NB}: ${leg}`,
  receiptTitle: 'Reçu',
  discount: 'Rabais',
  gstHst: (registration) => `TPS/TVH (numéro d’inscription ${registration})`,
  qst: (registration) => `TVQ (numéro d’inscription ${registration})`,
  otherTax: 'Autres taxes',
  total: 'Total facturé',
  refunded: 'Remboursé',
  paidWithGift: (code) => `Inscription avec le code-cadeau ${code}`,
  footer: {
    why: 'Vous recevez ce courriel à la suite de votre inscription à un défi Canada Virtual Challenges.',
  },
};

const CATALOGUE: MailCatalogue<ConfirmationTexts> = { en: EN, fr: FR };

export function renderConfirmationMail(
  facts: ConfirmationFacts,
  wanted: MailLanguage,
): RenderedMail {
  const { texts: t, language } = textsFor(CATALOGUE, wanted);
  const money = (cents: number) => formatCents(cents, language);
  const greeting = greetingOf(facts.firstName, t);
  const dates =
    facts.challengeStart && facts.challengeEnd
      ? t.dateRange(
          formatDay(facts.challengeStart, language),
          formatDay(facts.challengeEnd, language),
        )
      : null;
  const details: [string, string][] = [
    [t.race, facts.raceName],
    ...t.legRows(
      facts.legName,
      facts.distanceKm !== null ? formatKm(facts.distanceKm, language) : null,
    ),
    [t.bib, String(facts.bibNumber)],
    ...(facts.teamName ? ([[t.team, facts.teamName]] as [string, string][]) : []),
    ...(dates ? ([[t.dates, dates]] as [string, string][]) : []),
  ];
  const medalIntro = facts.medalsShipAt
    ? t.medalShipsAt(formatDay(facts.medalsShipAt, language))
    : t.medalShipsAfter;
  const { receipt } = facts;
  const receiptRows: [string, string][] = [
    ...receipt.lines.map((line): [string, string] => [
      line.quantity > 1 ? `${line.description} × ${line.quantity}` : line.description,
      money(line.cents),
    ]),
    ...(receipt.giftCode
      ? ([[t.paidWithGift(receipt.giftCode), money(0)]] as [string, string][])
      : []),
    ...(receipt.discountCents > 0
      ? ([[t.discount, `−${money(receipt.discountCents)}`]] as [string, string][])
      : []),
    // A card payment's taxes, each on its line with the registration number (a gift code's zero
    // payment charged none).
    ...(receipt.giftCode
      ? []
      : ([
          [t.gstHst(SENDER.taxNumbers.gstHst), money(receipt.taxes.gstHst)],
          [t.qst(SENDER.taxNumbers.qst), money(receipt.taxes.qst)],
          ...(receipt.taxes.other > 0 ? [[t.otherTax, money(receipt.taxes.other)]] : []),
        ] as [string, string][])),
  ];
  const totalRows: [string, string][] = [
    [t.total, money(receipt.totalCents)],
    ...(receipt.refundedCents > 0
      ? ([[t.refunded, `−${money(receipt.refundedCents)}`]] as [string, string][])
      : []),
  ];

  // The plain-text part.
  const text = [
    greeting,
    '',
    t.registered,
    '',
    ...details.map(([label, value]) => labelled(label, value, language)),
    '',
    labelled(t.dashboard, facts.dashboardUrl, language),
    ...(facts.bibUrl ? [labelled(t.printableBib, facts.bibUrl, language)] : []),
    ...(facts.communityUrl ? [labelled(t.community, facts.communityUrl, language)] : []),
    '',
    `${t.medalTitle}`,
    ...(facts.shippingAddress.length > 0
      ? [medalIntro, ...facts.shippingAddress.map((line) => `  ${line}`)]
      : [t.medalNoAddress]),
    ...(facts.giftCodes.length > 0
      ? [
          '',
          t.giftTitle,
          t.giftIntro,
          ...facts.giftCodes.map((gift) => `  ${gift.code} (${t.giftValidFor(gift.leg)})`),
        ]
      : []),
    '',
    t.receiptTitle,
    ...receiptRows.map(([label, value]) => `  ${labelled(label, value, language)}`),
    ...totalRows.map(([label, value]) => `  ${labelled(label, value, language)}`),
  ];

  // The HTML part: every value escaped (names, team, codes, addresses, descriptions).
  const row = ([label, value]: [string, string], strong = false) =>
    `<tr><td style="padding:4px 8px 4px 0;color:#555555">${escapeHtml(label)}</td>` +
    `<td style="padding:4px 0;text-align:right${strong ? ';font-weight:bold' : ''}">${escapeHtml(value)}</td></tr>`;
  const table = (rows: string) =>
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
  const body = [
    paragraph(greeting),
    paragraph(t.registered, 'margin:0 0 16px'),
    table(details.map((detail) => row(detail, detail[0] === t.bib)).join('')),
    paragraphOf(button(facts.dashboardUrl, t.dashboard), 'margin:0 0 8px'),
    facts.bibUrl || facts.communityUrl
      ? paragraphOf(
          [
            facts.bibUrl ? link(facts.bibUrl, t.printableBib) : '',
            facts.communityUrl ? link(facts.communityUrl, t.community) : '',
          ]
            .filter(Boolean)
            .join(' · '),
          'margin:0 0 16px',
        )
      : '',
    heading(t.medalTitle),
    facts.shippingAddress.length > 0
      ? paragraph(medalIntro, 'margin:0 0 8px') +
        paragraphOf(facts.shippingAddress.map(escapeHtml).join('<br>'), 'margin:0 0 16px')
      : paragraph(t.medalNoAddress, 'margin:0 0 16px'),
    facts.giftCodes.length > 0
      ? heading(t.giftTitle) +
        paragraph(t.giftIntro, 'margin:0 0 8px') +
        `<ul style="margin:0 0 16px;padding-left:20px">${facts.giftCodes
          .map(
            (gift) =>
              `<li><strong style="font-family:Consolas,monospace">${escapeHtml(gift.code)}</strong> ${escapeHtml(`(${t.giftValidFor(gift.leg)})`)}</li>`,
          )
          .join('')}</ul>`
      : '',
    heading(t.receiptTitle),
    table(receiptRows.map((r) => row(r)).join('') + totalRows.map((r) => row(r, true)).join('')),
  ];

  return composeMail({
    language,
    subject: t.subject(facts.raceName, facts.legName),
    preheader: t.preheader(facts.bibNumber),
    body,
    text,
    footer: t.footer,
  });
}
