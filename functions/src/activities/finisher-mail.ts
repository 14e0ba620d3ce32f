/**
 * The "finished" e-mail (the e-mail feature's third transactional mail; docs/product.md §P4, completion):
 * when completedDate is first set on her registration, congratulations, the leg's finisher
 * badge (races/{legId}.finisher_badge, linked to finisher_link as on the dashboard), the way to
 * her certificate (the dashboard's "Download certificate", shown once the leg is completed) and
 * when the medal ships (races/{legId}.medalsShipAt, docs/product.md §R9). Exactly once per participant and
 * leg: the mail id is derived from both (activity-mail.ts writes it create-if-absent), so a
 * completion cleared by a delete and reached again sends nothing more. Pure.
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
  formatDay,
  formatKm,
  greetingOf,
  labelled,
  textsFor,
  type MailCatalogue,
  type MailLanguage,
} from '../mail/language';
import { NARROW_NBSP, NBSP as NB } from '../../../src/contract/french-typography';
import { mailIdFor, type RenderedMail } from '../mail/outbox';

/** mail/finisher__{uid}__{legId}. */
export const finisherMailId = (uid: string, legId: string): string =>
  mailIdFor('finisher', uid, legId);

export interface FinisherFacts {
  readonly firstName: string;
  readonly raceName: string;
  readonly legName: string;
  /** The leg's distance, km; null when unknown. */
  readonly distanceKm: number | null;
  readonly completedDate: Date;
  /** Absolute http(s) URLs or null: the mail reads the same without the image. */
  readonly badgeUrl: string | null;
  readonly badgeLink: string | null;
  /** Her dashboard, where the certificate is downloaded. */
  readonly dashboardUrl: string;
  /** The account page, where the shipping address is corrected until the medals ship. */
  readonly accountUrl: string;
  readonly medalsShipAt: Date | null;
}

interface FinisherTexts {
  readonly subject: (leg: string, race: string) => string;
  readonly preheader: string;
  readonly greeting: (firstName: string) => string;
  readonly greetingNoName: string;
  readonly congratulations: (leg: string, race: string) => string;
  readonly finishedOn: (date: string, km: string) => string;
  readonly finishedOnNoKm: (date: string) => string;
  readonly badgeAlt: string;
  readonly badge: string;
  readonly certificateTitle: string;
  readonly certificate: string;
  readonly certificateButton: string;
  readonly medalTitle: string;
  readonly medalShipsAt: (date: string) => string;
  readonly medalShipsAfter: string;
  readonly address: string;
  readonly account: string;
  readonly footer: FooterTexts;
}

const EN: FinisherTexts = {
  subject: (leg) => `Congratulations, you finished the ${leg}!`,
  preheader: 'Your finisher badge, your certificate and when your medal ships.',
  greeting: (firstName) => `Congratulations, ${firstName}!`,
  greetingNoName: 'Congratulations!',
  congratulations: (leg, race) => `You have completed the ${leg} of ${race}.`,
  finishedOn: (date, km) => `Finished on ${date}: ${km} km.`,
  finishedOnNoKm: (date) => `Finished on ${date}.`,
  badgeAlt: 'Finisher badge',
  badge: 'See my finisher badge',
  certificateTitle: 'Your certificate',
  certificate: 'Your finisher certificate is ready: download it from your dashboard.',
  certificateButton: 'Download my certificate',
  medalTitle: 'Your medal',
  medalShipsAt: (date) => `Medals for this challenge ship from ${date}.`,
  medalShipsAfter: 'Medals for this challenge ship after it ends.',
  address:
    'It goes to the shipping address of your registration; you can correct it on your account page until the medals ship.',
  account: 'My account',
  footer: {
    why: 'You receive this e-mail because you finished a Canada Virtual Challenges race.',
  },
};

