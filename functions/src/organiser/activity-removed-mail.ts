/**
 * "An activity was removed" (docs/organiser-console.md, "Fair-play review"): an organiser
 * removed one of her activities after reviewing its fair-play flag; one e-mail per flag, saying
 * which activity, why (the organiser's reason, quoted as typed and escaped) and that she can
 * reply. In her language. Pure. mail/activity-removed__{flagId}.
 */
import { composeMail, paragraph, type FooterTexts } from '../mail/html';
import { greetingOf, textsFor, type MailCatalogue, type MailLanguage } from '../mail/language';
import { mailIdFor, type RenderedMail } from '../mail/outbox';

export const activityRemovedMailId = (flagId: string): string =>
  mailIdFor('activity-removed', flagId);

export interface ActivityRemovedFacts {
  readonly firstName: string;
  /** "Race – Leg" in her language, or ''. */
  readonly legLabel: string;
  /** The activity: its day (YYYY-MM-DD) and km. */
  readonly day: string;
  readonly distanceKm: number;
  readonly reason: string;
}

interface RemovedTexts {
  readonly subject: (leg: string) => string;
  readonly greeting: (firstName: string) => string;
  readonly greetingNoName: string;
  readonly removed: (km: string, day: string, leg: string) => string;
  readonly why: (reason: string) => string;
  readonly totals: string;
  readonly reply: string;
  readonly footer: FooterTexts;
}

const EN: RemovedTexts = {
  subject: (leg) => `An activity was removed from your challenge: ${leg}`,
  greeting: (firstName) => `Hi ${firstName},`,
  greetingNoName: 'Hi,',
  removed: (km, day, leg) =>
    `We reviewed your activity of ${day} (${km}) and removed it from ${leg}.`,
  why: (reason) => `Why: ${reason}`,
  totals: 'Your total, your standing and your team’s total no longer count it.',
  reply: 'If this is a mistake, reply to this e-mail and tell us about the activity.',
  footer: {
    why: 'You receive this e-mail because an organiser reviewed an activity on your Canada Virtual Challenges account.',
  },
};

const FR: RemovedTexts = {
  subject: (leg) => `Une activité a été retirée de votre défi\u00a0: ${leg}`,
  greeting: (firstName) => `Bonjour ${firstName},`,
  greetingNoName: 'Bonjour,',
  removed: (km, day, leg) =>
    `Après vérification, nous avons retiré votre activité du ${day} (${km}) de ce défi\u00a0: ${leg}.`,
  why: (reason) => `Raison\u00a0: ${reason}`,
  totals: 'Votre total, votre rang et le total de votre équipe n’en tiennent plus compte.',
  reply: 'S’il s’agit d’une erreur, répondez à ce courriel en nous décrivant l’activité.',
  footer: {
    why: 'Vous recevez ce courriel parce qu’une personne organisatrice a vérifié une activité de votre compte Canada Virtual Challenges.',
  },
};

const CATALOGUE: MailCatalogue<RemovedTexts> = { en: EN, fr: FR };

function kmText(km: number, language: MailLanguage): string {
  const number = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    maximumFractionDigits: 2,
  }).format(km);
  return language === 'fr' ? `${number}\u202fkm` : `${number} km`;
}

export function renderActivityRemovedMail(
  facts: ActivityRemovedFacts,
  wanted: MailLanguage,
): RenderedMail {
  const { texts: t, language } = textsFor(CATALOGUE, wanted);
  const greeting = greetingOf(facts.firstName, t);
  const leg = facts.legLabel || '—';
  const subject = t.subject(leg);
  const removed = t.removed(kmText(facts.distanceKm, language), facts.day, leg);
  const why = t.why(facts.reason);
  const text = [greeting, '', removed, why, '', t.totals, t.reply];
  const body = [
    paragraph(greeting),
    paragraph(removed),
    paragraph(why),
    paragraph(t.totals),
    paragraph(t.reply),
  ];
  return composeMail({ language, subject, preheader: removed, body, text, footer: t.footer });
}
