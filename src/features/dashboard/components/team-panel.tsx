import { formatKm } from '../logic/progress';
import type { Team } from '../../../contract/docs/team';

interface TeamPanelProps {
  readonly team: Team;
  readonly uid: string;
  /** The captain's view only: the code from the private document. */
  readonly code: string | null;
}

/** Team progress (spec 02 §2): teammates with their km and a 'Captain' tag; the captain sees the team code. */
export function TeamPanel({ team, uid, code }: TeamPanelProps) {
  const total = team.members.reduce((sum, m) => sum + m.totalDistance, 0);
  return (
    <section className="dash-card" aria-labelledby="team-title">
      <h2 id="team-title" className="h5">
        Team {team.name}
      </h2>
      <p className="mb-2">
        Team total: <strong data-testid="team-total">{formatKm(total)}</strong> Km
      </p>
      {code !== null && (
        <p className="mb-2" data-testid="team-code">
          Team code: <code className="fs-6">{code}</code>
        </p>
      )}
      <ul className="list-group list-group-flush">
        {team.members.map((m) => (
          <li
            key={m.uid}
            className={`list-group-item d-flex justify-content-between gap-2 ${m.uid === uid ? 'fw-bold' : ''}`}
          >
            <span>
              {m.firstName} {m.lastName}
              {m.uid === team.owner && <span className="badge text-bg-warning ms-2">Captain</span>}
            </span>
            <span>{formatKm(m.totalDistance)} Km</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
