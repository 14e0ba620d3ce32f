/** The fixed sections of every confirmation variant (docs/product.md §R2.7). */
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../../../config/contact';
import { paths } from '../../../config/paths';
import type { RaceLinks } from '../api/race-product-models';
import { ExternalLink } from './external-link';

/** The printable bib and the private community; each hidden when the race has none. */
export function BibAndCommunity({ links }: { readonly links: RaceLinks }) {
  if (!links.bibLink && !links.fbLink) return null;
  return (
    <section aria-labelledby="confirmation-bib">
      <h2 id="confirmation-bib" className="h5">
        <Trans>Your bib and community</Trans>
      </h2>
      <p>
        <Trans>
          Print your bib and wear it with pride, then come say hello to fellow participants in our
          private community.
        </Trans>
      </p>
      <div className="d-flex flex-wrap gap-2">
        {links.bibLink && (
          <ExternalLink className="btn btn-outline-primary" href={links.bibLink}>
            <Trans>Download your printable bib</Trans>
          </ExternalLink>
        )}
        {links.fbLink && (
          <ExternalLink className="btn btn-outline-primary" href={links.fbLink}>
            <Trans>Join the private community</Trans>
          </ExternalLink>
        )}
      </div>
    </section>
  );
}

export function MedalShipping({ text }: { readonly text: string }) {
  return (
    <section aria-labelledby="confirmation-medal">
      <h2 id="confirmation-medal" className="h5">
        <Trans>Medal shipping</Trans>
      </h2>
      <p>{text}</p>
      <p className="mb-0">
        <Trans>
          Your medal ships to the address you registered with; you can review your details in{' '}
          <Link to={paths.account()}>your account</Link>.
        </Trans>
      </p>
    </section>
  );
}

/** Run variants only. */
export function ReferralInvite() {
  return (
    <section aria-labelledby="confirmation-referral">
      <h2 id="confirmation-referral" className="h5">
        <Trans>Bring a friend</Trans>
      </h2>
      <p>
        <Trans>
          Challenges are better together. Share your referral link: your friends get $5 off their
          registration, and you earn referral rewards for every friend who joins.
        </Trans>
      </p>
      <Link className="btn btn-outline-primary" to={paths.referralHub()}>
        <Trans>Open the Referral Hub</Trans>
      </Link>
    </section>
  );
}

export function HelpContact() {
  return (
    <section aria-labelledby="confirmation-help">
      <h2 id="confirmation-help" className="h5">
        <Trans>Need help?</Trans>
      </h2>
      <p>
        <Trans>
          Questions about your registration, your bib or shipping? Email us at{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> and we will be happy to help.
        </Trans>
      </p>
      <Link to={paths.home()}>
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}
