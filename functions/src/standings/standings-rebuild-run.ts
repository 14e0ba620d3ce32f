/**
 * On-demand standings rebuild (docs/standings.md): recomputes every standings row and the
 * board of the given legs (every leg with racers when none is given). Run by
 * `npm run standings:rebuild` and by the seed, through jiti (no build step); never deployed.
 * Uses an app of its own, so a caller's Admin SDK copy never mixes with this one.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { rebuildLeg } from './leg-rebuild';

const APP_NAME = 'standings-rebuild';

export async function rebuildStandings(
  projectId: string,
  legIds: readonly string[] = [],
  progress?: (message: string) => void,
) {
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ projectId }, APP_NAME);
  const db = getFirestore(app);
  const legs =
    legIds.length > 0
      ? [...legIds]
      : (await db.collection('races').listDocuments()).map((ref) => ref.id);
  const results: { legId: string; racers: number }[] = [];
  for (const legId of legs) {
    const board = await rebuildLeg(db, legId, progress ? { progress } : {});
    results.push({ legId, racers: board.count });
  }
  return results;
}
