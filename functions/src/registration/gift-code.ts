/**
 * Gift codes: 'GIFT-XXXX-XXXX-XXXX' from a 32-letter alphabet without look-alikes (no 0/O
 * or 1/I), 12 random letters = 60 bits from the platform CSPRNG: unguessable by trying.
 * Codes are case-sensitive when redeemed (docs/product.md §R5), so they are used exactly as issued.
 */
import { randomBytes } from 'node:crypto';

export const GIFT_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** `bytes` must hold at least 12 random bytes (injectable for tests). */
export function giftCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < GROUPS * GROUP_LENGTH) throw new RangeError('not enough random bytes');
  const letters = Array.from(
    bytes.subarray(0, GROUPS * GROUP_LENGTH),
    (byte) => GIFT_CODE_ALPHABET[byte & 31],
  );
  const groups: string[] = [];
  for (let i = 0; i < GROUPS; i += 1)
    groups.push(letters.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join(''));
  return `GIFT-${groups.join('-')}`;
}

export function newGiftCode(): string {
  return giftCodeFromBytes(randomBytes(GROUPS * GROUP_LENGTH));
}

/** What a redeemer may send: the shape of a code id (any issued or seeded code), bounded. */
export function normalizeGiftCodeInput(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim();
  return /^[A-Za-z0-9_-]{1,64}$/.test(code) ? code : null;
}
