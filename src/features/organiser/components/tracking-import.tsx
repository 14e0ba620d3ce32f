/**
 * The tracking import (docs/organiser-console.md, "Medals to ship"): a CSV of bib or
 * registration id → carrier, tracking number for the chosen leg. The file is checked here with
 * the server's own parser (src/contract/organiser/medal-shipment.ts) and each bad line named at
 * the field before anything is sent; the server checks it again and refuses the whole file when
 * a line names no finisher waiting for her medal (nothing shipped). A medal already shipped
 * ships again only with a reason.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  REASON_MAX,
  type ImportTrackingResult,
  type UnshippableReason,
} from '../../../contract/callables/organiser';
import {
  parseTrackingImport,
  type TrackingLineError,
  type TrackingLineProblem,
} from '../../../contract/organiser/medal-shipment';
import { importTracking } from '../api/organiser-calls';

type Outcome =
  | { readonly state: 'idle' | 'sending' | 'failed' }
  | { readonly state: 'problems'; readonly lines: readonly string[] }
  | { readonly state: 'done'; readonly result: ImportTrackingResult };

export function TrackingImport({
  legId,
  onShipped,
}: {
  readonly legId: string;
  readonly onShipped: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  const problemText: Record<TrackingLineProblem, string> = {
    unreadable: t`a quote is opened and never closed`,
    noColumns: t`the first line must name the columns: bib or registrationId, carrier, trackingNumber`,
    tooManyLines: t`the file is too long (at most 1,000 lines)`,
    noLines: t`the file has no line to import`,
    noReference: t`no bib or registration id`,
    badCarrier: t`a carrier we do not know (Canada Post, Purolator, UPS, FedEx, DHL)`,
    badTrackingNumber: t`the tracking number must be 6 to 40 letters and digits`,
    otherLeg: t`a registration of another leg`,
    repeated: t`the same registration twice`,
  };
  const reasonText: Record<UnshippableReason, string> = {
    notFound: t`no registration on this leg`,
    notFinished: t`she has not finished this leg`,
    alreadyShipped: t`her medal already shipped (give a reason to ship it again)`,
  };
  const lineText = (line: number, text: string) => (line > 0 ? t`Line ${line}: ${text}` : text);
  const fileProblems = (errors: readonly TrackingLineError[]) =>
    errors.map((error) => lineText(error.line, problemText[error.problem]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!legId) {
      setOutcome({ state: 'problems', lines: [t`Choose a leg above first.`] });
      return;
    }
    if (!file) {
      setOutcome({ state: 'problems', lines: [t`Choose a CSV file.`] });
      return;
    }
    const csv = await file.text();
    const checked = parseTrackingImport(csv, legId);
    if (!checked.ok) {
      setOutcome({ state: 'problems', lines: fileProblems(checked.errors) });
      return;
    }
    if (reason.length > REASON_MAX) {
      setOutcome({
        state: 'problems',
        lines: [t`The reason is too long (at most 500 characters).`],
      });
      return;
    }
    setOutcome({ state: 'sending' });
    const answer = await importTracking({
      legId,
      csv,
      ...(reason.trim() ? { reshipReason: reason } : {}),
    });
    if (answer.ok) {
      setOutcome({ state: 'done', result: answer.data });
      if (fileInput.current) fileInput.current.value = '';
      onShipped();
      return;
    }
    if (answer.refusal === 'badFile' || answer.refusal === 'notShippable') {
      const lines = [
        ...fileProblems(answer.details.errors ?? []),
        ...(answer.details.unshippable ?? []).map((u) => lineText(u.line, reasonText[u.reason])),
      ];
      setOutcome({
        state: 'problems',
        lines: [t`Nothing was imported.`, ...lines],
      });
      return;
    }
    setOutcome({ state: 'failed' });
  }

  const invalid = outcome.state === 'problems';
  return (
    <section aria-labelledby={`${id}-title`} className="border rounded p-3">
      <h3 id={`${id}-title`} className="h6">
        <Trans>Import tracking numbers</Trans>
      </h3>
      <p className="small text-body-secondary">
        <Trans>
          A CSV file with a bib or registrationId column, a carrier column and a trackingNumber
          column: the export above, filled in, works as it is. Each medal ships once and its
          finisher gets one e-mail with the tracking link.
        </Trans>
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="mb-2">
          <label className="form-label" htmlFor={`${id}-file`}>
            <Trans>Tracking numbers file (CSV)</Trans>
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-problems` : undefined}
            onChange={() => setOutcome({ state: 'idle' })}
          />
          {outcome.state === 'problems' && (
            <ul
              id={`${id}-problems`}
              className="invalid-feedback d-block mb-0"
              data-testid="import-problems"
            >
              {outcome.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="mb-2">
          <label className="form-label" htmlFor={`${id}-reason`}>
            <Trans>Reason for shipping again (only to reship a medal already shipped)</Trans>
          </label>
          <input
            id={`${id}-reason`}
            className="form-control"
            value={reason}
            maxLength={REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={outcome.state === 'sending'}>
          <Trans>Import tracking numbers</Trans>
        </button>
      </form>
      <div aria-live="polite" className="mt-2">
        {outcome.state === 'failed' && (
          <p className="text-danger">
            <Trans>We could not reach the server just now. Please try again.</Trans>
          </p>
        )}
        {outcome.state === 'done' && (
          <div className="alert alert-success py-2" data-testid="import-result">
            <p className="mb-1">
              <Plural
                value={outcome.result.shipped.length}
                one="Shipped # medal."
                other="Shipped # medals."
              />
            </p>
            <ul className="mb-0">
              {outcome.result.shipped.map((s) => (
                <li key={s.registrationId}>
                  {s.name || s.registrationId}
                  {s.reship ? ` (${t`shipped again`})` : ''}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
