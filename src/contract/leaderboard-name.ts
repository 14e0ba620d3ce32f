/**
 * How a participant appears on the leaderboards of her legs (account page, beyond the spec;
 * docs/standings.md, "Names on the leaderboard"): her choice on users/{uid}.leaderboardName,
 * copied by the server onto each of her racer rows. One pure function says what name others
 * see, for the standings rows, the board and the team documents, and what her own view keeps.
 */

/** 'full': "Avery Tremblay" (the default); 'initial': "Avery T."; 'hidden': not listed to others. */
export type LeaderboardName = 'full' | 'initial' | 'hidden';

export const LEADERBOARD_NAMES: readonly LeaderboardName[] = ['full', 'initial', 'hidden'];

/** The stored choice; anything else (absent, an unknown value) is the default, the full name. */
export function parseLeaderboardName(value: unknown): LeaderboardName {
  return value === 'initial' || value === 'hidden' ? value : 'full';
}

export interface NameAsShown {
  readonly firstName: string;
  readonly lastName: string;
  /** In no document other participants read: no standings line, team row or roster entry (docs/standings.md). */
  readonly hidden: boolean;
}

/**
 * The name other participants see. Hidden: both names blanked, so the name never reaches a
 * document others can read. Initial: the last name's first letter (a whole character, so an
 * accented or astral initial is not cut in half) and a full stop; no last name, no initial.
 */
export function nameAsShown(
  firstName: string,
  lastName: string,
  choice: LeaderboardName,
): NameAsShown {
  if (choice === 'hidden') return { firstName: '', lastName: '', hidden: true };
  // The full name as stored: the rows written before this choice existed stay byte for byte.
  if (choice === 'full') return { firstName, lastName, hidden: false };
  const initial = Array.from(lastName.trim())[0];
  return {
    firstName: firstName.trim(),
    lastName: initial ? `${initial.toLocaleUpperCase('en-CA')}.` : '',
    hidden: false,
  };
}
