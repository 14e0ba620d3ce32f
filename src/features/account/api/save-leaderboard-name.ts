/**
 * The account page's leaderboard name: users/{uid}.leaderboardName alone, what the users rules
 * allow an owner to change (firestore.rules, onlyLeaderboardNameChanged). The server copies it
 * onto her racer rows (functions/src/standings/on-leaderboard-name-changed.ts).
 */
import { updateDoc } from 'firebase/firestore';
import { rawUserDocRef } from '../../../lib/user-doc';
import type { LeaderboardName } from '../../../contract/leaderboard-name';

export async function saveLeaderboardName(uid: string, choice: LeaderboardName): Promise<void> {
  await updateDoc(rawUserDocRef(uid), { leaderboardName: choice });
}
