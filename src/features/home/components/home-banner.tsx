import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { HomeBanner as HomeBannerData } from '../../../contract/docs/options';
import { localized } from '../../../contract/l10n';
import { isLanguage } from '../../../lib/i18n/language';

export type BannerTarget =
  | { readonly kind: 'internal'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string };

/**
 * Where the banner's link (from the database) may go: a path of this app stays in the app,
 * a web address opens in a new tab, anything else (javascript:, data:) is not linked.
 */
function bannerTarget(href: string, origin: string): BannerTarget | null {
  if (!href.trim()) return null;
  try {
    const url = new URL(href, origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.origin === origin)
      return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
    return { kind: 'external', href: url.href };
  } catch {
    return null;
  }
}

/** options/homeBanner: an image linking out (docs/product.md §P2, Home). */
export function HomeBanner({ banner }: { readonly banner: HomeBannerData }) {
  const { t, i18n } = useLingui();
  if (!banner.imageUrl) return null;
  // The banner's own alt text comes from the database, in French when it has a variant; the
  // fallback follows her language too.
  const alt = localized(banner, 'imageAlt', isLanguage(i18n.locale) ? i18n.locale : 'en');
  const image = <img src={banner.imageUrl} alt={alt || t`News from Canada Virtual Challenges`} />;
  const target = bannerTarget(banner.imageLink, window.location.origin);
  return (
    <div className="home-banner mb-4" data-testid="home-banner">
      {target?.kind === 'internal' && <Link to={target.to}>{image}</Link>}
      {target?.kind === 'external' && (
        <a href={target.href} target="_blank" rel="noopener noreferrer">
          {image}
        </a>
      )}
      {!target && image}
    </div>
  );
}
