import { Trans } from '@lingui/react/macro';
import { useActiveLanguage } from '../hooks/use-active-language';
import { formatKm } from '../logic/progress';
import type { MilestonesDoc } from '../../../contract/docs/milestones';
import { localized } from '../../../contract/l10n';
import { milestoneProgress } from '../logic/milestones';

/** 'Next: Banff (Alberta), 12.50 Km to go.' */
function NextMilestone(props: {
  readonly name: string;
  readonly location: string;
  readonly km: string;
}) {
  const { name, location, km } = props;
  return (
    <p data-testid="next-milestone">
      <Trans>
        Next: <strong>{name}</strong> ({location}), {km} Km to go.
      </Trans>
    </p>
  );
}

/** Milestones (docs/product.md §P2): the reached ones with image, name, location, description, link; the next with the km to go. */
export function MilestonesPanel({
  milestones,
  totalKm,
}: {
  readonly milestones: MilestonesDoc;
  readonly totalKm: number;
}) {
  const language = useActiveLanguage();
  const { reached, next } = milestoneProgress(milestones.milestones, totalKm);
  return (
    <section className="dash-card" aria-labelledby="milestones-title">
      <h2 id="milestones-title" className="h5">
        <Trans>Milestones</Trans>
      </h2>
      {next ? (
        <NextMilestone
          name={localized(next.milestone, 'name', language)}
          location={localized(next.milestone, 'location', language)}
          km={formatKm(next.kmToGo, language)}
        />
      ) : (
        <p>
          <Trans>You have reached every milestone!</Trans>
        </p>
      )}
      {reached.length === 0 ? (
        <p className="text-body-secondary mb-0">
          <Trans>Your first milestone is on its way.</Trans>
        </p>
      ) : (
        <ul className="list-unstyled milestone-list mb-0">
          {[...reached].reverse().map((m) => {
            const name = localized(m, 'name', language);
            const km = formatKm(m.distance, language);
            return (
              <li key={`${m.distance}-${m.name}`} className="d-flex gap-3 mb-3">
                {m.imageUrl && (
                  <img src={m.imageUrl} alt="" width={48} height={48} loading="lazy" />
                )}
                <div>
                  <h3 className="h6 mb-1">
                    {name}{' '}
                    <span className="text-body-secondary fw-normal">
                      <Trans>· {km} Km</Trans>
                    </span>
                  </h3>
                  <p className="small mb-1">{localized(m, 'location', language)}</p>
                  <p className="small mb-1">{localized(m, 'description', language)}</p>
                  {m.link && (
                    <a href={m.link} target="_blank" rel="noreferrer" className="small">
                      <Trans>Learn about {name}</Trans>
                    </a>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
