/** One medal tile: a toggle button (START when not owned) and, when open, its details with Register Now. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { localized } from '../../../contract/l10n';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
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
  const language = useActiveLanguage();
  if (!catalogue || catalogue.regularPrice === null) return null;
  const until = formatEarlyBirdEnd(catalogue.earlyEnd, language);
  const regular = formatDollars(catalogue.regularPrice, language);
  const early =
    catalogue.earlyPrice === null ? null : formatDollars(catalogue.earlyPrice, language);
  let line;
  if (early === null) line = <Trans>Regular {regular}</Trans>;
  else if (until)
    line = (
      <Trans>
        Early Bird {early} until {until}, regular {regular}
      </Trans>
    );
  else
    line = (
      <Trans>
        Early Bird {early}, regular {regular}
      </Trans>
    );
  return (
    <p className="mb-2" data-testid="medal-prices">
      {line}
    </p>
  );
}

export function MedalTileCard({ tile, owned, open, catalogue, onToggle }: Props) {
  const { t } = useLingui();
  const { letter, km } = tile;
  const detailsId = `medal-details-${tile.letter}`;
  const language = useActiveLanguage();
  const description = catalogue ? localized(catalogue, 'description', language) : '';
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
            <Trans>START</Trans>
          </span>
        )}
        <span className="d-block display-4 fw-bold" aria-hidden="true">
          {tile.letter}
        </span>
        <span className="d-block">
          <Trans>
            The {letter}: {km} km
          </Trans>
          <span className="visually-hidden">{owned ? t`, registered` : t`, not started`}</span>
        </span>
      </button>
      {open && (
        <div id={detailsId} className="card card-body mt-2" data-testid="medal-details">
          <p className="mb-2">
            <Trans>
              {km} km at your own pace to earn the {letter} of the Canada medal.
            </Trans>
          </p>
          {description && <p className="mb-2 small">{description}</p>}
          <PriceLine catalogue={catalogue} />
          <Link className="btn btn-danger align-self-start" to={paths.register(tile.raceUrl)}>
            <Trans>Register Now</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}
