/** One medal tile: a toggle button (START when not owned) and, when open, its details with Register Now. */
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { TileCatalogue } from '../api/medal-page-data';
import { formatDollars, formatEarlyBirdEnd, type MedalTile } from '../logic/medal-tiles';

interface Props {
  readonly tile: MedalTile;
  readonly owned: boolean;
  readonly open: boolean;
  readonly catalogue: TileCatalogue | undefined;
  readonly onToggle: () => void;
}

function PriceLine({ catalogue }: { readonly catalogue: TileCatalogue | undefined }) {
  if (!catalogue || catalogue.regularPrice === null) return null;
  const until = formatEarlyBirdEnd(catalogue.earlyEnd);
  return (
    <p className="mb-2" data-testid="medal-prices">
      {catalogue.earlyPrice !== null && (
        <>
          Early Bird {formatDollars(catalogue.earlyPrice)}
          {until && ` until ${until}`}, regular{' '}
        </>
      )}
      {catalogue.earlyPrice === null && 'Regular '}
      {formatDollars(catalogue.regularPrice)}
    </p>
  );
}

export function MedalTileCard({ tile, owned, open, catalogue, onToggle }: Props) {
  const detailsId = `medal-details-${tile.letter}`;
  return (
    <div className="col-12 col-sm-4" data-testid={`medal-tile-${tile.letter}`}>
      <button
        type="button"
        className={`btn w-100 h-100 border-2 position-relative py-3 ${open ? 'btn-danger' : 'btn-outline-danger'}`}
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={onToggle}
      >
        {!owned && (
          <span
            className="badge text-bg-warning position-absolute top-0 start-0 m-2"
            data-testid="start-badge"
          >
            START
          </span>
        )}
        <span className="d-block display-4 fw-bold" aria-hidden="true">
          {tile.letter}
        </span>
        <span className="d-block">
          The {tile.letter}: {tile.km} km
          <span className="visually-hidden">{owned ? ', registered' : ', not started'}</span>
        </span>
      </button>
      {open && (
        <div id={detailsId} className="card card-body mt-2" data-testid="medal-details">
          <p className="mb-2">
            {tile.km} km at your own pace to earn the {tile.letter} of the Canada medal.
          </p>
          {catalogue?.description && <p className="mb-2 small">{catalogue.description}</p>}
          <PriceLine catalogue={catalogue} />
          <Link className="btn btn-danger align-self-start" to={paths.register(tile.raceUrl)}>
            Register Now
          </Link>
        </div>
      )}
    </div>
  );
}