// The race and leg names stand alone after a colon: French glues no article or preposition to
// a name it cannot inflect (docs/i18n.md, "Names that read alone").
const FR: FinisherTexts = {
  subject: (leg, race) => `Félicitations, parcours terminé${NB}: ${race} – ${leg}`,
  preheader: 'Votre insigne de réussite, votre certificat et l’envoi de votre médaille.',
  greeting: (firstName) => `Félicitations, ${firstName}!`,
  greetingNoName: 'Félicitations!',
  congratulations: (leg, race) => `Vous avez terminé votre parcours${NB}: ${race} – ${leg}.`,
  finishedOn: (date, km) => `Terminé le ${date}${NB}: ${km}${NARROW_NBSP}km.`,
  finishedOnNoKm: (date) => `Terminé le ${date}.`,
  badgeAlt: 'Insigne de réussite',
  badge: 'Voir mon insigne de réussite',
  certificateTitle: 'Votre certificat',
  certificate: `Votre certificat de réussite est prêt${NB}: téléchargez-le à partir de votre tableau de bord.`,
  certificateButton: 'Télécharger mon certificat',
  medalTitle: 'Votre médaille',
  medalShipsAt: (date) => `Les médailles de ce défi seront expédiées à partir du ${date}.`,
  medalShipsAfter: 'Les médailles de ce défi seront expédiées après la fin du défi.',
  address:
    'Elle sera envoyée à l’adresse de livraison de votre inscription; vous pouvez la corriger dans la page de votre compte jusqu’à l’envoi des médailles.',
  account: 'Mon compte',
  footer: {
    why: 'Vous recevez ce courriel parce que vous avez terminé un défi Canada Virtual Challenges.',
  },
};

const CATALOGUE: MailCatalogue<FinisherTexts> = { en: EN, fr: FR };

export function renderFinisherMail(facts: FinisherFacts, wanted: MailLanguage): RenderedMail {
  const { texts: t, language } = textsFor(CATALOGUE, wanted);
  const greeting = greetingOf(facts.firstName, t);
  const day = formatDay(facts.completedDate, language);
  const finished =
    facts.distanceKm !== null
      ? t.finishedOn(day, formatKm(facts.distanceKm, language))
      : t.finishedOnNoKm(day);
  const medal = facts.medalsShipAt
    ? t.medalShipsAt(formatDay(facts.medalsShipAt, language))
    : t.medalShipsAfter;
  const subject = t.subject(facts.legName, facts.raceName);
  const congratulations = t.congratulations(facts.legName, facts.raceName);

  const text = [
    greeting,
    '',
    congratulations,
    finished,
    ...(facts.badgeLink ? ['', labelled(t.badge, facts.badgeLink, language)] : []),
    '',
    t.certificateTitle,
    t.certificate,
    labelled(t.certificateButton, facts.dashboardUrl, language),
    '',
    t.medalTitle,
    medal,
    t.address,
    labelled(t.account, facts.accountUrl, language),
  ];

  const badgeImage = facts.badgeUrl
    ? `<img src="${escapeHtml(facts.badgeUrl)}" alt="${escapeHtml(t.badgeAlt)}" width="128" height="128" style="display:block;margin:0 auto;border:0">`
    : '';
  const body = [
    paragraph(greeting, 'margin:0 0 12px;font-size:20px;font-weight:bold'),
    paragraph(congratulations, 'margin:0 0 8px'),
    paragraph(finished, 'margin:0 0 16px'),
    badgeImage
      ? paragraphOf(
          facts.badgeLink
            ? `<a href="${escapeHtml(facts.badgeLink)}">${badgeImage}</a>`
            : badgeImage,
          'margin:0 0 8px;text-align:center',
        )
      : '',
    facts.badgeLink
      ? paragraphOf(link(facts.badgeLink, t.badge), 'margin:0 0 16px;text-align:center')
      : '',
    heading(t.certificateTitle),
    paragraph(t.certificate, 'margin:0 0 8px'),
    paragraphOf(button(facts.dashboardUrl, t.certificateButton), 'margin:0 0 8px'),
    heading(t.medalTitle),
    paragraph(medal, 'margin:0 0 8px'),
    paragraphOf(`${escapeHtml(t.address)} ${link(facts.accountUrl, t.account)}`, 'margin:0 0 16px'),
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
