/**
 * Medals to ship (docs/organiser-console.md): a leg's finishers whose medal has not shipped, with
 * the order's address, extras, finish date and country; filters checked at their fields; the
 * CSV export (logged by the server); the tracking import below.
 */
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { MedalRow } from '../../../contract/callables/organiser';
import { LoadError } from '../../../components/load-error';
import { LoadingText } from '../../../components/loading-text';
import { medalsToShip } from '../api/organiser-calls';
import {
  checkMedalFilters,
  type MedalFilterInput,
  type MedalFilterProblem,
} from '../logic/medal-filters';
import { LegSelect } from './leg-select';
import { saveCsv } from './save-csv';
import { TrackingImport } from './tracking-import';

type Shown =
  | { readonly state: 'idle' }
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'done'; readonly rows: readonly MedalRow[] };

export function MedalsSection() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [input, setInput] = useState<MedalFilterInput>({
    legId: '',
    country: '',
    finishedFrom: '',
    finishedTo: '',
  });
  const [problems, setProblems] = useState<
    Partial<Record<keyof MedalFilterInput, MedalFilterProblem>>
  >({});
  const [shown, setShown] = useState<Shown>({ state: 'idle' });
  const [exportNote, setExportNote] = useState('');

  const problemText: Record<MedalFilterProblem, string> = {
    noLeg: t`Choose a leg.`,
    country: t`Enter a two-letter country code, such as CA or US.`,
    order: t`This day must be on or after the first one.`,
  };
  const set = (field: keyof MedalFilterInput) => (value: string) => {
    setInput((before) => ({ ...before, [field]: value }));
    setProblems((before) => ({ ...before, [field]: undefined }));
  };

  async function run(format: 'list' | 'csv') {
    const check = checkMedalFilters(input);
    if (!check.ok) {
      setProblems(check.problems);
      return;
    }
    setExportNote('');
    setShown({ state: 'loading' });
    const answer = await medalsToShip({ ...check.request, format });
    if (!answer.ok) {
      setShown({ state: 'failed' });
      return;
    }
    setShown({ state: 'done', rows: answer.data.rows });
    if (format === 'csv' && answer.data.csv !== undefined) {
      saveCsv(
        answer.data.csv,
        `medals-${input.legId}-${new Date().toISOString().slice(0, 10)}.csv`,
      );
      setExportNote(
        plural(answer.data.rows.length, {
          one: 'Exported # medal to a CSV file.',
          other: 'Exported # medals to a CSV file.',
        }),
      );
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('list');
  };

  const field = (name: keyof MedalFilterInput) => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
  });
  const problemOf = (name: keyof MedalFilterInput) =>
    problems[name] ? (
      <div id={`${id}-${name}-problem`} className="invalid-feedback d-block">
        {problemText[problems[name]]}
      </div>
    ) : null;

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        <Trans>Medals to ship</Trans>
      </h2>
      <form className="row g-2 align-items-end mb-3" onSubmit={submit} noValidate>
        <div className="col-12 col-md-4">
          <LegSelect
            id={`${id}-legId`}
            value={input.legId}
            onChange={set('legId')}
            problem={problems.legId && problemText[problems.legId]}
          />
        </div>
        <div className="col-6 col-md-2">
          <label className="form-label" htmlFor={`${id}-country`}>
            <Trans>Country</Trans>
          </label>
          <input
            {...field('country')}
            className={`form-control${problems.country ? ' is-invalid' : ''}`}
            value={input.country}
            maxLength={20}
            autoComplete="off"
            placeholder={t`CA`}
            onChange={(event) => set('country')(event.target.value)}
          />
          {problemOf('country')}
        </div>
        <div className="col-6 col-md-2">
          <label className="form-label" htmlFor={`${id}-finishedFrom`}>
            <Trans>Finished from</Trans>
          </label>
          <input
            {...field('finishedFrom')}
            type="date"
            className="form-control"
            value={input.finishedFrom}
            onChange={(event) => set('finishedFrom')(event.target.value)}
          />
        </div>
        <div className="col-6 col-md-2">
          <label className="form-label" htmlFor={`${id}-finishedTo`}>
            <Trans>Finished until</Trans>
          </label>
          <input
            {...field('finishedTo')}
            type="date"
            className={`form-control${problems.finishedTo ? ' is-invalid' : ''}`}
            value={input.finishedTo}
            onChange={(event) => set('finishedTo')(event.target.value)}
          />
          {problemOf('finishedTo')}
        </div>
        <div className="col-12 col-md-2 d-flex gap-2 flex-wrap">
          <button type="submit" className="btn btn-primary" disabled={shown.state === 'loading'}>
            <Trans>Show</Trans>
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={shown.state === 'loading'}
            onClick={() => void run('csv')}
          >
            <Trans>Export CSV</Trans>
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {shown.state === 'loading' && <LoadingText />}
        {shown.state === 'failed' && (
          <LoadError
            message={t`We couldn't load the medals to ship.`}
            onRetry={() => void run('list')}
          />
        )}
        {exportNote && <p className="alert alert-success py-2">{exportNote}</p>}
        {shown.state === 'done' && shown.rows.length === 0 && (
          <p>
            <Trans>No medal waits to ship for these filters.</Trans>
          </p>
        )}
      </div>
      {shown.state === 'done' && shown.rows.length > 0 && (
        <div className="mb-4" style={{ overflowX: 'auto' }}>
          <table className="w-100 small" data-testid="medals-to-ship">
            <caption>
              <Plural value={shown.rows.length} one="# medal to ship" other="# medals to ship" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Bib</Trans>
                </th>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Shipping address</Trans>
                </th>
                <th scope="col">
                  <Trans>Country</Trans>
                </th>
                <th scope="col">
                  <Trans>Extras</Trans>
                </th>
                <th scope="col">
                  <Trans>Finished</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.rows.map((row) => (
                <tr key={row.registrationId}>
                  <td>{row.bib ?? ''}</td>
                  <td>
                    {row.firstName} {row.lastName}
                  </td>
                  <td>
                    {row.address ? (
                      [row.address, row.city, row.state, row.postalCode].filter(Boolean).join(', ')
                    ) : (
                      <span className="text-danger">
                        <Trans>No address kept</Trans>
                      </span>
                    )}
                  </td>
                  <td>{row.country}</td>
                  <td>{row.extras.join(', ')}</td>
                  <td>{i18n.date(new Date(row.finishedAt), { dateStyle: 'medium' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <TrackingImport
        legId={input.legId}
        onShipped={() => shown.state === 'done' && void run('list')}
      />
    </section>
  );
}
