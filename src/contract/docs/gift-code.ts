/**
 * A gift code: giftcodes/{code} (docs/data-model.md, docs/product.md §R4 "Gift redemption"). Created
 * unused by provisioning, marked used by the redeemGiftCode callable; its buyer reads whether it
 * was used (the account page). Who redeemed it is in giftcode_redemptions, never here.
 */
import { toText } from './values';

export interface GiftCode {
  readonly used: boolean;
  /** The leg (price id) the code registers for. */
  readonly legId: string;
  /** The buyer's uid. */
  readonly purchasedBy: string;
}

/** What provisioning writes for a new code (with its createdAt). */
export function newGiftCodeDoc<T>(legId: string, purchasedBy: string, createdAt: T) {
  return { used: false, legId, purchasedBy, createdAt };
}

/**
 * null when the document is absent or malformed (no boolean `used`, no leg): such a code is
 * neither redeemable nor shown as used.
 */
export function parseGiftCode(
  data: Readonly<Record<string, unknown>> | undefined,
): GiftCode | null {
  const legId = toText(data?.legId);
  if (typeof data?.used !== 'boolean' || legId === '') return null;
  return { used: data.used, legId, purchasedBy: toText(data.purchasedBy) };
}
