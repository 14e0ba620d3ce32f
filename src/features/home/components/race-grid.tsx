import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { RaceCardModel } from '../race-cards';
import { RaceCard } from './race-card';

/** The race a newcomer is pointed to first. */
const FEATURED_RACE_URL = 'thebigcanadarun2025';

function NoRaces() {
  return (
    <div className="border rounded p-4 bg-body-tertiary" data-testid="no-races">
      <p className="lead mb-2">You haven&apos;t joined a challenge yet.</p>
      <p className="mb-3">
        Pick a distance, log your kilometres at your own pace, and earn your medal.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to={paths.register(FEATURED_RACE_URL)}>
          Join The Big Canada Run
        </Link>
        <Link className="btn btn-outline-primary" to={paths.medals()}>
          Build your Canada medal collection
        </Link>
      </div>
    </div>
  );
}

export function RaceGrid({ cards }: { readonly cards: readonly RaceCardModel[] }) {
  if (cards.length === 0) return <NoRaces />;
  return (
    <ul className="race-grid" aria-label="My challenges">
      {cards.map((card) => (
        <li key={card.legId}>
          <RaceCard card={card} />
        </li>
      ))}
    </ul>
  );
}
