import { useLingui } from '@lingui/react/macro';

/**
 * Strava's brand rules for the connect link: the official 'Connect with Strava' button (orange
 * #FC4C02, the Strava logo, the words 'Connect with Strava'), drawn offline in
 * public/images/btn-strava-connect.svg, at its own size and never restyled.
 */
export function StravaConnectButton({ href }: { readonly href: string }) {
  // The image's words stay Strava's (its brand rules); the alt says what the link does.
  const { t } = useLingui();
  return (
    <a href={href} className="strava-connect d-inline-block align-self-start">
      <img
        src="/images/btn-strava-connect.svg"
        alt={t`Connect with Strava`}
        width={220}
        height={48}
      />
    </a>
  );
}
