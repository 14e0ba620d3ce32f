/** The audit log's action names in the organiser's language (organiser-log.ts lists them). */
import { useLingui } from '@lingui/react/macro';

export function useActionNames(): (action: string) => string {
  const { t } = useLingui();
  const names: Readonly<Record<string, string>> = {
    'medals.export': t`Medals exported`,
    'medals.ship': t`Medal shipped`,
    'medals.reship': t`Medal shipped again`,
    'participant.lookup': t`Participant looked up`,
    'news.send': t`News sent`,
    'news.reach': t`News recipients counted`,
    'news.test': t`News test sent`,
    'numbers.view': t`Numbers viewed`,
    'numbers.export': t`Numbers exported`,
    'fairplay.keep': t`Flagged activity kept`,
    'fairplay.remove': t`Flagged activity removed`,
    'organiser.grant': t`Organiser added`,
    'organiser.remove': t`Organiser removed`,
    'race.setup': t`Race setup changed`,
    'registration.complimentary': t`Complimentary registration given`,
    'options.update': t`Home banner or spots left changed`,
  };
  return (action) => names[action] ?? action;
}
