/**
 * A copy control (docs/product.md §P2: referral link, coupons; §P9: copy feedback lasts 2 s). The
 * feedback is announced (aria-live) and the button keeps a name that says what it copies:
 * the caller words that name whole ('Copy gift code {code}'), in the active language
 * (docs/i18n.md: a sentence is never glued from English pieces).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

export const COPY_FEEDBACK_MS = 2000;
const COPY_TEXT = msg`Copy`;
const COPIED_TEXT = msg`Copied!`;
const COPY_FAILED_TEXT = msg`Copy failed: select the text and copy it.`;

type Feedback = 'idle' | 'copied' | 'failed';

interface Props {
  readonly text: string;
  /** The button's accessible name, already worded: e.g. t`Copy gift code ${code}`. */
  readonly label: string;
  readonly className?: string;
}

export function CopyButton({ text, label, className = 'btn btn-outline-primary btn-sm' }: Props) {
  const { i18n } = useLingui();
  const [feedback, setFeedback] = useState<Feedback>('idle');

  useEffect(() => {
    if (feedback === 'idle') return undefined;
    const timer = setTimeout(() => setFeedback('idle'), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const copy = () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      setFeedback('failed');
      return;
    }
    clipboard.writeText(text).then(
      () => setFeedback('copied'),
      () => setFeedback('failed'),
    );
  };

  return (
    <span className="d-inline-flex align-items-center gap-2">
      <button type="button" className={className} onClick={copy} aria-label={label}>
        {i18n._(feedback === 'copied' ? COPIED_TEXT : COPY_TEXT)}
      </button>
      <span
        role="status"
        aria-live="polite"
        className={feedback === 'failed' ? 'small text-danger' : 'visually-hidden'}
      >
        {feedback === 'copied'
          ? i18n._(COPIED_TEXT)
          : feedback === 'failed'
            ? i18n._(COPY_FAILED_TEXT)
            : ''}
      </span>
    </span>
  );
}
