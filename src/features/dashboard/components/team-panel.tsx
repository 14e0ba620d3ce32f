import { formatKm } from '../logic/progress';
import type { Team } from '../../../contract/docs/team';

interface TeamPanelProps {
  readonly team: Team;
  readonly uid: string;
  /** Her own name as she knows it: her entry on the team document is blank when she is hidden. */
  readonly ownName: string;
  /** The captain's view only: the code from the private document. */
  readonly code: string | null;
}

/**
 * Team progress (spec 02 §2): teammates with their km and a 'Captain' tag; the captain sees the
 * team code. A teammate who chose to be hidden (account page) is not listed, but her km count
 * in the total; her own entry is always listed, with her name.
 */
export function TeamPanel({ team, uid, ownName, code }: TeamPanelProps) {
  const total = team.members.reduce((sum, m) => sum + m.totalDistance, 0);
  const listed = team.members.filter((m) => !m.hidden || m.uid === uid);
  const hiddenCount = team.members.length - listed.length;
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
        {listed.map((m) => (
          <li
            key={m.uid}
            className={`list-group-item d-flex justify-content-between gap-2 ${m.uid === uid ? 'fw-bold' : ''}`}
          >
            <span>
              {m.uid === uid && m.hidden ? ownName : `${m.firstName} ${m.lastName}`.trim()}
              {m.uid === team.owner && <span className="badge text-bg-warning ms-2">Captain</span>}
            </span>
            <span>{formatKm(m.totalDistance)} Km</span>
          </li>
        ))}
      </ul>
      {hiddenCount > 0 && (
        <p className="small text-body-secondary mt-2 mb-0" data-testid="team-hidden">
          {hiddenCount === 1
            ? 'The total includes 1 teammate who is hidden from the list.'
            : `The total includes ${hiddenCount} teammates who are hidden from the list.`}
        </p>
      )}
    </section>
  );
}
