/**
 * Trigger: a captain posted a note to her team's feed (docs/product.md, "Team feed"): each member
 * of the team but her, whose devices asked for notes, gets it by push (docs/push.md), once per
 * device (`note__{legId}__{itemId}`: a retried run sends none more). A note of a captain who
 * chose hidden reaches no one in the feed, so no one by push either (docs/security.md item 77).
 * The members are those whose registration names the team, as the feed's rules read them.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { pushToDevices } from '../push/send-push';
import { pushSecrets } from '../push/vapid';
import { droppedAsTooOld, reportedTrigger, RETRY_CUTOFF_MS } from '../shared/trigger-retry';

export const onNotePosted = onDocumentCreated(
  {
    document: 'races/{legId}/teams/{teamName}/feed/{itemId}',
    retry: true,
    secrets: pushSecrets(),
  },
  reportedTrigger('onNotePosted', async (event) => {
    if (droppedAsTooOld('onNotePosted', event, RETRY_CUTOFF_MS.derived)) return;
    const note = event.data?.data();
    if (note?.kind !== 'note' || note.hidden !== false) return;
    const { legId, teamName, itemId } = event.params;
    const db = getFirestore();
    const members = await db
      .collection('users')
      .where(`subscribedRaces.${legId}.teamName`, '==', teamName)
      .select()
      .get();
    const text = typeof note.text === 'string' ? note.text : '';
    await Promise.all(
      members.docs
        .filter((member) => member.id !== note.uid)
        .map((member) =>
          pushToDevices(db, member.id, `note__${legId}__${itemId}`, () => ({
            kind: 'note',
            legId,
            text,
          })),
        ),
    );
  }),
);
