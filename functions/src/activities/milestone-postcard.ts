/**
 * The milestone "postcard" (the e-mail feature's second transactional mail; docs/product.md §P2, §P3 for
 * milestones): when an activity, logged by hand or imported from a tracker, first takes the
 * participant's total on a leg past one of the leg's milestones, one e-mail with the place's
 * image, name, location, description and link, and the km done and to go. One per milestone
 * per participant ever: the mail id is derived from her uid, the leg and the milestone's km
 * (activity-mail.ts writes it create-if-absent), so a replayed import, a retried trigger or a
 * delete followed by a new crossing never sends a second one. Pure: this decides and renders.
 */
import type { Milestone } from '../../../src/contract/docs/milestones';
import {
  button,
  composeMail,
  escapeHtml,
  link,
  paragraph,
  paragraphOf,
  type FooterTexts,
} from '../mail/html';
import {
  formatKm,
  greetingOf,
  labelled,
  textsFor,
  type MailCatalogue,
  type MailLanguage,
} from '../mail/language';
import { NARROW_NBSP, NBSP as NB } from '../../../src/contract/french-typography';
import { mailIdFor, type RenderedMail } from '../mail/outbox';
import { unsubscribeHeaders, unsubscribeLink } from '../mail/unsubscribe';

/** The same tolerance as completion (activity-effects.ts): sums of decimals are not exact. */
const EPSILON_KM = 1e-9;

/**
 * The milestones this write takes the total past: above the total before, at or below the total
 * after. A milestone at 0 km (the start) is no destination and never crossed. In route order.
 */
export function crossedMilestones(
  milestones: readonly Milestone[],
  beforeKm: number,
  afterKm: number,
): Milestone[] {
  if (!(afterKm > beforeKm)) return [];
  return milestones
    .filter((m) => m.distance > 0 && m.distance > beforeKm + EPSILON_KM)
    .filter((m) => m.distance <= afterKm + EPSILON_KM)
    .sort((a, b) => a.distance - b.distance);
}

/**
 * mail/milestone__{uid}__{legId}__{km}: a milestone is known by where it is on the leg (its
 * km), so an organiser's rewording of its name or description does not make it a new one.
 */
export function postcardMailId(uid: string, legId: string, milestoneKm: number): string {
  return mailIdFor('milestone', uid, legId, `${String(milestoneKm).replace('.', '_')}km`);
}

export interface PostcardFacts {
  readonly firstName: string;
  readonly raceName: string;
  readonly legName: string;
  readonly milestone: {
    readonly name: string;
    readonly location: string;
    readonly description: string;
    /** Absolute http(s) URL, or null: the mail reads the same without it. */
    readonly imageUrl: string | null;
    readonly link: string | null;
  };
  /** Her total on the leg after this activity, km. */
  readonly doneKm: number;
  /** The leg's distance, km; null when the leg has none (no "to go" then). */
  readonly legKm: number | null;
  readonly dashboardUrl: string;
  /**
   * Her signed one-click unsubscribe from postcards (mail/unsubscribe.ts): postcards are not
   * strictly transactional, so each carries it in the footer and the RFC 8058 headers.
   */
  readonly unsubscribeUrl: string;
}

interface PostcardTexts {
  readonly subject: (place: string) => string;
  readonly preheader: (place: string, leg: string) => string;
  readonly greeting: (firstName: string) => string;
  readonly greetingNoName: string;
  readonly reached: (place: string, leg: string) => string;
  readonly imageAlt: (place: string) => string;
  readonly location: string;
  readonly learnMore: string;
  readonly done: (km: string) => string;
  readonly toGo: (km: string) => string;
  readonly finished: string;
  readonly keepGoing: string;
  readonly dashboard: string;
  readonly footer: FooterTexts;
}

const EN: PostcardTexts = {
  subject: (place) => `Postcard from ${place}: you made it!`,
  preheader: (place, leg) => `You reached ${place} on the ${leg}.`,
  greeting: (firstName) => `Hi ${firstName},`,
  greetingNoName: 'Hi,',
  reached: (place, leg) => `Your kilometres just took you to ${place} on the ${leg}.`,
  imageAlt: (place) => `Postcard of ${place}`,
  location: 'Where you are',
  learnMore: 'Learn more about this place',
  done: (km) => `Distance done: ${km} km`,
  toGo: (km) => `Still to go: ${km} km`,
  finished: 'Distance to go: none, you have covered the whole leg!',
  keepGoing: 'Keep going: the next milestone is waiting for you.',
  dashboard: 'Open my dashboard',
  footer: {
    why: 'You receive this e-mail because you reached a milestone of your Canada Virtual Challenges race.',
  },
};

