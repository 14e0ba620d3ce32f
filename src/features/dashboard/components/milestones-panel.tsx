import { formatKm } from '../logic/progress';
import type { MilestonesDoc } from '../../../contract/docs/milestones';
import { milestoneProgress } from '../logic/milestones';

/** Milestones (spec 02 §2): the reached ones with image, name, location, description, link; the next with the km to go. */
export function MilestonesPanel({
  milestones,
  totalKm,
}: {
  readonly milestones: MilestonesDoc;
  readonly totalKm: number;
}) {
  const { reached, next } = milestoneProgress(milestones.milestones, totalKm);
  return (
    <section className="dash-card" aria-labelledby="milestones-title">
      <h2 id="milestones-title" className="h5">
        Milestones
      </h2>
      {next ? (
        <p data-testid="next-milestone">
          Next: <strong>{next.milestone.name}</strong> ({next.milestone.location}),{' '}
          {formatKm(next.kmToGo)} Km to go.
        </p>
      ) : (
        <p>You have reached every milestone!</p>
      )}
      {reached.length === 0 ? (
        <p className="text-body-secondary mb-0">Your first milestone is on its way.</p>
      ) : (
        <ul className="list-unstyled milestone-list mb-0">
          {[...reached].reverse().map((m) => (
            <li key={`${m.distance}-${m.name}`} className="d-flex gap-3 mb-3">
              {m.imageUrl && <img src={m.imageUrl} alt="" width={48} height={48} loading="lazy" />}
              <div>
                <h3 className="h6 mb-1">
                  {m.name}{' '}
                  <span className="text-body-secondary fw-normal">· {formatKm(m.distance)} Km</span>
                </h3>
                <p className="small mb-1">{m.location}</p>
                <p className="small mb-1">{m.description}</p>
                {m.link && (
                  <a href={m.link} target="_blank" rel="noreferrer" className="small">
                    Learn about {m.name}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
