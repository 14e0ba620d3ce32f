/**
 * Gift codes for a partner (docs/organiser-console.md, "Gift codes for a partner"): a leg, how
 * many, the partner and the reason, each checked at its field before anything is sent
 * (logic/gift-batch-input.ts); the server makes the codes and logs the batch, and the console
 * hands over their CSV.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  GIFT_BATCH_MAX,
  PARTNER_NAME_MAX,
  type GiftCodeBatchResult,
} from '../../../contract/callables/organiser-support';
import { REASON_MAX } from '../../../contract/callables/organiser';
import { giftCodeBatch } from '../api/support-actions';
import {
  checkGiftBatch,
  type GiftBatchInput,
  type GiftBatchProblem,
  type GiftBatchProblems,
} from '../logic/gift-batch-input';
import { LegSelect } from './leg-select';
import { saveCsv } from './save-csv';

const EMPTY: GiftBatchInput = { legId: '', count: '', partner: '', reason: '' };

export function GiftCodesSection() {
  const { t } = useLingui();
  const id = useId();
  const [input, setInput] = useState<GiftBatchInput>(EMPTY);
  const [problems, setProblems] = useState<GiftBatchProblems>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<GiftCodeBatchResult | null>(null);

  const texts: Record<GiftBatchProblem, string> = {
    noLeg: t`Choose a leg.`,
    badCount: t`Enter a whole number from 1 to ${GIFT_BATCH_MAX}.`,
    noPartner: t`Name the partner the codes are for.`,
    noReason: t`Give the reason for these codes.`,
  };

  const set = (name: keyof GiftBatchInput) => (value: string) => {
    setInput((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const field = (name: keyof GiftBatchInput) => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
  });

  const problemOf = (name: keyof GiftBatchInput) => {
    const problem = problems[name];
    return problem ? (
      <div id={`${id}-${name}-problem`} className="invalid-feedback d-block">
        {texts[problem]}
      </div>
    ) : null;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkGiftBatch(input);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setBusy(true);
    setFailure('');
    const answer = await giftCodeBatch(checked.request);
    setBusy(false);
    if (answer.ok) {
      setMade(answer.data);
      setInput(EMPTY);
      return;
    }
    setFailure(
      answer.refusal === 'unknownLeg'
        ? t`That leg no longer exists.`
        : t`We could not reach the server just now. Please try again.`,
    );
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        <Trans>Gift codes for a partner</Trans>
      </h2>
      <form className="row g-2 align-items-end mb-3" onSubmit={(e) => void submit(e)} noValidate>
        <div className="col-12 col-md-4">
          <LegSelect
            id={`${id}-legId`}
            value={input.legId}
            onChange={set('legId')}
            problem={problems.legId && texts[problems.legId]}
          />
        </div>
        <div className="col-6 col-md-2">
          <label className="form-label" htmlFor={`${id}-count`}>
            <Trans>Number of codes</Trans>
          </label>
          <input
            {...field('count')}
            className={`form-control${problems.count ? ' is-invalid' : ''}`}
            inputMode="numeric"
            value={input.count}
            onChange={(event) => set('count')(event.target.value)}
          />
          {problemOf('count')}
        </div>
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor={`${id}-partner`}>
            <Trans>Partner</Trans>
          </label>
          <input
            {...field('partner')}
            className={`form-control${problems.partner ? ' is-invalid' : ''}`}
            maxLength={PARTNER_NAME_MAX}
            value={input.partner}
            onChange={(event) => set('partner')(event.target.value)}
          />
          {problemOf('partner')}
        </div>
        <div className="col-12 col-md-9">
          <label className="form-label" htmlFor={`${id}-reason`}>
            <Trans>Reason</Trans>
          </label>
          <input
            {...field('reason')}
            className={`form-control${problems.reason ? ' is-invalid' : ''}`}
            maxLength={REASON_MAX}
            value={input.reason}
            onChange={(event) => set('reason')(event.target.value)}
          />
          {problemOf('reason')}
        </div>
        <div className="col-12 col-md-3">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            <Trans>Make the codes</Trans>
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {failure && (
          <p className="text-danger" role="alert">
            {failure}
          </p>
        )}
        {made && (
          <div className="alert alert-success" data-testid="gift-batch-made">
            <p className="mb-2">
              <Trans>
                {made.codes.length} codes made for this partner (batch {made.batchId}).
              </Trans>
            </p>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => saveCsv(made.csv, `gift-codes-${made.batchId}.csv`)}
            >
              <Trans>Download the codes (CSV)</Trans>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
