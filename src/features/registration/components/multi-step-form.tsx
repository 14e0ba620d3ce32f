/**
 * The multi-step wrapper (docs/product.md §R2.4, §R4): a progress bar, back and forward arrows (forward
 * submits the current step, so its checks run; back while not first, forward while not last);
 * while the last step submits, a spinner with 'Personalizing your Experience'; while a gift code
 * is being redeemed, a spinner with 'Registering...'. Both replace the step and lock the arrows;
 * `locked` locks the arrows alone (a redeemed code is about to leave the form).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';

const PERSONALIZING_TEXT = msg`Personalizing your Experience`;
const REGISTERING_TEXT = msg`Registering...`;

export function stepFormId(index: number): string {
  return `registration-step-${index + 1}`;
}

interface Props {
  /** The steps' titles, worded at render so a language switch re-words them (docs/i18n.md). */
  readonly titles: readonly MessageDescriptor[];
  readonly index: number;
  readonly onBack: () => void;
  readonly submitting: boolean;
  readonly registering?: boolean;
  readonly locked?: boolean;
  readonly children: ReactNode;
}

export function MultiStepForm({
  titles,
  index,
  onBack,
  submitting,
  registering = false,
  locked = false,
  children,
}: Props) {
  const { t, i18n } = useLingui();
  const last = titles.length - 1;
  const busyText = submitting ? PERSONALIZING_TEXT : registering ? REGISTERING_TEXT : null;
  const step = index + 1;
  const count = titles.length;
  const title = titles[index] ? i18n._(titles[index]) : '';
  const frozen = busyText !== null || locked;
  const percent = Math.round(((index + 1) / titles.length) * 100);
  return (
    <div className="registration-steps">
      <div className="d-flex align-items-center gap-2 mb-3">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-label={t`Previous step`}
          disabled={index === 0 || frozen}
          onClick={onBack}
        >
          ←
        </button>
        <div
          className="progress flex-grow-1"
          role="progressbar"
          aria-label={t`Step ${step} of ${count}: ${title}`}
          aria-valuenow={index + 1}
          aria-valuemin={1}
          aria-valuemax={titles.length}
        >
          <div className="progress-bar" style={{ width: `${percent}%` }} />
        </div>
        <button
          type="submit"
          form={stepFormId(index)}
          className="btn btn-outline-secondary btn-sm"
          aria-label={t`Next step`}
          disabled={index === last || frozen}
        >
          →
        </button>
      </div>
      <h2 className="h6 text-body-secondary">
        <Trans>
          Step {step} of {count}: {title}
        </Trans>
      </h2>
      {/* The live region is always in the page, so screen readers announce the text when it appears. */}
      <div role="status" aria-live="polite">
        {busyText !== null && (
          <div className="d-flex flex-column align-items-center py-5">
            <Spinner animation="border" aria-hidden="true" />
            <p className="mt-3">{i18n._(busyText)}</p>
          </div>
        )}
      </div>
      {busyText === null && children}
    </div>
  );
}
