/**
 * The medal selection page, /register/CelebrateCanada (docs/product.md §P2 Medal selection page, §P4,
 * §P9): the headline, a subline, 'ONLY {n} SPOTS LEFT', three tiles C, A, N (START when not
 * owned; a click opens the details, a second click closes them) and three medal images.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { LoadingText } from '../../../components/loading-text';
import { reportError } from '../../../lib/report-error';
import { useUserDoc } from '../../../lib/use-user-doc';
import { useMedalCatalogue, useSpotsLeft } from '../api/medal-page-data';
import { MEDAL_TILES, ownsMedal, toggleTile, type MedalTile } from '../logic/medal-tiles';
import { MedalTileCard } from './medal-tile-card';

export function MedalsScreen({ uid }: { readonly uid: string }) {
  const { t } = useLingui();
  const profile = useUserDoc(uid);
  const catalogue = useMedalCatalogue();
  const spots = useSpotsLeft();
  const [open, setOpen] = useState<MedalTile['letter'] | null>(null);

  useEffect(() => {
    for (const query of [profile, catalogue, spots])
      if (query.status === 'error') reportError(query.error, { action: 'loadMedalPage' });
  }, [profile, catalogue, spots]);

  const owned = useMemo(() => {
    if (profile.status !== 'success' || catalogue.status !== 'success') return null;
    const races = profile.data?.subscribedRaces ?? {};
    return Object.fromEntries(
      MEDAL_TILES.map((tile) => [
        tile.letter,
        ownsMedal(tile, races, catalogue.data[tile.letter]?.priceIds ?? []),
      ]),
    );
  }, [profile.status, profile.data, catalogue.status, catalogue.data]);

  const retry = () => {
    if (profile.status === 'error') profile.retry();
    if (catalogue.status === 'error') catalogue.retry();
  };

  return (
    <div className="container py-4 text-center">
      <h1 className="h2 fw-bold">
        <Trans>Build Your Canada Medal Collection</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Three challenges, three letters: earn the C, the A and the N, each at your own pace.
        </Trans>
      </p>
      {spots.status === 'success' && spots.data !== null && (
        <p>
          <Trans>
            <span className="badge text-bg-danger fs-6" data-testid="spots-left">
              ONLY {spots.data} SPOTS LEFT
            </span>
          </Trans>
        </p>
      )}
      <div className="d-flex justify-content-center gap-3 my-4" data-testid="medal-images">
        {MEDAL_TILES.map((tile) => (
          <img
            key={tile.letter}
            src={tile.image}
            alt={`The ${tile.letter} medal`}
            width={96}
            height={96}
            style={{ maxWidth: '28vw', height: 'auto' }}
          />
        ))}
      </div>
      {(profile.status === 'loading' || catalogue.status === 'loading') && <LoadingText />}
      {(profile.status === 'error' || catalogue.status === 'error') && (
        <LoadError message={t`We couldn't load the medal challenges.`} onRetry={retry} />
      )}
      {owned && catalogue.status === 'success' && (
        <div className="row g-3 text-start" data-testid="medal-tiles">
          {MEDAL_TILES.map((tile) => (
            <MedalTileCard
              key={tile.letter}
              tile={tile}
              owned={owned[tile.letter] === true}
              open={open === tile.letter}
              catalogue={catalogue.data[tile.letter]}
              onToggle={() => setOpen((current) => toggleTile(current, tile.letter))}
            />
          ))}
        </div>
      )}
    </div>
  );
}
