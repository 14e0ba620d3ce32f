/**
 * The home banner and the medal page's spots left (docs/organiser-console.md, "Race setup"):
 * each its own form with the organiser's reason (ReasonedActionForm). The server checks them
 * with the app's own parsers (https links, a whole number of at least 0) and names a bad field,
 * shown at that field; the same values again are `unchanged`.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type {
  BadOptionDetails,
  HomeBannerInput,
} from '../../../contract/callables/organiser-race-setup';
import { LoadError } from '../../../components/load-error';
import { updateSiteOptions, useSiteOptions } from '../api/site-options';
import { ReasonedActionForm, type ActionOutcome } from './reasoned-action-form';

type BannerField = keyof HomeBannerInput;
const BANNER_FIELDS: readonly BannerField[] = ['imageUrl', 'imageLink', 'imageAlt', 'imageAltFr'];
const WHOLE = /^\d+$/;

function useProblemText() {
  const { t } = useLingui();
  return (problem: BadOptionDetails['problem']) =>
    problem === 'required'
      ? t`Required.`
      : problem === 'tooLong'
        ? t`Too long.`
        : problem === 'badUrl'
          ? t`Enter an address that starts with https:// (an image may also start with /).`
          : t`Enter a whole number of at least 0.`;
}

function useSavedNote() {
  const { t } = useLingui();
  return (outcome: 'saved' | 'unchanged') =>
    outcome === 'saved'
      ? t`Saved. Participants see it now.`
      : t`Nothing changed: these values are already saved.`;
}

function BannerForm({ initial }: { readonly initial: HomeBannerInput }) {
  const { t } = useLingui();
  const id = useId();
  const [input, setInput] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<BannerField, string>>>({});
  const [note, setNote] = useState('');
  const problemText = useProblemText();
  const savedNote = useSavedNote();
  const labels: Record<BannerField, string> = {
    imageUrl: t`Banner image address`,
    imageLink: t`Banner link (https://, or empty for none)`,
    imageAlt: t`Banner image description`,
    imageAltFr: t`Banner image description in French`,
  };

  async function send(reason: string): Promise<ActionOutcome> {
    setProblems({});
    setNote('');
    const answer = await updateSiteOptions({ option: 'homeBanner', banner: input, reason });
    if (answer.ok) {
      setNote(savedNote(answer.data.outcome));
      return 'done';
    }
    const details = answer.refusal === 'badOption' ? (answer.details as BadOptionDetails) : null;
    const field = BANNER_FIELDS.find((name) => name === details?.field);
    if (field) {
      setProblems({ [field]: problemText(details?.problem) });
      return 'shownAtField';
    }
    return { failure: t`We could not reach the server just now. Please try again.` };
  }

  return (
    <ReasonedActionForm
      name={t`Home banner`}
      reasonLabel={<Trans>Reason for the banner change</Trans>}
      reasonMissing={t`Give the reason for this change.`}
      submitLabel={<Trans>Save the banner</Trans>}
      send={send}
      notes={note && <p className="text-success small mt-2 mb-0">{note}</p>}
    >
      {BANNER_FIELDS.map((name) => (
        <div key={name} className="col-12 col-md-6">
          <label className="form-label small" htmlFor={`${id}-${name}`}>
            {labels[name]}
          </label>
          <input
            id={`${id}-${name}`}
            className={`form-control form-control-sm${problems[name] ? ' is-invalid' : ''}`}
            value={input[name]}
            aria-invalid={problems[name] ? true : undefined}
            aria-describedby={problems[name] ? `${id}-${name}-problem` : undefined}
            onChange={(event) => {
              setInput((current) => ({ ...current, [name]: event.target.value }));
              setProblems((current) => ({ ...current, [name]: undefined }));
              setNote('');
            }}
          />
          {problems[name] && (
            <div id={`${id}-${name}-problem`} className="invalid-feedback d-block">
              {problems[name]}
            </div>
          )}
        </div>
      ))}
    </ReasonedActionForm>
  );
}

function SpotsLeftForm({ initial }: { readonly initial: string }) {
  const { t } = useLingui();
  const id = useId();
  const [spots, setSpots] = useState(initial);
  const [problem, setProblem] = useState('');
  const [note, setNote] = useState('');
  const problemText = useProblemText();
  const savedNote = useSavedNote();

  // A whole number, checked here first; the server checks it again.
  function check() {
    const ok = WHOLE.test(spots.trim());
    setProblem(ok ? '' : problemText('notAWholeNumber'));
    return ok;
  }

  async function send(reason: string): Promise<ActionOutcome> {
    setNote('');
    const answer = await updateSiteOptions({
      option: 'cccSpotsLeft',
      spotsLeft: Number(spots.trim()),
      reason,
    });
    if (answer.ok) {
      setNote(savedNote(answer.data.outcome));
      return 'done';
    }
    if (answer.refusal === 'badOption') {
      setProblem(problemText((answer.details as BadOptionDetails).problem));
      return 'shownAtField';
    }
    return { failure: t`We could not reach the server just now. Please try again.` };
  }

  return (
    <ReasonedActionForm
      name={t`Spots left on the medal page`}
      reasonLabel={<Trans>Reason for the spots left change</Trans>}
      reasonMissing={t`Give the reason for this change.`}
      submitLabel={<Trans>Save the spots left</Trans>}
      columns={[6, 3]}
      check={check}
      send={send}
      notes={note && <p className="text-success small mt-2 mb-0">{note}</p>}
    >
      <div className="col-12 col-md-3">
        <label className="form-label small" htmlFor={`${id}-spots`}>
          <Trans>Spots left</Trans>
        </label>
        <input
          id={`${id}-spots`}
          className={`form-control form-control-sm${problem ? ' is-invalid' : ''}`}
          inputMode="numeric"
          value={spots}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-spots-problem` : undefined}
          onChange={(event) => {
            setSpots(event.target.value);
            setProblem('');
            setNote('');
          }}
        />
        {problem && (
          <div id={`${id}-spots-problem`} className="invalid-feedback d-block">
            {problem}
          </div>
        )}
      </div>
    </ReasonedActionForm>
  );
}

export function SiteOptionsForms() {
  const { t } = useLingui();
  const id = useId();
  const options = useSiteOptions();

  return (
    <section aria-labelledby={`${id}-title`} className="mt-4">
      <h3 id={`${id}-title`} className="h6">
        <Trans>Home banner and spots left</Trans>
      </h3>
      {options.status === 'error' && (
        <LoadError message={t`We couldn't load these settings.`} onRetry={options.retry} />
      )}
      {options.status === 'success' && (
        <>
          <BannerForm initial={options.data.banner} />
          <SpotsLeftForm initial={options.data.spotsLeft} />
        </>
      )}
    </section>
  );
}
