/**
 * Trigger `onGiftMailDelivery`: a gift e-mail that bounces (gift-mail-bounce.ts decides from the
 * extension's `delivery` on mail/{id}) stops its buyer's gift e-mails, as a report does
 * (gift-sender-block.ts; README, "E-mail"). Retried (shared/trigger-retry.ts) and idempotent: the
 * record is created once, whatever the runs.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { droppedAsTooOld, reportedTrigger, RETRY_CUTOFF_MS } from '../shared/trigger-retry';
import { giftMailBounce } from './gift-mail-bounce';
import { recordGiftMailComplaint } from './gift-sender-block';

export const onGiftMailDelivery = onDocumentUpdated(
  { document: 'mail/{mailId}', retry: true },
  reportedTrigger('onGiftMailDelivery', async (event) => {
    const { mailId } = event.params;
    const reason = giftMailBounce(
      mailId,
      event.data?.before.data()?.delivery,
      event.data?.after.data()?.delivery,
    );
    if (reason === null) return;
    if (droppedAsTooOld('onGiftMailDelivery', event, RETRY_CUTOFF_MS.derived)) return;
    const outcome = await recordGiftMailComplaint(getFirestore(), mailId, 'bounced', reason);
    logger.info('onGiftMailDelivery: a gift e-mail bounced', { mailId, outcome });
  }),
);
