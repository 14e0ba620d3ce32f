/**
 * Readable referral link ids (spec 02 §2 Referral hub: {origin}/register/?referral_link={id}).
 * The id is the referrer's name as a URL slug ('Avery Tremblay' → 'avery-tremblay'); when it is
 * taken, a number is added, then a random suffix. Pure: the callable tries the candidates in order.
 */
const MAX_SLUG_LENGTH = 40;
const NUMBERED_TRIES = 8;

/** Lower-case ASCII letters and digits joined by single dashes; accents dropped ('Hélène Côté' → 'helene-cote'). */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
}

/** The referrer's display name stored in referral_links/{id}.name: first and last name, else the e-mail's local part. */
export function displayName(
  details: { firstName?: unknown; lastName?: unknown } | undefined,
  email: string | undefined,
): string {
  const parts = [details?.firstName, details?.lastName].filter(
    (p): p is string => typeof p === 'string' && p.trim() !== '',
  );
  if (parts.length > 0) return parts.map((p) => p.trim()).join(' ');
  const local = (email ?? '').split('@')[0]?.trim();
  return local || 'A friend';
}

/**
 * The ids to try, in order: the slug, slug-2 … slug-9, then slug-{random} (randomSuffix
 * supplies it, so the list is deterministic in tests). An empty slug becomes 'friend'.
 */
export function candidateIds(name: string, randomSuffix: () => string): string[] {
  const base = slugify(name) || 'friend';
  const numbered = Array.from({ length: NUMBERED_TRIES }, (_, i) => `${base}-${i + 2}`);
  return [base, ...numbered, `${base}-${randomSuffix()}`, `${base}-${randomSuffix()}`];
}
