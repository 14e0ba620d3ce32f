import { Plural, Trans } from '@lingui/react/macro';
import { useActiveLanguage } from '../hooks/use-active-language';
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
  const language = useActiveLanguage();
  const name = team.name;
  const total = formatKm(
    team.members.reduce((sum, m) => sum + m.totalDistance, 0),
    language,
  );
  const listed = team.members.filter((m) => !m.hidden || m.uid === uid);
  const hiddenCount = team.members.length - listed.length;
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
        {listed.map((m) => {
          const km = formatKm(m.totalDistance, language);
          return (
            <li
              key={m.uid}
              className={`list-group-item d-flex justify-content-between gap-2 ${m.uid === uid ? 'fw-bold' : ''}`}
            >
              <span>
                {m.uid === uid && m.hidden ? ownName : `${m.firstName} ${m.lastName}`.trim()}
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
      {hiddenCount > 0 && (
        <p className="small text-body-secondary mt-2 mb-0" data-testid="team-hidden">
          <Plural
            value={hiddenCount}
            one="The total includes # teammate who is hidden from the list."
            other="The total includes # teammates who are hidden from the list."
          />
        </p>
      )}
    </section>
  );
}
