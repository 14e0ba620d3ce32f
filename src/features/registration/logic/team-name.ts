/**
 * Team name rule (spec 01 §2.6, §5): required; letters, digits, underscore and spaces only
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
/** Firestore's document id limit is 1500 bytes; names are ASCII, so 1500 characters. */
export const TEAM_NAME_MAX_LENGTH = 1500;

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

/** The team's document id under `races/{legId}/teams`. Throws a RangeError for an invalid name. */
export function teamDocId(raw: string): string {
  const error = teamNameError(raw);
  if (error !== null) throw new RangeError(`invalid team name (${error}): ${JSON.stringify(raw)}`);
  return normalizeTeamName(raw);
}
