/**
 * The gift-code batch form's input checked before anything is sent (docs/organiser-console.md,
 * "Gift codes for a partner"): the same bounds as the callable's parser
 * (contract/callables/organiser-support.ts), each problem named for its field. Pure.
 */
import {
  GIFT_BATCH_MAX,
  PARTNER_NAME_MAX,
  type GiftCodeBatchRequest,
} from '../../../contract/callables/organiser-support';
import { REASON_MAX } from '../../../contract/callables/organiser';

export interface GiftBatchInput {
  readonly legId: string;
  readonly count: string;
  readonly partner: string;
  readonly reason: string;
}

export type GiftBatchProblem = 'noLeg' | 'badCount' | 'noPartner' | 'noReason';
export type GiftBatchProblems = Partial<Record<keyof GiftBatchInput, GiftBatchProblem>>;

export function checkGiftBatch(
  input: GiftBatchInput,
):
  | { readonly ok: true; readonly request: GiftCodeBatchRequest }
  | { readonly ok: false; readonly problems: GiftBatchProblems } {
  const count = Number(input.count.trim());
  const partner = input.partner.trim();
  const reason = input.reason.trim();
  const problems: GiftBatchProblems = {
    ...(input.legId ? {} : { legId: 'noLeg' as const }),
    ...(/^\d+$/.test(input.count.trim()) && count >= 1 && count <= GIFT_BATCH_MAX
      ? {}
      : { count: 'badCount' as const }),
    ...(partner && partner.length <= PARTNER_NAME_MAX ? {} : { partner: 'noPartner' as const }),
    ...(reason && reason.length <= REASON_MAX ? {} : { reason: 'noReason' as const }),
  };
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, request: { legId: input.legId, count, partner, reason } };
}
