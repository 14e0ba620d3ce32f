import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { localized } from '../../../contract/l10n';
import { isLanguage, type Language } from '../../../lib/i18n/language';
import { formatRaceDate, type RaceCardModel } from '../race-cards';

function DateText({ date, language }: { readonly date: Date | null; readonly language: Language }) {
  if (!date) return <span>—</span>;
  return <time dateTime={date.toISOString()}>{formatRaceDate(date, language)}</time>;
}

/** One registered race (docs/product.md §P2, Home): logo, name, dates, leg, stamps, and its two links. */
export function RaceCard({ card }: { readonly card: RaceCardModel }) {
  // The dates follow the language the texts are in ('Mar 1, 2025' / '1 mars 2025').
  const { t, i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const name = localized(card, 'name', language);
  const legName = localized(card, 'legName', language);
  const label = `${name}, ${legName}`;
  return (
    <article
      className="card h-100 race-card"
      aria-label={name}
      data-testid={`race-card-${card.raceId}`}
    >
      <div className="race-card__stamps">
        {card.concluded && (
          <span className="race-card__stamp race-card__stamp--concluded">
            <Trans>CONCLUDED</Trans>
          </span>
        )}
        {card.finisher && (
          <span className="race-card__stamp race-card__stamp--finisher">
            {/* The spec's spelling in English (docs/product.md §P2); French spells its own word. */}
            <Trans>FINSHER</Trans>
          </span>
        )}
      </div>
      {card.imageUrl ? (
        <img
          className="card-img-top race-card__logo"
          src={card.imageUrl}
          alt={t`${name} logo`}
          loading="lazy"
        />
      ) : null}
      <div className="card-body">
        <h3 className="h5 card-title">{name}</h3>
        <p className="card-text mb-1 fw-semibold">{legName}</p>
        <p className="card-text small text-body-secondary">
          <DateText date={card.startDate} language={language} /> –{' '}
          <DateText date={card.endDate} language={language} />
        </p>
      </div>
      <div className="card-footer bg-transparent d-flex flex-wrap gap-2">
        <Link className="btn btn-primary btn-sm" to={paths.dashboard(card.legId)}>
          <Trans>
            Dashboard<span className="visually-hidden"> of {label}</span>
          </Trans>
        </Link>
        <Link className="btn btn-outline-primary btn-sm" to={paths.leaderboard(card.legId)}>
          <Trans>
            Leaderboard<span className="visually-hidden"> of {label}</span>
          </Trans>
        </Link>
      </div>
    </article>
  );
}
