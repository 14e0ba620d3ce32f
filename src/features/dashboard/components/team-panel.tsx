import { Trans } from '@lingui/react/macro';
import { useActiveLanguage } from '../hooks/use-active-language';
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
  const language = useActiveLanguage();
  const name = team.name;
  const total = formatKm(
    team.members.reduce((sum, m) => sum + m.totalDistance, 0),
    language,
  );
  return (
    <section className="dash-card" aria-labelledby="team-title">
      <h2 id="team-title" className="h5">
        <Trans>Team {name}</Trans>
      </h2>
      <p className="mb-2">
        <Trans>
          Team total: <strong data-testid="team-total">{total}</strong> Km
        </Trans>
      </p>
      {code !== null && (
        <p className="mb-2" data-testid="team-code">
          <Trans>
            Team code: <code className="fs-6">{code}</code>
          </Trans>
        </p>
      )}
      <ul className="list-group list-group-flush">
        {team.members.map((m) => {
          const km = formatKm(m.totalDistance, language);
          return (
            <li
              key={m.uid}
              className={`list-group-item d-flex justify-content-between gap-2 ${m.uid === uid ? 'fw-bold' : ''}`}
            >
              <span>
                {m.firstName} {m.lastName}
                {m.uid === team.owner && (
                  <span className="badge text-bg-warning ms-2">
                    <Trans>Captain</Trans>
                  </span>
                )}
              </span>
              <span>
                <Trans>{km} Km</Trans>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
