/**
 * A configuration value that is only a stand-in for the real one (docs/deploy.md, "Placeholders"):
 * the app, the functions and the preflight refuse it with the setting's name, so a build or a
 * deploy never goes out with `production-web-api-key-placeholder` or a sender at example.com.
 *
 * The documented pattern, case-insensitive:
 * - the word placeholder or changeme (production-maps-key-placeholder, CHANGEME);
 * - `todo`, `tbd` or `xxx` as the whole value;
 * - the documentation domains example.com, example.net, example.org (RFC 2606), as a host or an
 *   address's domain, and any host below them.
 * Test-only names (`.test`, `demo-` projects) are not placeholders: the emulator suite uses them.
 */
const WORDS = /placeholder|changeme|change-me/i;
const WHOLE = /^(todo|tbd|x{3,})$/i;
const DOCUMENTATION_DOMAIN = /(^|[@./])example\.(com|net|org)(?=$|[/:?#>\s])/i;

/** Why `value` is a placeholder, or null when it is not. */
export function placeholderReason(value: string): string | null {
  const text = value.trim();
  if (WORDS.test(text)) return 'it is a placeholder, not a real value';
  if (WHOLE.test(text)) return 'it is a placeholder, not a real value';
  if (DOCUMENTATION_DOMAIN.test(text))
    return 'it names example.com/.net/.org, a documentation domain';
  return null;
}

export const isPlaceholder = (value: string): boolean => placeholderReason(value) !== null;
