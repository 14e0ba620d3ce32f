/**
 * An activity added from a GPX, TCX or FIT file (docs/activity-files.md): it lands as a manual
 * entry does (date at 12:00 UTC of its day, distance, duration), under a key that names the file
 * itself, `File_` + the first 128 bits of the SHA-256 of its content in hex, so the same file
 * twice is one key, which firestore.rules refuses to add again. The browser builds the key and
 * the rules check its shape (scripts/firestore-rules.test.mjs compares the two). Pure.
 */

export const FILE_KEY_PREFIX = 'File_';

/** Hex digits of the content hash kept in the key: 128 bits, far past any chance collision. */
export const FILE_HASH_HEX_LENGTH = 32;

/** The whole key, as firestore.rules matches it. */
export const FILE_KEY_PATTERN = /^File_[0-9a-f]{32}$/;

/** Files above this are refused before they are read: a day-long FIT is a few megabytes. */
export const MAX_ACTIVITY_FILE_BYTES = 25 * 1024 * 1024;

/** The times key of a file whose SHA-256 (hex) is `sha256Hex`. */
export function fileKey(sha256Hex: string): string {
  const key = `${FILE_KEY_PREFIX}${sha256Hex.slice(0, FILE_HASH_HEX_LENGTH).toLowerCase()}`;
  if (!FILE_KEY_PATTERN.test(key)) throw new Error(`Not a SHA-256 in hex: ${sha256Hex}`);
  return key;
}

export function isFileKey(key: string): boolean {
  return FILE_KEY_PATTERN.test(key);
}
