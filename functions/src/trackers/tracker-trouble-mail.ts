/**
 * The "tracker trouble" e-mail (the e-mail feature's fourth transactional mail): her tracker
 * stopped bringing activities in and she would not otherwise know, because nothing on the
 * dashboard changes when an import does not happen. Three causes:
 * - 'revoked': the provider told us she removed our access (Strava's deauthorization, Garmin's
 *   deregistration), and the connection was forgotten;
 * - 'failed': an event for one of her activities failed for good (the provider's final refusal,
 *   or the last retry spent), so that activity did not come in.
 * Each says which tracker, what it means for her kilometres, and how to reconnect (the account
 * page's tracker panel) or log the activity by hand. Pure.
 *
 * Exactly once: a revocation's mail is named by its inbox event (a replayed event sends nothing
 * more); failures are named by the day, one per tracker per day at most, so a provider outage
 * that fails twenty events sends one e-mail, not twenty; a reconnect is named by her and the
 * tracker alone: one e-mail, ever.
 */
import { TRACKER_NAME, type TrackerProvider } from '../../../src/contract/tracker-activity';
import {
  button,
  composeMail,
  heading,
  link,
  paragraph,
  paragraphOf,
  type FooterTexts,
} from '../mail/html';
import {
  greetingOf,
  labelled,
  textsFor,
  type MailCatalogue,
  type MailLanguage,
} from '../mail/language';
import { mailIdFor, type RenderedMail } from '../mail/outbox';

export type TrackerTrouble = 'revoked' | 'failed' | 'reconnect';

/** The UTC day of `ms`, YYYY-MM-DD (a mail id part). */
const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * mail/tracker_revoked__{uid}__{provider}__{eventId},
 * mail/tracker_failed__{uid}__{provider}__{YYYY-MM-DD}, or
 * mail/tracker_reconnect__{uid}__{provider}.
 */
export function trackerTroubleMailId(
  trouble: TrackerTrouble,
  uid: string,
  provider: TrackerProvider,
  eventId: string,
  nowMs: number,
): string {
  if (trouble === 'reconnect') return mailIdFor('tracker_reconnect', uid, provider);
  return trouble === 'revoked'
    ? mailIdFor('tracker_revoked', uid, provider, eventId)
    : mailIdFor('tracker_failed', uid, provider, utcDay(nowMs));
}

export interface TrackerTroubleFacts {
  readonly trouble: TrackerTrouble;
  readonly provider: TrackerProvider;
  readonly firstName: string;
  /** The account page, where trackers are connected (docs/product.md §P2 Account page). */
  readonly accountUrl: string;
}

interface TroubleTexts {
  readonly subject: Readonly<Record<TrackerTrouble, (tracker: string) => string>>;
  readonly preheader: Readonly<Record<TrackerTrouble, (tracker: string) => string>>;
  readonly greeting: (firstName: string) => string;
  readonly greetingNoName: string;
  readonly what: Readonly<Record<TrackerTrouble, (tracker: string) => string>>;
  readonly kept: string;
  readonly howTitle: string;
  readonly how: Readonly<Record<TrackerTrouble, (tracker: string) => string>>;
  readonly button: (tracker: string) => string;
  readonly footer: FooterTexts;
}

const EN: TroubleTexts = {
  subject: {
    revoked: (tracker) => `Your ${tracker} account is no longer connected`,
    failed: (tracker) => `An activity from ${tracker} could not be imported`,
    reconnect: (tracker) => `Please reconnect your ${tracker} account`,
  },
  preheader: {
    revoked: (tracker) => `New ${tracker} activities no longer count until you reconnect.`,
    failed: (tracker) => `Check your dashboard and reconnect ${tracker} if an activity is missing.`,
    reconnect: (tracker) => `New ${tracker} activities count again once you reconnect.`,
  },
  greeting: (firstName) => `Hi ${firstName},`,
  greetingNoName: 'Hi,',
  what: {
    revoked: (tracker) =>
      `${tracker} told us that access to your account was removed, so your new ${tracker} activities are no longer imported into your challenges.`,
    failed: (tracker) =>
      `${tracker} refused to give us one of your activities, so it was not added to your challenges.`,
    reconnect: (tracker) =>
      `${tracker} has moved its connections to Google: the way your account was connected no longer works, so your new ${tracker} activities are not imported into your challenges until you connect it again.`,
  },
  kept: 'Every kilometre already counted stays counted.',
  howTitle: 'What to do',
  how: {
    revoked: (tracker) =>
      `To import your activities again, connect ${tracker} from your account page. If you removed access on purpose, there is nothing to do; you can still add activities by hand on your dashboard.`,
    failed: (tracker) =>
      `If an activity is missing from your dashboard, disconnect and connect ${tracker} again from your account page, or add the activity by hand on your dashboard.`,
    reconnect: (tracker) =>
      `Open your account page and choose Reconnect ${tracker}: you sign in with the Google account your ${tracker} uses and allow reading your activity. Activities you log in the meantime can be added by hand on your dashboard.`,
  },
  button: (tracker) => `Connect ${tracker}`,
  footer: {
    why: 'You receive this e-mail because you connected a tracker to your Canada Virtual Challenges account.',
  },
};

