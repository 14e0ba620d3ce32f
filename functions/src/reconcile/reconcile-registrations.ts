/**
 * Registrations that lost a part (registration-drift.ts): found from the provisioning markers
 * (provisioned/{paymentId}: uid, leg, bib) in pages, repaired with provisioning's own pieces
 * (its leaderboard row, its bib counter) and the activity trigger's team summary. Nothing here
 * provisions: a marker whose registration is gone is reported for an organiser.
 */
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { updateTeamSummary } from '../activities/on-activity-written';
import { newLeaderboardRow } from '../registration/provision';
import { nextBib } from '../registration/next-bib';
import { forEachPage, type PageBounds } from './query-pages';
import {
  bibToRestore,
  registrationDrift,
  teamOf,
  type RegistrationDrift,
} from './registration-drift';
import { userPath } from '../shared/paths';
import { parseRacerRow } from '../../../src/contract/docs/racer-row';
import { parseTeamRoster } from '../../../src/contract/docs/team';
import { memberSummary } from '../activities/activity-effects';
import { parseUserDoc, type SubscribedRace } from '../../../src/contract/docs/user';

/** The registration on leg `legId` of a users/{uid} snapshot's data, read with the contract's model. */
const registrationOf = (
  user: DocumentData | undefined,
  legId: string,
): SubscribedRace | undefined => parseUserDoc(user ?? {}).subscribedRaces[legId];

export interface RegistrationRepair {
  readonly uid: string;
  readonly legId: string;
  readonly drift: readonly RegistrationDrift[];
}

const ORGANISER_ONLY: readonly RegistrationDrift[] = ['registration', 'team-missing'];

/** Puts back the row and the bib in one transaction, from the registration as it is now. */
async function restoreRowAndBib(db: Firestore, marker: DocumentData): Promise<void> {
  const { uid, legId } = marker as { uid: string; legId: string };
  const userRef = db.doc(userPath(uid));
  const rowRef = db.doc(`races/${legId}/subscribedUsers/${uid}`);
  await db.runTransaction(async (tx) => {
    const [user, row] = await Promise.all([tx.get(userRef), tx.get(rowRef)]);
    const registration = registrationOf(user.data(), legId);
    if (!registration) return;
    let bib = bibToRestore(registration, marker);
    if (bib === null) {
      const next = await nextBib(tx, db, legId);
      bib = next.bib;
      tx.set(next.counter, { next: bib + 1 });
    }
    if (registration.bibNumber !== bib)
      tx.update(userRef, { [`subscribedRaces.${legId}.bibNumber`]: bib });
    const { teamName } = registration;
    if (!row.exists) tx.set(rowRef, newLeaderboardRow(user.data(), bib, teamName));
    else if (parseRacerRow(row.data() ?? {}).bibNumber !== bib)
      tx.update(rowRef, { bibNumber: bib });
  });
}

async function repair(db: Firestore, marker: DocumentData, drift: readonly RegistrationDrift[]) {
  const { uid, legId } = marker as { uid: string; legId: string };
  if (drift.includes('row') || drift.includes('bib')) await restoreRowAndBib(db, marker);
  if (drift.includes('team')) {
    const row = (await db.doc(`races/${legId}/subscribedUsers/${uid}`).get()).data();
    if (row) await updateTeamSummary(db, legId, uid, undefined, row);
  }
}

/** Registrations provisioned since `sinceMs` and before `untilMs` (younger ones are still settling). */
export async function reconcileRegistrations(
  db: Firestore,
  window: { readonly sinceMs: number; readonly untilMs: number },
  bounds: PageBounds,
) {
  const repaired: RegistrationRepair[] = [];
  const forOrganiser: RegistrationRepair[] = [];
  const query = db
    .collection('provisioned')
    .where('at', '>=', Timestamp.fromMillis(window.sinceMs))
    .orderBy('at');
  const scan = await forEachPage(query, bounds, async (docs) => {
    const markers = docs
      .map((doc) => doc.data())
      .filter(
        (m) =>
          m.status === 'provisioned' &&
          // Her account was deleted (account-deletion.ts): her registration is gone on purpose.
          m.accountDeletedAt === undefined &&
          typeof m.uid === 'string' &&
          typeof m.legId === 'string' &&
          m.at instanceof Timestamp &&
          m.at.toMillis() < window.untilMs,
      );
    if (markers.length === 0) return;
    const [users, rows] = await Promise.all([
      db.getAll(...markers.map((m) => db.doc(userPath(m.uid)))),
      db.getAll(...markers.map((m) => db.doc(`races/${m.legId}/subscribedUsers/${m.uid}`))),
    ]);
    const registrations = users.map((user, i) => registrationOf(user.data(), markers[i]!.legId));
    const teamRefs = markers.map((m, i) => {
      const team = teamOf(registrations[i]);
      return team === null ? null : db.doc(`races/${m.legId}/teams/${team}`);
    });
    const named = teamRefs.filter((ref) => ref !== null);
    // Each team with its roster (src/contract/docs/team.ts): the team document names no member.
    const teamSnaps =
      named.length > 0
        ? await db.getAll(...named.flatMap((ref) => [ref, ref.collection('private').doc('roster')]))
        : [];
    const teams = new Map(teamSnaps.map((snap) => [snap.ref.path, snap]));
    for (const [i, marker] of markers.entries()) {
      const teamSnap = teamRefs[i] ? teams.get(teamRefs[i].path) : undefined;
      const roster = teamRefs[i] ? teams.get(`${teamRefs[i].path}/private/roster`) : undefined;
      const row = rows[i]?.data();
      const members = parseTeamRoster(roster?.data());
      // A racer who chose hidden is on no roster (her summary is absent on purpose).
      const listed = row !== undefined && memberSummary(row) !== null;
      const drift = registrationDrift({
        registration: registrations[i],
        row: row ? parseRacerRow(row) : undefined,
        team: teamSnap
          ? {
              exists: teamSnap.exists,
              hasMember: !listed || members.some((m) => m.uid === marker.uid),
            }
          : null,
      });
      if (drift.length === 0) continue;
      const entry = { uid: marker.uid as string, legId: marker.legId as string, drift };
      if (drift.some((d) => ORGANISER_ONLY.includes(d))) forOrganiser.push(entry);
      const repairable = drift.filter((d) => !ORGANISER_ONLY.includes(d));
      if (repairable.length === 0) continue;
      await repair(db, marker, repairable);
      repaired.push({ ...entry, drift: repairable });
    }
  });
  return { repaired, forOrganiser, scanned: scan.read, truncated: scan.truncated };
}
