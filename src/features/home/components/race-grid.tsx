import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { RaceCardModel } from '../race-cards';
import { RaceCard } from './race-card';

/** The race a newcomer is pointed to first. */
const FEATURED_RACE_URL = 'thebigcanadarun2025';

function NoRaces() {
  return (
    <div className="border rounded p-4 bg-body-tertiary" data-testid="no-races">
      <p className="lead mb-2">
        <Trans>You haven&apos;t joined a challenge yet.</Trans>
      </p>
      <p className="mb-3">
        <Trans>Pick a distance, log your kilometres at your own pace, and earn your medal.</Trans>
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to={paths.register(FEATURED_RACE_URL)}>
          <Trans>Join The Big Canada Run</Trans>
        </Link>
        <Link className="btn btn-outline-primary" to={paths.medals()}>
          <Trans>Build your Canada medal collection</Trans>
        </Link>
      </div>
    </div>
  );
}

export function RaceGrid({ cards }: { readonly cards: readonly RaceCardModel[] }) {
  const { t } = useLingui();
  if (cards.length === 0) return <NoRaces />;
  return (
    <ul className="race-grid" aria-label={t`My challenges`}>
      {cards.map((card) => (
        <li key={card.legId}>
          <RaceCard card={card} />
        </li>
      ))}
    </ul>
  );
}
