/**
 * Trigger `onMailDeliveryError`: an e-mail the Trigger Email extension (locally
 * functions/emulator/local-mail.ts) ended in `delivery.state` ERROR counts toward the
 * `mail-errors__all` alert, which e-mails the organisers once errors pile up within an hour
 * (alert-policy.ts; docs/reliability.md, "Alerts"). An alert's own e-mail that fails is counted
 * too (no e-mail is sent for it until the threshold, and then once). Retried; a retried run may
 * count one error twice, which only brings the e-mail a report sooner.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { droppedAsTooOld, RETRY_CUTOFF_MS } from '../shared/trigger-retry';
import { raiseAlert } from './alert-store';

const stateOf = (data: Record<string, unknown> | undefined): unknown =>
  (data?.delivery as Record<string, unknown> | undefined)?.state;

export const onMailDeliveryError = onDocumentUpdated(
  { document: 'mail/{mailId}', retry: true },
  async (event) => {
    const before = stateOf(event.data?.before.data());
    const after = event.data?.after.data();
    if (before === 'ERROR' || stateOf(after) !== 'ERROR') return;
    if (droppedAsTooOld('onMailDeliveryError', event, RETRY_CUTOFF_MS.derived)) return;
    const error = (after?.delivery as Record<string, unknown> | undefined)?.error;
    await raiseAlert(getFirestore(), {
      kind: 'mail-errors',
      key: 'all',
      summary: 'E-mails are failing to send',
      details: { lastMailId: event.params.mailId, lastError: String(error ?? '').slice(0, 300) },
    });
  },
);
