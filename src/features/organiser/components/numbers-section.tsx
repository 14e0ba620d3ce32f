/**
 * Numbers (docs/organiser-console.md, "Numbers"): for a race chosen by its name, the figures the
 * server computes with queries and aggregates (organiser-raceNumbers), in four tables shaped by
 * the same code as their CSV files (src/contract/organiser/numbers-tables.ts); each table's
 * download asks the server for the file, which logs the export.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  NUMBERS_DAYS,
  NUMBERS_TABLES,
  type NumbersTable,
  type RaceNumbersResult,
} from '../../../contract/callables/organiser-numbers';
import { localized } from '../../../contract/l10n';
import {
  shapeNumbers,
  type NumbersCell,
  type NumbersColumn,
} from '../../../contract/organiser/numbers-tables';
import { LoadError } from '../../../components/load-error';
import { formatGrouped, formatMoney } from '../../../lib/i18n/format';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { useLegs } from '../api/organiser-legs';
import { raceNumbers } from '../api/race-numbers';
import { raceChoices } from '../logic/race-choices';
import { saveCsv } from './save-csv';
import './numbers-section.css';

export function NumbersSection() {
  const { t } = useLingui();
  const language = useActiveLanguage();
  const id = useId();
  const legs = useLegs();
  const [choice, setChoice] = useState('');
  const [problem, setProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [shown, setShown] = useState<{ legIds: readonly string[]; result: RaceNumbersResult }>();

  const legList = legs.status === 'success' ? legs.data : [];
  const races = raceChoices(legList);
  const raceName = (legIds: readonly string[]) => {
    const leg = legList.find((l) => l.legId === legIds[0]);
    return (leg && (localized(leg, 'name', language) || leg.legId)) ?? '';
  };

  const titles: Record<NumbersTable, string> = {
    registrations: t`Registrations per day, the last ${NUMBERS_DAYS} days`,
    amounts: t`Amounts`,
    participants: t`Participants`,
    teams: t`Largest teams`,
  };
  const headers: Readonly<Record<string, string>> = {
    day: t`Day`,
    total: t`Total`,
    legId: t`Leg id`,
    leg: t`Leg`,
    registrations: t`Registrations`,
    complimentary: t`Complimentary`,
    payments: t`Payments`,
    gross: t`Gross`,
    refunded: t`Refunded`,
    net: t`Net`,
    activeLast7Days: t`Active in the last 7 days`,
    finishers: t`Finishers`,
    team: t`Team`,
    members: t`Members`,
  };
  const header = (column: NumbersColumn) => column.label ?? headers[column.key] ?? column.key;
  const cell = (column: NumbersColumn | undefined, value: NumbersCell) => {
    if (typeof value === 'string') return value;
    return column?.kind === 'money' ? formatMoney(value, language) : formatGrouped(value, language);
  };

  async function show(event: FormEvent) {
    event.preventDefault();
    const race = races[Number(choice)];
    if (choice === '' || !race) {
      setProblem(true);
      return;
    }
    setBusy(true);
    setFailure('');
    const answer = await raceNumbers({ legIds: race.legIds });
    setBusy(false);
    if (answer.ok) setShown({ legIds: race.legIds, result: answer.data });
    else setFailure(t`We could not reach the server just now. Please try again.`);
  }

  async function download(table: NumbersTable) {
    if (!shown) return;
    setBusy(true);
    setFailure('');
    const answer = await raceNumbers({ legIds: shown.legIds, export: table });
    setBusy(false);
    if (answer.ok && answer.data.csv) {
      const today = answer.data.days.at(-1) ?? '';
      saveCsv(answer.data.csv, `numbers-${table}-${today}.csv`);
    } else setFailure(t`We could not reach the server just now. Please try again.`);
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        <Trans>Numbers</Trans>
      </h2>
      {legs.status === 'error' && (
        <LoadError message={t`We couldn't load the legs.`} onRetry={legs.retry} />
      )}
      <form className="row g-2 align-items-end mb-3" onSubmit={(e) => void show(e)} noValidate>
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor={`${id}-race`}>
            <Trans>Race</Trans>
          </label>
          <select
            id={`${id}-race`}
            className={`form-select${problem ? ' is-invalid' : ''}`}
            value={choice}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-race-problem` : undefined}
            onChange={(event) => {
              setChoice(event.target.value);
              setProblem(false);
            }}
          >
            <option value="">{t`Choose a race`}</option>
            {races.map((race, index) => (
              <option key={race.legIds.join()} value={String(index)}>
                {raceName(race.legIds)}
              </option>
            ))}
          </select>
          {problem && (
            <div id={`${id}-race-problem`} className="invalid-feedback d-block">
              <Trans>Choose a race.</Trans>
            </div>
          )}
        </div>
        <div className="col-12 col-md-3">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            <Trans>Show the numbers</Trans>
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {failure && (
          <p className="text-danger" role="alert">
            {failure}
          </p>
        )}
      </div>
      {shown &&
        NUMBERS_TABLES.map((table) => {
          const shaped = shapeNumbers(table, shown.result);
          return (
            <section key={table} className="mb-4" aria-labelledby={`${id}-${table}`}>
              <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                <h3 id={`${id}-${table}`} className="h6 mb-0 me-auto">
                  {titles[table]}
                </h3>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  disabled={busy}
                  onClick={() => void download(table)}
                  aria-label={t`Download CSV: ${titles[table]}`}
                >
                  <Trans>Download CSV</Trans>
                </button>
              </div>
              <div className="numbers-scroll">
                <table className="numbers-table" data-testid={`numbers-${table}`}>
                  <thead>
                    <tr>
                      {shaped.columns.map((column) => (
                        <th
                          key={column.key}
                          scope="col"
                          className={
                            column.kind === 'text' || column.kind === 'day' ? '' : 'text-end'
                          }
                        >
                          {header(column)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {shaped.rows.length === 0 && (
                      <tr>
                        <td colSpan={shaped.columns.length}>
                          <Trans>None yet.</Trans>
                        </td>
                      </tr>
                    )}
                    {shaped.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((value, c) => (
                          <td key={c} className={typeof value === 'number' ? 'text-end' : ''}>
                            {cell(shaped.columns[c], value)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          );
        })}
    </section>
  );
}
