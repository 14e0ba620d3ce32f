/**
 * The frame every support action of the console shares (docs/organiser-console.md, "Support
 * actions": each asks for the organiser's reason at its field, nothing is sent without it): the
 * reason field, the submit button with its busy state, and the server's refusal in words. Each
 * action keeps only its own fields (passed as children, checked by `check`) and its call (`send`).
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { REASON_MAX } from '../../../contract/callables/organiser';

/**
 * What a send comes back with: done (the reason is cleared), a refusal the action showed at one
 * of its own fields, or a refusal to show under the form.
 */
export type ActionOutcome = 'done' | 'shownAtField' | { readonly failure: string };

interface Props {
  /** The form's accessible name. */
  readonly name: string;
  readonly reasonLabel: ReactNode;
  /** Said at the reason field when it is empty. */
  readonly reasonMissing: string;
  readonly submitLabel: ReactNode;
  /** The action's own fields, laid out in the form's row before the reason. */
  readonly children?: ReactNode;
  /** Bootstrap columns (of 12, from md up) of the reason and of the button. */
  readonly columns?: readonly [reason: number, submit: number];
  readonly danger?: boolean;
  /** Checks the action's own fields (showing their problems itself); false stops the send. */
  readonly check?: () => boolean;
  /** After every check passed, before sending: false stops here (a confirmation step). */
  readonly ready?: () => boolean;
  readonly send: (reason: string) => Promise<ActionOutcome>;
  readonly onReasonChange?: () => void;
  /** Notes shown under the form, in its live region (an answer, a warning). */
  readonly notes?: ReactNode;
}

export function ReasonedActionForm({
  name,
  reasonLabel,
  reasonMissing,
  submitLabel,
  children,
  columns = [8, 4],
  danger = false,
  check = () => true,
  ready = () => true,
  send,
  onReasonChange,
  notes,
}: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const why = reason.trim();
    // Both checked at once, so every field's problem shows together.
    const fieldsOk = check();
    setProblem(why ? '' : reasonMissing);
    if (!fieldsOk || !why || !ready()) return;
    setBusy(true);
    setFailure('');
    const outcome = await send(why);
    setBusy(false);
    if (outcome === 'done') setReason('');
    else if (outcome !== 'shownAtField') setFailure(outcome.failure);
  }

  const [reasonColumns, submitColumns] = columns;
  return (
    <form
      className="border-top pt-2 mt-2"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={name}
    >
      <div className="row g-2">
        {children}
        <div className={`col-12 col-md-${reasonColumns}`}>
          <label className="form-label small" htmlFor={`${id}-reason`}>
            {reasonLabel}
          </label>
          <input
            id={`${id}-reason`}
            className={`form-control form-control-sm${problem ? ' is-invalid' : ''}`}
            value={reason}
            maxLength={REASON_MAX}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-reason-problem` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem('');
              setFailure('');
              onReasonChange?.();
            }}
          />
          {problem && (
            <div id={`${id}-reason-problem`} className="invalid-feedback d-block">
              {problem}
            </div>
          )}
        </div>
        <div className={`col-12 col-md-${submitColumns} d-flex align-items-end`}>
          <button
            type="submit"
            className={`btn btn-sm ${danger ? 'btn-outline-danger' : 'btn-outline-primary'}`}
            disabled={busy}
          >
            {submitLabel}
          </button>
        </div>
      </div>
      <div aria-live="polite">
        {notes}
        {failure && (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}
