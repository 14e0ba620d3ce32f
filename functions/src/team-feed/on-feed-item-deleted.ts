/**
 * Trigger: a team-feed item was deleted (a captain deleting her note, docs/product.md, "Team
 * feed"): its cheers go with it. The cheers sit under the item, written by the server alone
 * (docs/security.md item 80), and each names the one who cheered: the browser's delete of the
 * note cannot reach them, and nothing would read them again. A retried run finds fewer or none.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { feedPath } from '../../../src/contract/docs/team-feed';
import { droppedAsTooOld, reportedTrigger, RETRY_CUTOFF_MS } from '../shared/trigger-retry';

export const onFeedItemDeleted = onDocumentDeleted(
  { document: 'races/{legId}/teams/{teamName}/feed/{itemId}', retry: true },
  reportedTrigger('onFeedItemDeleted', async (event) => {
    if (droppedAsTooOld('onFeedItemDeleted', event, RETRY_CUTOFF_MS.derived)) return;
    const { legId, teamName, itemId } = event.params;
    const db = getFirestore();
    await db.recursiveDelete(db.collection(`${feedPath(legId, teamName)}/${itemId}/cheers`));
  }),
);
