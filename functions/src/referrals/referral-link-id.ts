/**
 * Referral link ids and the name a link greets with (the referral hub:
 * {origin}/register/?referral_link={id}; docs/data-model.md, referral_links). The id is the
 * referrer's name as she chose to be shown (account page, 'How you appear on leaderboards') as a
 * URL slug ('Avery Tremblay' → 'avery-tremblay'); when it is taken, a number is added, then a
 * random suffix. With no name to show (none on file, or she chose hidden) the link is neutral:
 * a random id and no name, which the landing page greets as 'A friend' in its own language.
 * Nothing public is ever derived from her e-mail address. Pure: the callable and the trigger
 * that follows her choice read and write.
 */
import { nameAsShown, type LeaderboardName } from '../../../src/contract/leaderboard-name';

const MAX_SLUG_LENGTH = 40;
const NUMBERED_TRIES = 8;
const NEUTRAL_TRIES = 3;
const NEUTRAL_PREFIX = 'friend';

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

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * referral_links/{id}.name: her first and last name as she chose to be shown on leaderboards;
 * '' (neutral) when she chose hidden or has no name on file.
 */
export function referrerName(
  details: { firstName?: unknown; lastName?: unknown } | undefined,
  choice: LeaderboardName,
): string {
  const shown = nameAsShown(text(details?.firstName), text(details?.lastName), choice);
  return [shown.firstName, shown.lastName].filter((part) => part !== '').join(' ');
}

/** An id that names nobody: 'friend' with or without a suffix (also a name without letters). */
export const isNeutralId = (id: string): boolean => /^friend(-[a-z0-9]+)?$/.test(id);

/**
 * The ids to try, in order: the slug, slug-2 … slug-9, then slug-{random} (randomSuffix
 * supplies it, so the list is deterministic in tests). A name without a slug (neutral, or no
 * letters or digits) gets random ids only, friend-{random}: numbered ones could be walked.
 */
export function candidateIds(name: string, randomSuffix: () => string): string[] {
  const base = slugify(name);
  if (base === '')
    return Array.from({ length: NEUTRAL_TRIES }, () => `${NEUTRAL_PREFIX}-${randomSuffix()}`);
  const numbered = Array.from({ length: NUMBERED_TRIES }, (_, i) => `${base}-${i + 2}`);
  return [base, ...numbered, `${base}-${randomSuffix()}`, `${base}-${randomSuffix()}`];
}

/**
 * What an existing link needs so it says no more than she chose: a neutral name with an id
 * that names her (she chose hidden, or an id made from an e-mail before names were required)
 * is a new neutral link (the old id is deleted: a visitor could otherwise confirm her account
 * by her name); otherwise the stored name follows the wanted one, the id stays (links she shared
 * keep working).
 */
export type LinkFollow =
  | { readonly kind: 'keep' }
  | { readonly kind: 'rename'; readonly name: string }
  | { readonly kind: 'reissue' };

export function linkFollow(id: string, storedName: string, wanted: string): LinkFollow {
  if (wanted === '' && !isNeutralId(id)) return { kind: 'reissue' };
  return storedName === wanted ? { kind: 'keep' } : { kind: 'rename', name: wanted };
}
