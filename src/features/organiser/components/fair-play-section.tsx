/**
 * The fair-play review (docs/organiser-console.md): the open flags, newest first, each with the
 * flagged activity and her pace history on the leg; keep (the flag closes) or remove (the
 * activity leaves her row as her own delete does, and she gets one e-mail saying why, so a
 * reason is required at its field).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { REASON_MAX, type FairPlayFlag } from '../../../contract/callables/organiser';
import { LoadError } from '../../../components/load-error';
import { LoadingText } from '../../../components/loading-text';
import { formatKmWithUnit } from '../../../lib/i18n/format';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { reviewFlag, useFairPlayFlags } from '../api/fair-play';

/** A pace as m:ss per km. */
function pace(secondsPerKm: number | null): string {
  if (secondsPerKm === null) return '—';
  const minutes = Math.floor(secondsPerKm / 60);
  return `${minutes}:${String(Math.round(secondsPerKm % 60)).padStart(2, '0')}/km`;
}

function FlagCard({ flag, onDone }: { readonly flag: FairPlayFlag; readonly onDone: () => void }) {
  const { t } = useLingui();
  const language = useActiveLanguage();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function decide(decision: 'keep' | 'remove') {
    const text = reason.trim();
    if (decision === 'remove' && !text) {
      setProblem(t`Give the reason she will read in her e-mail.`);
      return;
    }
    setBusy(true);
    const answer = await reviewFlag({
      flagId: flag.flagId,
      decision,
      ...(text ? { reason: text } : {}),
    });
    setBusy(false);
    if (answer.ok) onDone();
    else setProblem(t`We could not reach the server just now. Please try again.`);
  }

  const a = flag.activity;
  const who = flag.name || flag.email;
  return (
    <li className="border rounded p-3 mb-3" data-testid="fair-play-flag">
      <h3 className="h6 mb-1">
        {who} <span className="text-body-secondary">({flag.email})</span>
      </h3>
      <p className="mb-2">{flag.legLabel || flag.legId}</p>
      {a ? (
        <p className="mb-2 fw-semibold">
          <Trans>
            Flagged: {a.day}, {formatKmWithUnit(a.distanceKm, language)} at {pace(a.secondsPerKm)}
          </Trans>
        </p>
      ) : (
        <p className="mb-2">
          <Trans>The activity is no longer in her log.</Trans>
        </p>
      )}
      <h4 className="h6">
        <Trans>Her pace on her other activities</Trans>
      </h4>
      {flag.history.length === 0 ? (
        <p className="small">
          <Trans>No other activity.</Trans>
        </p>
      ) : (
        <ul className="small">
          {flag.history.map((entry, index) => (
            <li key={`${entry.day}-${index}`}>
              {entry.day}: {formatKmWithUnit(entry.distanceKm, language)},{' '}
              {pace(entry.secondsPerKm)}
            </li>
          ))}
        </ul>
      )}
      <label className="form-label" htmlFor={`${id}-reason`}>
        <Trans>Reason (required to remove: she reads it in her e-mail)</Trans>
      </label>
      <input
        id={`${id}-reason`}
        className={`form-control mb-2${problem ? ' is-invalid' : ''}`}
        value={reason}
        maxLength={REASON_MAX}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem('');
        }}
      />
      {problem && (
        <div id={`${id}-problem`} className="invalid-feedback d-block mb-2">
          {problem}
        </div>
      )}
      <div className="d-flex gap-2 flex-wrap">
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={busy}
          onClick={() => void decide('keep')}
        >
          <Trans>Keep the activity</Trans>
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy}
          onClick={() => void decide('remove')}
        >
          <Trans>Remove the activity</Trans>
        </button>
      </div>
    </li>
  );
}

export function FairPlaySection() {
  const { t } = useLingui();
  const [version, setVersion] = useState(0);
  const flags = useFairPlayFlags(version);
  const [note, setNote] = useState('');

  return (
    <section aria-labelledby="fair-play-title">
      <h2 id="fair-play-title" className="h5">
        <Trans>Fair-play review</Trans>
      </h2>
      <div aria-live="polite">
        {note && <p className="alert alert-success py-2">{note}</p>}
        {flags.status === 'loading' && <LoadingText />}
        {flags.status === 'error' && (
          <LoadError message={t`We couldn't load the flags.`} onRetry={flags.retry} />
        )}
        {flags.status === 'success' && flags.data.length === 0 && (
          <p>
            <Trans>No flag waits for a review.</Trans>
          </p>
        )}
      </div>
      {flags.status === 'success' && flags.data.length > 0 && (
        <ol className="list-unstyled">
          {flags.data.map((flag) => (
            <FlagCard
              key={flag.flagId}
              flag={flag}
              onDone={() => {
                setNote(t`Review saved.`);
                setVersion((v) => v + 1);
              }}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
