import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { NOTE_MAX_LENGTH, noteTextError } from '../../../../contract/docs/team-feed';
import { reportError } from '../../../../lib/report-error';
import { postNote } from '../../api/team-feed';

interface NoteFormProps {
  readonly legId: string;
  readonly teamName: string;
  readonly uid: string;
  /** She chose hidden: her note is posted hidden too (docs/security.md item 77). */
  readonly hidden: boolean;
}

/**
 * The captain's note to her team (docs/product.md, "Team feed"): plain text, 1 to
 * NOTE_MAX_LENGTH characters; a note out of bounds gets its message at the field and nothing
 * is written.
 */
export function NoteForm({ legId, teamName, uid, hidden }: NoteFormProps) {
  const { t } = useLingui();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'posted' | 'failed'>('idle');
  const left = NOTE_MAX_LENGTH - text.trim().length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = noteTextError(text);
    if (problem) {
      setError(
        problem === 'required'
          ? t`Write your note first.`
          : t`A note has at most ${NOTE_MAX_LENGTH} characters.`,
      );
      field.current?.focus();
      return;
    }
    setError(null);
    setState('busy');
    try {
      await postNote(legId, teamName, uid, text, hidden);
      setText('');
      setState('posted');
    } catch (failure) {
      setState('failed');
      reportError(failure, { action: 'postNote', legId });
    }
  };

  return (
    <form className="mb-3" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-note`} className="form-label">
        <Trans>Note to your team</Trans>
      </label>
      <textarea
        id={`${id}-note`}
        ref={field}
        className={`form-control ${error ? 'is-invalid' : ''}`}
        rows={2}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          setState('idle');
        }}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
      <div id={`${id}-help`} className="form-text">
        <Trans>Plain text. {left} characters left.</Trans>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={state === 'busy'}>
          <Trans>Post note</Trans>
        </button>
        <span role="status" className="small">
          {state === 'posted' && <Trans>Note posted.</Trans>}
        </span>
        {state === 'failed' && (
          <span role="alert" className="small text-danger">
            <Trans>Your note couldn't be posted. Check your connection and try again.</Trans>
          </span>
        )}
      </div>
    </form>
  );
}
