import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatRaceDate, type RaceCardModel } from '../race-cards';

function DateText({ date }: { readonly date: Date | null }) {
  if (!date) return <span>—</span>;
  return <time dateTime={date.toISOString()}>{formatRaceDate(date)}</time>;
}

/** One registered race (spec 02 §2, Home): logo, name, dates, leg, stamps, and its two links. */
export function RaceCard({ card }: { readonly card: RaceCardModel }) {
  const label = `${card.name}, ${card.legName}`;
  return (
    <article
      className="card h-100 race-card"
      aria-label={card.name}
      data-testid={`race-card-${card.raceId}`}
    >
      <div className="race-card__stamps">
        {card.concluded && (
          <span className="race-card__stamp race-card__stamp--concluded">CONCLUDED</span>
        )}
        {card.finisher && (
          <span className="race-card__stamp race-card__stamp--finisher">FINSHER</span>
        )}
      </div>
      {card.imageUrl ? (
        <img
          className="card-img-top race-card__logo"
          src={card.imageUrl}
          alt={`${card.name} logo`}
          loading="lazy"
        />
      ) : null}
      <div className="card-body">
        <h3 className="h5 card-title">{card.name}</h3>
        <p className="card-text mb-1 fw-semibold">{card.legName}</p>
        <p className="card-text small text-body-secondary">
          <DateText date={card.startDate} /> – <DateText date={card.endDate} />
        </p>
      </div>
      <div className="card-footer bg-transparent d-flex flex-wrap gap-2">
        <Link className="btn btn-primary btn-sm" to={paths.dashboard(card.legId)}>
          Dashboard<span className="visually-hidden"> of {label}</span>
        </Link>
        <Link className="btn btn-outline-primary btn-sm" to={paths.leaderboard(card.legId)}>
          Leaderboard<span className="visually-hidden"> of {label}</span>
        </Link>
      </div>
    </article>
  );
}
