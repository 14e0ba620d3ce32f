/**
 * A copy control (spec 02 §2: referral link, coupons; §9: copy feedback lasts 2 s). The
 * feedback is announced (aria-live) and the button keeps a name that says what it copies.
 */
import { useEffect, useState } from 'react';

export const COPY_FEEDBACK_MS = 2000;
export const COPIED_TEXT = 'Copied!';
export const COPY_FAILED_TEXT = 'Copy failed: select the text and copy it.';

type Feedback = 'idle' | 'copied' | 'failed';

interface Props {
  readonly text: string;
  /** What is copied, for the accessible name: 'Copy {what}'. */
  readonly what: string;
  readonly className?: string;
}

export function CopyButton({ text, what, className = 'btn btn-outline-primary btn-sm' }: Props) {
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
      <button type="button" className={className} onClick={copy} aria-label={`Copy ${what}`}>
        {feedback === 'copied' ? COPIED_TEXT : 'Copy'}
      </button>
      <span
        role="status"
        aria-live="polite"
        className={feedback === 'failed' ? 'small text-danger' : 'visually-hidden'}
      >
        {feedback === 'copied' ? COPIED_TEXT : feedback === 'failed' ? COPY_FAILED_TEXT : ''}
      </span>
    </span>
  );
}
