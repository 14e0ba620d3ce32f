/**
 * What a provisioned registration has lost (the reconciliation sweep, docs/reliability.md): pure,
 * decided from the documents as read. Provisioning writes the registration, its leaderboard row
 * (with the bib) and the team membership in one transaction and the activity trigger adds the
 * racer's summary to her team, so on a healthy database this finds nothing.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import type { RacerRow } from '../../../src/contract/docs/racer-row';
import type { SubscribedRace } from '../../../src/contract/docs/user';

const NO_TEAM = 'noTeam';

/**
 * 'row', 'bib', 'team': the sweep repairs them. 'registration' (the marker says provisioned
 * but users/{uid} has no such registration) and 'team-missing' (the team document is gone, and
 * its code with it) are for an organiser: repairing them would mean provisioning again.
 */
export type RegistrationDrift = 'row' | 'bib' | 'team' | 'registration' | 'team-missing';

export interface RegistrationState {
  /** users/{uid}.subscribedRaces[legId], read with the contract's model; undefined when gone. */
  readonly registration: SubscribedRace | undefined;
  /** races/{legId}/subscribedUsers/{uid}, read with the contract's model; undefined when gone. */
  readonly row: RacerRow | undefined;
  /** The team document, when the registration names a team and it was read (null: no team). */
  readonly team: { readonly exists: boolean; readonly hasMember: boolean } | null;
}

export const isBib = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The team a registration names, or null when it has none. */
export function teamOf(registration: SubscribedRace | undefined): string | null {
  const name = registration?.teamName;
  return name !== undefined && name !== '' && name !== NO_TEAM ? name : null;
}

/** The drifts of one registration, in the order the sweep repairs them. */
export function registrationDrift(state: RegistrationState): RegistrationDrift[] {
  const { registration, row, team } = state;
  if (!registration) return ['registration'];
  const drift: RegistrationDrift[] = [];
  if (!row) drift.push('row');
  if (!isBib(registration.bibNumber) || (row && row.bibNumber !== registration.bibNumber))
    drift.push('bib');
  if (team && !team.exists) drift.push('team-missing');
  else if (team && !team.hasMember) drift.push('team');
  return drift;
}

/** The bib to restore: the registration's, else the one provisioning gave (its marker), else none. */
export function bibToRestore(registration: SubscribedRace, marker: DocumentData): number | null {
  if (isBib(registration.bibNumber)) return registration.bibNumber;
  return isBib(marker.bibNumber) ? marker.bibNumber : null;
}
