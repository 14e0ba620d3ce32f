/**
 * Evidence that the payment trigger looked at a write of a payment already handled and did
 * nothing (a replay by the Stripe extension, the trigger's own follow-up update, the payment a
 * gift redemption writes): provisioned/{paymentId}/ignoredWrites/{version}, server-only. One
 * record per version of the payment document (its update time), so a retried event writes the
 * same record. The integration tests wait for it to prove the trigger ran and left the payment
 * alone, instead of sleeping; an operator sees it beside the marker.
 */

/** A document version (update time) as a document id: seconds and nanoseconds, exact. */
export function versionId(updateTime: {
  readonly seconds: number;
  readonly nanoseconds: number;
}): string {
  return `${updateTime.seconds}.${String(updateTime.nanoseconds).padStart(9, '0')}`;
}

export const ignoredWritePath = (
  paymentId: string,
  updateTime: { readonly seconds: number; readonly nanoseconds: number },
) => `provisioned/${paymentId}/ignoredWrites/${versionId(updateTime)}`;
