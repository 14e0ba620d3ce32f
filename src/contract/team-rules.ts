/**
 * Team name rule (docs/product.md §R2.6, §R5): required; letters, digits, underscore and spaces only
 * (title 'Only letters and numbers accepted'); trimmed on Continue. Teams are keyed by name
 * per race: `races/{legId}/teams/{teamName}` (docs/data-model.md).
 *
 * Letters are the ASCII letters A–Z and a–z (as `\w` in a regular expression); accented
 * letters are rejected.
 *
 * Escaping for a Firestore document id: not needed. The rule already excludes '/' and '.',
 * so the only ids Firestore forbids that the rule allows are `__…__` (reserved) — and
 * 'noTeam' is the leaderboard's "no team" marker (`subscribedUsers.teamName`). Both are
 * rejected as 'reserved', so a valid trimmed name is its own document id (`teamDocId`).
 */

/** For `<input pattern>`: the browser anchors it to the whole value. Spaces are allowed anywhere. */
export const TEAM_NAME_PATTERN = '[A-Za-z0-9_ ]+';
export const TEAM_NAME_TITLE = 'Only letters and numbers accepted';
/** The value stored in a leaderboard row when the participant has no team. */
export const NO_TEAM_NAME = 'noTeam';
/**
 * Readable on a leaderboard, and whole in Stripe's metadata (values are cut at 500 characters):
 * the name a participant typed is the name the server provisions.
 */
export const TEAM_NAME_MAX_LENGTH = 100;

export type TeamNameError = 'required' | 'invalidCharacters' | 'reserved' | 'tooLong';

const TEAM_NAME_REGEX = new RegExp(`^(?:${TEAM_NAME_PATTERN})$`);

/** The name as it is stored and matched: surrounding spaces removed. */
export function normalizeTeamName(raw: string): string {
  return raw.trim();
}

/** The first problem with a team name (checked after trimming), or null. */
export function teamNameError(raw: string): TeamNameError | null {
  const name = normalizeTeamName(raw);
  if (name === '') return 'required';
  if (!TEAM_NAME_REGEX.test(name)) return 'invalidCharacters';
  if (name.length > TEAM_NAME_MAX_LENGTH) return 'tooLong';
  if (name.toLowerCase() === NO_TEAM_NAME.toLowerCase() || /^__.*__$/.test(name)) return 'reserved';
  return null;
}

export function isValidTeamName(raw: string): boolean {
  return teamNameError(raw) === null;
}

/** The team's document id under `races/{legId}/teams`, or null when the name is not acceptable. */
export function teamDocId(raw: unknown): string | null {
  if (typeof raw !== 'string' || teamNameError(raw) !== null) return null;
  return normalizeTeamName(raw);
}

/**
 * Team codes: a new team's code has at least 4 characters, so it cannot be guessed in the
 * ten tries an hour the server allows; a code to join is compared exactly as typed.
 */
export const TEAM_CODE_MIN_LENGTH = 4;
export const TEAM_CODE_MAX_LENGTH = 100;
export const TEAM_CODE_TOO_SHORT = `A team code has at least ${TEAM_CODE_MIN_LENGTH} characters.`;
/** Joining with a code other than the team's (docs/product.md §R5): the form's check and startCheckout say it alike. */
export const TEAM_CODE_WRONG = 'This team code is not correct.';
/** Creating a team whose name the race already has (docs/product.md §R5), said alike by the form and startCheckout. */
export const TEAM_NAME_TAKEN = 'This team name is already taken for this distance.';

/** The form's team choices (docs/product.md §R5 Team): the one list the form, the callables and provisioning use. */
export const TEAM_CHOICES = ['noTeam', 'newTeam', 'existingTeam'] as const;

export type TeamChoice = (typeof TEAM_CHOICES)[number];

export function isTeamChoice(value: unknown): value is TeamChoice {
  return (TEAM_CHOICES as readonly unknown[]).includes(value);
}

/** A stored or sent choice; anything else is no team. */
export function parseTeamChoice(value: unknown): TeamChoice {
  return isTeamChoice(value) ? value : 'noTeam';
}

export type TeamCodeError = 'required' | 'tooShort' | 'tooLong';

/** The first problem with a team code for that choice, or null. Length rules apply to new teams only. */
export function teamCodeError(code: string, choice: TeamChoice): TeamCodeError | null {
  if (code === '') return 'required';
  if (code.length > TEAM_CODE_MAX_LENGTH) return 'tooLong';
  if (choice === 'newTeam' && code.length < TEAM_CODE_MIN_LENGTH) return 'tooShort';
  return null;
}

/** Wrong team codes a participant may try per team per hour before the server says stop. */
export const TEAM_CODE_MAX_WRONG_GUESSES = 10;
export const TEAM_CODE_GUESS_WINDOW_MS = 60 * 60 * 1000;
export const TEAM_CODE_TOO_MANY_ATTEMPTS =
  'Too many attempts with a wrong team code. Please try again in an hour.';
