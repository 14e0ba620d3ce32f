/**
 * The referral hub (docs/product.md §P2 Referral hub): the personal link ({origin}/register/?referral_link={id})
 * with a copy control, the referral count and the reward tiers.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { LoadError } from '../../../components/load-error';
import { LoadingText } from '../../../components/loading-text';
import { paths } from '../../../config/paths';
import { reportError } from '../../../lib/report-error';
import { useUserDoc } from '../../../lib/use-user-doc';
import { useReferralCount } from '../api/referral-hub-data';
import { useEnsureReferralLink } from '../api/use-ensure-referral-link';
import { RewardTiersPanel } from './reward-tiers-panel';

/** The panel's heading, from the catalogues (docs/i18n.md). */
const LINK_HEADING = msg`Your referral link`;

function LinkPanel({ url }: { readonly url: string }) {
  const { t } = useLingui();
  return (
    <section className="mb-4" aria-labelledby="referral-link-label">
      <h2 className="h5" id="referral-link-label">
        {t(LINK_HEADING)}
      </h2>
      <p>
        <Trans>Friends who register through it get $5 off.</Trans>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <input
          className="form-control flex-grow-1"
          style={{ minWidth: 0, flexBasis: '16rem' }}
          readOnly
          value={url}
          aria-labelledby="referral-link-label"
          data-testid="referral-link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={url} label={t`Copy your referral link`} className="btn btn-primary" />
      </div>
    </section>
  );
}

export function ReferralHubScreen({ uid }: { readonly uid: string }) {
  const { t } = useLingui();
  const profile = useUserDoc(uid);
  const count = useReferralCount(uid);
  const linkId = profile.status === 'success' ? (profile.data?.referralLink ?? '') : null;
  const ensure = useEnsureReferralLink(linkId === '');

  useEffect(() => {
    if (profile.status === 'error') reportError(profile.error, { action: 'loadReferralHub' });
    if (count.status === 'error') reportError(count.error, { action: 'loadReferralCount' });
    if (ensure.status === 'error') reportError(ensure.error, { action: 'createReferralLink' });
  }, [profile.status, profile.error, count.status, count.error, ensure.status, ensure.error]);

  return (
    <div className="container py-4">
      <h1 className="h3 mb-4">
        <Trans>Referral Hub</Trans>
      </h1>
      {profile.status === 'loading' && <LoadingText />}
      {profile.status === 'error' && (
        <LoadError message={t`We couldn't load your referral link.`} onRetry={profile.retry} />
      )}
      {linkId && <LinkPanel url={`${window.location.origin}${paths.referralLanding(linkId)}`} />}
      {linkId === '' && ensure.status !== 'error' && (
        <LoadingText text={t`Creating your referral link...`} />
      )}
      {linkId === '' && ensure.status === 'error' && (
        <LoadError message={t`We couldn't create your referral link.`} onRetry={ensure.retry} />
      )}
      {count.status === 'loading' && <LoadingText text={t`Loading your referrals...`} />}
      {count.status === 'error' && (
        <LoadError message={t`We couldn't load your referrals.`} onRetry={count.retry} />
      )}
      {count.status === 'success' && <RewardTiersPanel count={count.data} />}
    </div>
  );
}
