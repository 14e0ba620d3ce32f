/**
 * The referral landing, /register/?referral_link={id} (docs/product.md §P2 Referral landing, §P4, §P8):
 * 'Loading' while checking; who invited them and the $5 coupon; or 'Invalid Referral Link'
 * with the fallback coupon. Then the products flagged for the referral page, each linking to
 * its registration with the referral_link parameter, and the coupon as promo_code: the form
 * applies it (docs/product.md §R2.5 banner) and the server prices the $5 off at checkout.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CopyButton } from '../../../components/copy-button';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { localized } from '../../../contract/l10n';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { reportError } from '../../../lib/report-error';
import {
  useReferralCoupons,
  useReferralLink,
  useReferralProducts,
  type ReferralProduct,
} from '../api/referral-landing-data';
import { landingState, type LandingState } from '../logic/landing-state';

function Coupon({ code }: { readonly code: string }) {
  const { t } = useLingui();
  return (
    <div className="border border-2 border-success rounded p-3 my-3 d-inline-flex flex-wrap align-items-center gap-3">
      <span>
        <Trans>
          Your coupon code:{' '}
          <strong className="fs-4" data-testid="coupon-code">
            {code}
          </strong>
        </Trans>
      </span>
      <CopyButton text={code} label={t`Copy coupon code ${code}`} className="btn btn-success" />
    </div>
  );
}

function Invitation({
  state,
}: {
  readonly state: Extract<LandingState, { status: 'valid' | 'invalid' }>;
}) {
  if (state.status === 'valid') {
    return (
      <>
        <h1 className="h3" data-testid="referrer">
          {state.referrerName === '' ? (
            <Trans>A friend invited you!</Trans>
          ) : (
            <Trans>{state.referrerName} invited you!</Trans>
          )}
        </h1>
        <p>
          <Trans>
            Register for a Canada virtual challenge below and get $5 off with this code, applied for
            you at checkout.
          </Trans>
        </p>
        <Coupon code={state.couponCode} />
      </>
    );
  }
  return (
    <>
      <h1 className="h3 text-danger">
        <Trans>Invalid Referral Link</Trans>
      </h1>
      <p>
        <Trans>
          You can still register for $5 off with this code, applied for you at checkout.
        </Trans>
      </p>
      <Coupon code={state.couponCode} />
    </>
  );
}

interface ProductLinksProps {
  readonly products: readonly ReferralProduct[];
  readonly referralLink: string;
  readonly couponCode: string;
}

function ProductLinks({ products, referralLink, couponCode }: ProductLinksProps) {
  const { t } = useLingui();
  const query = new URLSearchParams({ referral_link: referralLink, promo_code: couponCode });
  const registrable = products.filter((p) => p.raceUrl !== '');
  const language = useActiveLanguage();
  return (
    <section aria-labelledby="referral-products">
      <h2 id="referral-products" className="h5">
        {t`Choose your challenge`}
      </h2>
      <ul className="list-unstyled row g-3">
        {registrable.map((product) => (
          <li key={product.id} className="col-12 col-sm-6 col-lg-4">
            <Link
              className="card h-100 text-decoration-none"
              to={paths.register(product.raceUrl, query)}
              data-testid="referral-product"
            >
              {product.image && (
                <img
                  src={product.image}
                  alt=""
                  className="card-img-top p-3"
                  style={{ maxHeight: '10rem', objectFit: 'contain' }}
                />
              )}
              <span className="card-body fw-semibold">{localized(product, 'name', language)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReferralLandingScreen({ referralLink }: { readonly referralLink: string }) {
  const { t } = useLingui();
  const link = useReferralLink(referralLink);
  const coupons = useReferralCoupons();
  const products = useReferralProducts();
  const state = landingState(link, coupons);

  useEffect(() => {
    for (const query of [link, coupons, products])
      if (query.status === 'error') reportError(query.error, { action: 'loadReferralLanding' });
  }, [link, coupons, products]);

  const retry = () => {
    if (link.status === 'error') link.retry();
    if (coupons.status === 'error') coupons.retry();
    if (products.status === 'error') products.retry();
  };

  return (
    <div className="container py-4">
      {state.status === 'loading' && (
        <p role="status" aria-live="polite" className="py-4">
          <Trans>Loading</Trans>
        </p>
      )}
      {state.status === 'error' && (
        <LoadError message={t`We couldn't check this invitation.`} onRetry={retry} />
      )}
      {(state.status === 'valid' || state.status === 'invalid') && (
        <>
          <Invitation state={state} />
          {products.status === 'success' && (
            <ProductLinks
              products={products.data}
              referralLink={referralLink}
              couponCode={state.couponCode}
            />
          )}
          {products.status === 'error' && (
            <LoadError message={t`We couldn't load the challenges.`} onRetry={products.retry} />
          )}
        </>
      )}
    </div>
  );
}
