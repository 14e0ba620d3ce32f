/**
 * Team names (server copy of src/features/registration/logic/team-name.ts): trimmed;
 * letters, digits, underscore and spaces; not 'noTeam' nor a reserved `__…__` id.
 */
export const NO_TEAM_NAME = 'noTeam';
export const TEAM_NAME_MAX_LENGTH = 1500;

/** The team's document id, or null when the name is not acceptable. */
export function teamDocId(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.trim();
  if (name === '' || name.length > TEAM_NAME_MAX_LENGTH || !/^[A-Za-z0-9_ ]+$/.test(name)) return null;
  if (name.toLowerCase() === NO_TEAM_NAME.toLowerCase() || /^__.*__$/.test(name)) return null;
  return name;
}
