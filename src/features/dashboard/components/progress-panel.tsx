import { Trans, useLingui } from '@lingui/react/macro';
import { useActiveLanguage } from '../hooks/use-active-language';
import { barPercent, formatKm, formatPercent, isCompleted, percentOf } from '../logic/progress';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The progress panel (docs/product.md §P2, §P9): a ring with km and percent, a bar capped at 100 %, 'Completed!' at 100 or more. */
export function ProgressPanel({
  totalKm,
  legKm,
}: {
  readonly totalKm: number;
  readonly legKm: number | null;
}) {
  const { t } = useLingui();
  const language = useActiveLanguage();
  const total = formatKm(totalKm, language);
  const leg = legKm === null ? '' : formatKm(legKm, language);
  const percent = percentOf(totalKm, legKm);
  const bar = barPercent(percent);
  const done = isCompleted(totalKm, legKm);
  return (
    <section className="dash-card" aria-labelledby="progress-title">
      <h2 id="progress-title" className="h5">
        <Trans>My Progress</Trans>
      </h2>
      <div className="d-flex flex-wrap align-items-center gap-4">
        <svg
          className="progress-ring"
          viewBox="0 0 120 120"
          width="140"
          height="140"
          aria-hidden="true"
        >
          <circle cx="60" cy="60" r={RADIUS} className="progress-ring-track" />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            className="progress-ring-value"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - bar / 100)}
            transform="rotate(-90 60 60)"
          />
          <text x="60" y="58" textAnchor="middle" className="progress-ring-km">
            {total}
          </text>
          <text x="60" y="78" textAnchor="middle" className="progress-ring-unit">
            <Trans>Km</Trans>
          </text>
        </svg>
        <div className="flex-grow-1">
          <p className="mb-1">
            {legKm === null ? (
              <Trans>
                <span data-testid="total-km">{total}</span> Km
              </Trans>
            ) : (
              <Trans>
                <span data-testid="total-km">{total}</span> Km of {leg} Km
              </Trans>
            )}
          </p>
          <p className="mb-2 fs-4 fw-bold" data-testid="progress-percent">
            {formatPercent(percent, language)}
          </p>
          <div
            className="progress"
            role="progressbar"
            aria-label={t`Progress toward the leg distance`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(bar * 100) / 100}
          >
            <div className="progress-bar bg-success" style={{ width: `${bar}%` }} />
          </div>
          {done && (
            <p className="mt-2 mb-0 fw-bold text-success" data-testid="completed">
              <Trans>Completed!</Trans>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
