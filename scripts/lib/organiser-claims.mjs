/**
 * `npm run organiser:grant` (docs/organiser-console.md, "Who is an organiser"): its arguments and
 * the claims it sets. Pure. The claim is `admin: true`; removing it leaves any other claim an
 * account has as it was.
 */

const USAGE = 'Usage: npm run organiser:grant -- <email> [--remove]';

/**
 * @param {readonly string[]} argv
 * @returns {{ email: string, remove: boolean } | { error: string }}
 */
export function grantArgs(argv) {
  const remove = argv.includes('--remove');
  const rest = argv.filter((arg) => arg !== '--remove');
  const unknown = rest.find((arg) => arg.startsWith('-'));
  if (unknown) return { error: `Unknown option ${unknown}. ${USAGE}` };
  if (rest.length !== 1 || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(rest[0] ?? ''))
    return { error: USAGE };
  return { email: /** @type {string} */ (rest[0]), remove };
}

/**
 * The account's claims once granted or removed; null when it has none left.
 * @param {Record<string, unknown> | undefined} current
 * @param {boolean} remove
 * @returns {Record<string, unknown> | null}
 */
export function claimsAfter(current, remove) {
  const { admin: _admin, ...others } = current ?? {};
  const next = remove ? others : { ...others, admin: true };
  return Object.keys(next).length > 0 ? next : null;
}
