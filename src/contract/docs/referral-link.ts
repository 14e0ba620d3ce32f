/**
 * A referral link: referral_links/{linkId} {name, owner} (docs/data-model.md, docs/product.md §P7).
 * Written by the createReferralLink callable; the landing page reads its name, checkout and
 * provisioning its owner. One parser, so a link without an owner is no link on every side.
 */
import { toText } from './values';

export interface ReferralLink {
  /** The referrer's display name, as the landing page greets with it. */
  readonly name: string;
  /** The referrer's uid. */
  readonly owner: string;
}

/** null when the document is absent or has no owner (nobody to credit). */
export function parseReferralLink(
  data: Readonly<Record<string, unknown>> | undefined,
): ReferralLink | null {
  const owner = toText(data?.owner);
  return owner === '' ? null : { name: toText(data?.name), owner };
}
