/**
 * Race setup (docs/organiser-console.md, "Race setup"): a leg's medals' ship date, and its
 * milestones edited, added,
 * removed and moved, a preview laid out as the dashboard shows them, and the organiser's reason;
 * the server checks each milestone with the milestones document's own checks and answers a bad
 * one at its field (nothing is saved), then logs the change.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { REASON_MAX } from '../../../contract/callables/organiser';
import type { BadMilestoneDetails } from '../../../contract/callables/organiser-race-setup';
import { LoadError } from '../../../components/load-error';
import { loadLegSetup, updateLegSetup } from '../api/race-setup';
import {
  draftOf,
  emptyDraft,
  milestonesOf,
  moved,
  problemsOf,
  type DraftField,
  type DraftProblem,
  type DraftProblems,
  type MilestoneDraft,
} from '../logic/milestone-drafts';
import { LegSelect } from './leg-select';
import { MilestonesPreview } from './milestones-preview';
import { SiteOptionsForms } from './site-options-forms';

type Loaded = {
  readonly legKm: number | null;
  readonly medalsShipOn: string;
  readonly finisherLink: string;
  readonly drafts: readonly MilestoneDraft[];
};

export function RaceSetupSection() {
  const { t } = useLingui();
  const id = useId();
  const [legId, setLegId] = useState('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [shipOn, setShipOn] = useState('');
  const [badShipDate, setBadShipDate] = useState(false);
  const [finisherLink, setFinisherLink] = useState('');
  const [badLink, setBadLink] = useState(false);
  const [message, setMessage] = useState<{ kind: 'saved' | 'failure'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const problemTexts: Record<DraftProblem, string> = {
    required: t`Enter this field.`,
    tooLong: t`This text is too long.`,
    notANumber: t`Enter the km as a number, such as 12.5.`,
    negative: t`The km cannot be below 0.`,
    badUrl: t`Enter an address that starts with https:// (an image may also start with /).`,
    beyondFinish: t`This milestone is past the leg’s finish.`,
    tooMany: t`This leg has too many milestones.`,
  };

  async function choose(next: string) {
    setLegId(next);
    setLoaded(null);
    setProblems({});
    setMessage(null);
    setLoadFailed(false);
    if (!next) return;
    try {
      const setup = await loadLegSetup(next);
      setLoaded({
        legKm: setup.legKm,
        medalsShipOn: setup.medalsShipOn,
        finisherLink: setup.finisherLink,
        drafts: setup.milestones.map(draftOf),
      });
      setShipOn(setup.medalsShipOn);
      setBadShipDate(false);
      setFinisherLink(setup.finisherLink);
      setBadLink(false);
    } catch {
      setLoadFailed(true);
    }
  }

  const setDrafts = (change: (drafts: readonly MilestoneDraft[]) => readonly MilestoneDraft[]) => {
    setLoaded((current) => (current ? { ...current, drafts: change(current.drafts) } : current));
    setMessage(null);
  };

  const edit = (key: number, field: DraftField, value: string) => {
    setDrafts((drafts) => drafts.map((d) => (d.key === key ? { ...d, [field]: value } : d)));
    setProblems((current) => ({ ...current, [key]: { ...current[key], [field]: undefined } }));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!loaded) return;
    if (!reason.trim()) {
      setReasonMissing(true);
      return;
    }
    setBusy(true);
    setMessage(null);
    const answer = await updateLegSetup({
      legId,
      milestones: milestonesOf(loaded.drafts),
      // A date emptied is cleared; left empty on a leg without one, nothing is sent.
      ...(shipOn ? { medalsShipOn: shipOn } : loaded.medalsShipOn ? { medalsShipOn: null } : {}),
      // Sent only when edited: a link saved before the check (not on https) does not block
      // an edit of the milestones.
      ...(finisherLink !== loaded.finisherLink ? { finisherLink } : {}),
      reason: reason.trim(),
    });
    setBusy(false);
    if (answer.ok) {
      setProblems({});
      setReason('');
      setMessage({
        kind: 'saved',
        text:
          answer.data.outcome === 'saved'
            ? t`Race setup saved. Participants on this leg see it now.`
            : t`Nothing changed: this is the race setup already saved.`,
      });
      return;
    }
    if (answer.refusal === 'badFinisherLink') {
      setBadLink(true);
      setMessage({
        kind: 'failure',
        text: t`The finisher link must start with https://: nothing was saved.`,
      });
      return;
    }
    if (answer.refusal === 'badShipDate') {
      setBadShipDate(true);
      setMessage({
        kind: 'failure',
        text: t`The medals’ ship date is not a day: nothing was saved.`,
      });
      return;
    }
    if (answer.refusal === 'badMilestone') {
      const details = answer.details as BadMilestoneDetails;
      setProblems(problemsOf(loaded.drafts, details));
      setMessage({
        kind: 'failure',
        text:
          details.problem === 'tooMany'
            ? problemTexts.tooMany
            : t`A milestone is not valid: nothing was saved.`,
      });
      return;
    }
    setMessage({
      kind: 'failure',
      text:
        answer.refusal === 'unknownLeg'
          ? t`That leg no longer exists.`
          : t`We could not reach the server just now. Please try again.`,
    });
  }

  const fieldLabels: Record<DraftField, string> = {
    name: t`Name`,
    location: t`Place`,
    distance: t`Km from the start`,
    imageUrl: t`Image address`,
    description: t`Description`,
    link: t`Link`,
    frName: t`Name in French`,
    frLocation: t`Place in French`,
    frDescription: t`Description in French`,
  };

  function input(draft: MilestoneDraft, field: DraftField, wide = false) {
    const inputId = `${id}-${draft.key}-${field}`;
    const problem = problems[draft.key]?.[field];
    const Tag = field === 'description' || field === 'frDescription' ? 'textarea' : 'input';
    return (
      <div className={wide ? 'col-12 col-md-6' : 'col-12 col-sm-6 col-md-3'}>
        <label className="form-label small" htmlFor={inputId}>
          {fieldLabels[field]}
        </label>
        <Tag
          id={inputId}
          className={`form-control form-control-sm${problem ? ' is-invalid' : ''}`}
          value={draft[field]}
          inputMode={field === 'distance' ? 'decimal' : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          onChange={(event) => edit(draft.key, field, event.target.value)}
        />
        {problem && (
          <div id={`${inputId}-problem`} className="invalid-feedback d-block">
            {problemTexts[problem]}
          </div>
        )}
      </div>
    );
  }

  const drafts = loaded?.drafts ?? [];
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        <Trans>Race setup</Trans>
      </h2>
      <div className="mb-3" style={{ maxWidth: 480 }}>
        <LegSelect id={`${id}-leg`} value={legId} onChange={(value) => void choose(value)} />
      </div>
      {loadFailed && (
        <LoadError message={t`We couldn't load this leg.`} onRetry={() => void choose(legId)} />
      )}
      {loaded && (
        <form onSubmit={(e) => void save(e)} noValidate>
          <div className="mb-3" style={{ maxWidth: 240 }}>
            <label className="form-label" htmlFor={`${id}-ship`}>
              <Trans>Medals ship on</Trans>
            </label>
            <input
              id={`${id}-ship`}
              type="date"
              className={`form-control${badShipDate ? ' is-invalid' : ''}`}
              value={shipOn}
              aria-invalid={badShipDate ? true : undefined}
              aria-describedby={badShipDate ? `${id}-ship-problem` : `${id}-ship-hint`}
              onChange={(event) => {
                setShipOn(event.target.value);
                setBadShipDate(false);
                setMessage(null);
              }}
            />
            <div id={`${id}-ship-hint`} className="form-text">
              <Trans>Empty the field to clear the date.</Trans>
            </div>
            {badShipDate && (
              <div id={`${id}-ship-problem`} className="invalid-feedback d-block">
                <Trans>Enter a day, such as 2026-03-31.</Trans>
              </div>
            )}
          </div>
          <div className="mb-3" style={{ maxWidth: 480 }}>
            <label className="form-label" htmlFor={`${id}-finisher-link`}>
              <Trans>Finisher link</Trans>
            </label>
            <input
              id={`${id}-finisher-link`}
              type="url"
              className={`form-control${badLink ? ' is-invalid' : ''}`}
              value={finisherLink}
              aria-invalid={badLink ? true : undefined}
              aria-describedby={badLink ? `${id}-finisher-link-problem` : undefined}
              onChange={(event) => {
                setFinisherLink(event.target.value);
                setBadLink(false);
                setMessage(null);
              }}
            />
            {badLink && (
              <div id={`${id}-finisher-link-problem`} className="invalid-feedback d-block">
                <Trans>Enter an address that starts with https://, or leave it empty.</Trans>
              </div>
            )}
          </div>
          <h3 className="h6">
            <Trans>Milestones</Trans>
          </h3>
          {drafts.length === 0 && (
            <p className="text-body-secondary">
              <Trans>This leg has no milestones yet.</Trans>
            </p>
          )}
          <ol className="list-unstyled">
            {drafts.map((draft, index) => {
              const number = index + 1;
              return (
                <li key={draft.key} className="border rounded p-2 mb-2">
                  <fieldset>
                    <legend className="h6 small fw-bold">
                      <Trans>Milestone {number}</Trans>
                    </legend>
                    <div className="row g-2">
                      {input(draft, 'name')}
                      {input(draft, 'location')}
                      {input(draft, 'distance')}
                      {input(draft, 'imageUrl')}
                      {input(draft, 'description', true)}
                      {input(draft, 'link', true)}
                      {input(draft, 'frName')}
                      {input(draft, 'frLocation')}
                      {input(draft, 'frDescription', true)}
                    </div>
                    <div className="d-flex flex-wrap gap-2 mt-2">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary"
                        disabled={index === 0}
                        onClick={() => setDrafts((rows) => moved(rows, index, -1))}
                      >
                        <Trans>Move milestone {number} up</Trans>
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary"
                        disabled={index === drafts.length - 1}
                        onClick={() => setDrafts((rows) => moved(rows, index, 1))}
                      >
                        <Trans>Move milestone {number} down</Trans>
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        onClick={() => setDrafts((rows) => rows.filter((d) => d.key !== draft.key))}
                      >
                        <Trans>Remove milestone {number}</Trans>
                      </button>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary mb-3"
            onClick={() => setDrafts((rows) => [...rows, emptyDraft()])}
          >
            <Trans>Add a milestone</Trans>
          </button>
          <MilestonesPreview drafts={drafts} />
          <div className="row g-2 align-items-end mt-2">
            <div className="col-12 col-md-9">
              <label className="form-label" htmlFor={`${id}-reason`}>
                <Trans>Reason</Trans>
              </label>
              <input
                id={`${id}-reason`}
                className={`form-control${reasonMissing ? ' is-invalid' : ''}`}
                maxLength={REASON_MAX}
                value={reason}
                aria-invalid={reasonMissing ? true : undefined}
                aria-describedby={reasonMissing ? `${id}-reason-problem` : undefined}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonMissing(false);
                }}
              />
              {reasonMissing && (
                <div id={`${id}-reason-problem`} className="invalid-feedback d-block">
                  <Trans>Give the reason for this change.</Trans>
                </div>
              )}
            </div>
            <div className="col-12 col-md-3">
              <button type="submit" className="btn btn-primary" disabled={busy}>
                <Trans>Save the race setup</Trans>
              </button>
            </div>
          </div>
        </form>
      )}
      <div aria-live="polite" className="mt-2">
        {message && (
          <p
            className={message.kind === 'saved' ? 'text-success' : 'text-danger'}
            data-testid="race-setup-message"
            role={message.kind === 'saved' ? 'status' : 'alert'}
          >
            {message.text}
          </p>
        )}
      </div>
      <SiteOptionsForms />
    </section>
  );
}