// The place's name stands alone after a colon: "Carte postale de chutes Albion" or "jusqu’à
// lac Laberge" glued a preposition to a name that needs an article (docs/i18n.md, "Names that
// read alone").
const FR: PostcardTexts = {
  subject: (place) => `Carte postale${NB}: ${place}. Vous y êtes!`,
  preheader: (place, leg) => `Jalon atteint${NB}: ${place} (${leg}).`,
  greeting: (firstName) => `Bonjour ${firstName},`,
  greetingNoName: 'Bonjour,',
  reached: (place, leg) =>
    `Vos kilomètres viennent de vous faire atteindre un nouveau jalon${NB}: ${place} (${leg}).`,
  imageAlt: (place) => `Carte postale${NB}: ${place}`,
  location: 'Où vous êtes',
  learnMore: 'En savoir plus sur cet endroit',
  done: (km) => `Distance parcourue${NB}: ${km}${NARROW_NBSP}km`,
  toGo: (km) => `Distance restante${NB}: ${km}${NARROW_NBSP}km`,
  finished: `Distance restante${NB}: aucune. Votre parcours est terminé!`,
  keepGoing: `Continuez${NB}: le prochain jalon vous attend.`,
  dashboard: 'Ouvrir mon tableau de bord',
  footer: {
    why: 'Vous recevez ce courriel parce que vous avez atteint un jalon de votre défi Canada Virtual Challenges.',
  },
};

const CATALOGUE: MailCatalogue<PostcardTexts> = { en: EN, fr: FR };

export function renderPostcardMail(facts: PostcardFacts, wanted: MailLanguage): RenderedMail {
  const { texts: t, language } = textsFor(CATALOGUE, wanted);
  const { milestone } = facts;
  const place = milestone.name || milestone.location;
  const greeting = greetingOf(facts.firstName, t);
  const toGoKm = facts.legKm === null ? null : Math.max(0, facts.legKm - facts.doneKm);
  const distances = [
    t.done(formatKm(facts.doneKm, language)),
    ...(toGoKm === null ? [] : [toGoKm > 0 ? t.toGo(formatKm(toGoKm, language)) : t.finished]),
  ];
  const subject = t.subject(place);
  const unsubscribe = unsubscribeLink(facts.unsubscribeUrl, 'postcards', language);

  const text = [
    greeting,
    '',
    t.reached(place, facts.legName),
    '',
    place,
    ...(milestone.location && milestone.location !== place
      ? [labelled(t.location, milestone.location, language)]
      : []),
    ...(milestone.description ? ['', milestone.description] : []),
    ...(milestone.link ? ['', labelled(t.learnMore, milestone.link, language)] : []),
    '',
    ...distances,
    ...(toGoKm !== 0 ? ['', t.keepGoing] : []),
    '',
    labelled(t.dashboard, facts.dashboardUrl, language),
  ];

  // Every value from the milestones document or the participant is escaped; the image has
  // alt text and nothing depends on it (readable with images off).
  const body = [
    paragraph(greeting),
    paragraph(t.reached(place, facts.legName), 'margin:0 0 16px'),
    milestone.imageUrl
      ? paragraphOf(
          `<img src="${escapeHtml(milestone.imageUrl)}" alt="${escapeHtml(t.imageAlt(place))}" width="560" style="display:block;width:100%;max-width:560px;height:auto;border:0">`,
          'margin:0 0 16px',
        )
      : '',
    `<h2 style="font-size:20px;margin:0 0 4px">${escapeHtml(place)}</h2>`,
    milestone.location && milestone.location !== place
      ? paragraph(
          labelled(t.location, milestone.location, language),
          'margin:0 0 12px;color:#555555',
        )
      : '',
    milestone.description ? paragraph(milestone.description) : '',
    milestone.link ? paragraphOf(link(milestone.link, t.learnMore), 'margin:0 0 16px') : '',
    paragraphOf(distances.map(escapeHtml).join('<br>'), 'margin:0 0 16px;font-weight:bold'),
    toGoKm !== 0 ? paragraph(t.keepGoing, 'margin:0 0 16px') : '',
    paragraphOf(button(facts.dashboardUrl, t.dashboard), 'margin:0 0 8px'),
  ];

  return composeMail({
    language,
    subject,
    preheader: t.preheader(place, facts.legName),
    body,
    text,
    footer: t.footer,
    unsubscribe,
    headers: unsubscribeHeaders(facts.unsubscribeUrl),
  });
}
