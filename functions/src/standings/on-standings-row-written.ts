/**
 * Trigger: a racer's row races/{legId}/subscribedUsers/{uid} was written (a manual activity, a
 * delete, a tracker import, a registration). Keeps the leaderboard's standings (docs/product.md §P2
 * Leaderboard, §P4) without any client reading subscribedUsers: the racer's compact row in her
 * standings document, then a debounced board rebuild. A separate trigger from the activity
 * trigger (completion, team summary), so each stays small; both recompute from the row.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { requestBoardRebuild } from './board-debounce';
import { debounceMsFor } from './board-rebuild-claim';
import { syncRacerRow } from './standings-store';
import { standingRowFromRacer } from '../../../src/contract/standing-row';
import { droppedAsTooOld, reportedTrigger, RETRY_CUTOFF_MS } from '../shared/trigger-retry';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Retried (trigger-retry.ts): syncRacerRow writes the row as computed from the racer's document
// and the board rebuild is claimed, so a repeated run converges.
export const onStandingsRowWritten = onDocumentWritten(
  { document: 'races/{legId}/subscribedUsers/{uid}', retry: true },
  reportedTrigger('onStandingsRowWritten', async (event) => {
    if (droppedAsTooOld('onStandingsRowWritten', event, RETRY_CUTOFF_MS.derived)) return;
    const { legId, uid } = event.params;
    const before = event.data?.before.data();
    // The row's key (its bib) before the write, so a row that lost or changed its bib leaves no copy.
    const previousKey = before ? standingRowFromRacer(uid, before, '1970-01-01').key : null;
    const db = getFirestore();
    if (await syncRacerRow(db, legId, uid, previousKey))
      await requestBoardRebuild(db, legId, wait, debounceMsFor(process.env));
  }),
);
