/**
 * What each push says (docs/push.md), in her language (users/{uid}.language, English when
 * absent: mail/language.ts), and the page a click opens (a path of the app: src/config/paths.ts,
 * resolved by the service worker against its own origin, public/push-sw.js). French follows
 * docs/i18n.md: no space before "!" or "?", a no-break space before ":", a narrow no-break space
 * between a number and its unit. Pure.
 */
import { paths } from '../../../src/config/paths';
import type { PushKind } from '../../../src/contract/docs/push-subscription';
import type { MailLanguage } from '../mail/language';

/** The JSON the service worker shows (public/push-sw.js reads exactly these keys). */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  /** The app's path a click opens. */
  readonly url: string;
  /** One notification per event on the device: a second push of it replaces the first. */
  readonly tag: string;
}

export type PushEvent =
  | {
      readonly kind: 'milestone';
      readonly legId: string;
      readonly place: string;
      readonly km: number;
    }
  | { readonly kind: 'finish'; readonly legId: string; readonly legName: string }
  | { readonly kind: 'cheer'; readonly legId: string; readonly cheererName: string }
  | { readonly kind: 'note'; readonly legId: string; readonly text: string }
  | { readonly kind: 'tracker'; readonly provider: string };

/** Which checkbox of her Notifications section an event belongs to. */
export function pushKindOf(event: PushEvent): PushKind {
  switch (event.kind) {
    case 'milestone':
    case 'finish':
      return 'milestones';
    case 'cheer':
      return 'cheers';
    case 'note':
      return 'notes';
    case 'tracker':
      return 'trackers';
  }
}

const NOTE_PREVIEW = 120;

/** A note's first characters, cut at a word when it is longer than a notification shows. */
function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= NOTE_PREVIEW) return flat;
  const cut = flat.slice(0, NOTE_PREVIEW);
  const space = cut.lastIndexOf(' ');
  return `${(space > 60 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function kmText(km: number, language: MailLanguage): string {
  const number = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    maximumFractionDigits: 1,
  }).format(km);
  return language === 'fr' ? `${number}\u202fkm` : `${number} km`;
}

/** The title and body of `event` in `language`, and where a click goes. */
export function pushMessage(event: PushEvent, language: MailLanguage, tag: string): PushMessage {
  const fr = language === 'fr';
  switch (event.kind) {
    case 'milestone':
      return {
        title: fr ? `Vous avez atteint ${event.place}!` : `You reached ${event.place}!`,
        body: fr
          ? `${kmText(event.km, language)} parcourus. Continuez!`
          : `${kmText(event.km, language)} done. Keep going!`,
        url: paths.dashboard(event.legId),
        tag,
      };
    case 'finish':
      return {
        title: fr ? `Vous avez terminé ${event.legName}!` : `You finished ${event.legName}!`,
        body: fr
          ? 'Félicitations\u00a0: votre insigne et votre certificat de réussite sont sur votre tableau de bord.'
          : 'Congratulations: your badge and certificate are on your dashboard.',
        url: paths.dashboard(event.legId),
        tag,
      };
    case 'cheer':
      return {
        title: fr ? `Bravo de ${event.cheererName}` : `${event.cheererName} cheered for you`,
        body: fr
          ? 'Voyez qui vous encourage dans le fil de l’équipe.'
          : 'See who cheered in your team feed.',
        url: paths.dashboard(event.legId),
        tag,
      };
    case 'note':
      return {
        title: fr ? 'Note de votre capitaine' : 'Note from your captain',
        body: preview(event.text),
        url: paths.dashboard(event.legId),
        tag,
      };
    case 'tracker':
      return {
        title: fr
          ? `${event.provider}\u00a0: vos activités n’arrivent plus`
          : `${event.provider}: your activities stopped coming`,
        body: fr
          ? 'Les kilomètres déjà comptés restent. Reconnectez-le sur la page de votre compte.'
          : 'The kilometres already counted stay. Connect it again on your account page.',
        url: paths.account(),
        tag,
      };
  }
}
