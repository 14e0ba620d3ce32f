/** The fixed sections of every confirmation variant (spec 01 §2.7). */
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
        Your bib and community
      </h2>
      <p>
        Print your bib and wear it with pride, then come say hello to fellow participants in our
        private community.
      </p>
      <div className="d-flex flex-wrap gap-2">
        {links.bibLink && (
          <ExternalLink className="btn btn-outline-primary" href={links.bibLink}>
            Download your printable bib
          </ExternalLink>
        )}
        {links.fbLink && (
          <ExternalLink className="btn btn-outline-primary" href={links.fbLink}>
            Join the private community
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
        Medal shipping
      </h2>
      <p>{text}</p>
      <p className="mb-0">
        Your medal ships to the address you registered with; you can review your details in{' '}
        <Link to={paths.account()}>your account</Link>.
      </p>
    </section>
  );
}

/** Run variants only. */
export function ReferralInvite() {
  return (
    <section aria-labelledby="confirmation-referral">
      <h2 id="confirmation-referral" className="h5">
        Bring a friend
      </h2>
      <p>
        Challenges are better together. Share your referral link: your friends get $5 off their
        registration, and you earn referral rewards for every friend who joins.
      </p>
      <Link className="btn btn-outline-primary" to={paths.referralHub()}>
        Open the Referral Hub
      </Link>
    </section>
  );
}

export function HelpContact() {
  return (
    <section aria-labelledby="confirmation-help">
      <h2 id="confirmation-help" className="h5">
        Need help?
      </h2>
      <p>
        Questions about your registration, your bib or shipping? Email us at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> and we will be happy to help.
      </p>
      <Link to={paths.home()}>Back to home</Link>
    </section>
  );
}
