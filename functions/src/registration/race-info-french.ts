/**
 * The French names a registration keeps with its English ones (raceInfo.fr, docs/i18n.md
 * "Catalogue content"): each from where its English comes, the leg document races/{legId}
 * first, else the catalogue (the race product's French name, the leg price's French
 * description). Home, the dashboard, the account page and the e-mails show them in French. Pure.
 */
import { frenchCopy, parseFrench, type FrenchTexts } from '../../../src/contract/l10n';
import type { Price, Product } from '../../../src/contract/docs/product';

export function raceInfoFrench(
  race: unknown,
  product: Pick<Product, 'fr'>,
  legPrice: Pick<Price, 'fr'>,
): { readonly fr?: FrenchTexts<'name' | 'legName'> } {
  const leg = parseFrench(race);
  const name = leg?.name ?? product.fr?.name;
  const legName = leg?.legName ?? legPrice.fr?.description;
  return frenchCopy({ ...(name ? { name } : {}), ...(legName ? { legName } : {}) });
}