const FR: TroubleTexts = {
  subject: {
    revoked: (tracker) => `Votre compte ${tracker} n’est plus connecté`,
    failed: (tracker) => `Une activité ${tracker} n’a pas pu être importée`,
    reconnect: (tracker) => `Veuillez reconnecter votre compte ${tracker}`,
  },
  preheader: {
    revoked: (tracker) =>
      `Vos nouvelles activités ${tracker} ne comptent plus tant que vous ne le reconnectez pas.`,
    failed: (tracker) =>
      `Vérifiez votre tableau de bord et reconnectez ${tracker} s’il manque une activité.`,
    reconnect: (tracker) =>
      `Vos nouvelles activités ${tracker} compteront de nouveau dès que vous le reconnecterez.`,
  },
  greeting: (firstName) => `Bonjour ${firstName},`,
  greetingNoName: 'Bonjour,',
  what: {
    revoked: (tracker) =>
      `${tracker} nous a informés que l’accès à votre compte a été retiré\u00a0: vos nouvelles activités ${tracker} ne sont donc plus importées dans vos défis.`,
    failed: (tracker) =>
      `${tracker} a refusé de nous transmettre une de vos activités\u00a0: elle n’a donc pas été ajoutée à vos défis.`,
    reconnect: (tracker) =>
      `${tracker} a déplacé ses connexions vers Google\u00a0: la façon dont votre compte était connecté ne fonctionne plus, et vos nouvelles activités ${tracker} ne sont donc pas importées dans vos défis tant que vous ne le reconnectez pas.`,
  },
  kept: 'Chaque kilomètre déjà compté le reste.',
  howTitle: 'Que faire',
  how: {
    revoked: (tracker) =>
      `Pour importer de nouveau vos activités, connectez ${tracker} à partir de la page de votre compte. Si vous avez retiré l’accès volontairement, vous n’avez rien à faire; vous pouvez toujours ajouter vos activités vous-même dans votre tableau de bord.`,
    failed: (tracker) =>
      `S’il manque une activité dans votre tableau de bord, déconnectez puis reconnectez ${tracker} à partir de la page de votre compte, ou ajoutez l’activité vous-même dans votre tableau de bord.`,
    reconnect: (tracker) =>
      `Ouvrez la page de votre compte et choisissez Reconnecter ${tracker}\u00a0: vous vous connectez avec le compte Google qu’utilise votre ${tracker} et autorisez la lecture de votre activité. Les activités faites entre-temps peuvent être ajoutées vous-même dans votre tableau de bord.`,
  },
  button: (tracker) => `Connecter ${tracker}`,
  footer: {
    why: 'Vous recevez ce courriel parce que vous avez connecté un appareil de suivi à votre compte Canada Virtual Challenges.',
  },
};

const CATALOGUE: MailCatalogue<TroubleTexts> = { en: EN, fr: FR };

export function renderTrackerTroubleMail(
  facts: TrackerTroubleFacts,
  wanted: MailLanguage,
): RenderedMail {
  const { texts: t, language } = textsFor(CATALOGUE, wanted);
  const tracker = TRACKER_NAME[facts.provider];
  const greeting = greetingOf(facts.firstName, t);
  const subject = t.subject[facts.trouble](tracker);
  const what = t.what[facts.trouble](tracker);
  const how = t.how[facts.trouble](tracker);

  const text = [
    greeting,
    '',
    what,
    t.kept,
    '',
    t.howTitle,
    how,
    labelled(t.button(tracker), facts.accountUrl, language),
  ];

  const body = [
    paragraph(greeting),
    paragraph(what, 'margin:0 0 8px'),
    paragraph(t.kept, 'margin:0 0 16px'),
    heading(t.howTitle),
    paragraph(how, 'margin:0 0 16px'),
    paragraphOf(button(facts.accountUrl, t.button(tracker)), 'margin:0 0 8px'),
    paragraphOf(link(facts.accountUrl, facts.accountUrl), 'margin:0 0 8px;font-size:13px'),
  ];

  return composeMail({
    language,
    subject,
    preheader: t.preheader[facts.trouble](tracker),
    body,
    text,
    footer: t.footer,
  });
}
