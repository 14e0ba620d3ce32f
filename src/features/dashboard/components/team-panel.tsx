import { Trans } from '@lingui/react/macro';
import { useActiveLanguage } from '../hooks/use-active-language';
import { formatKm } from '../logic/progress';
import type { RosterMember, TeamDoc } from '../../../contract/docs/team';

interface TeamPanelProps {
  readonly team: TeamDoc;
  /** The team's roster: its listed members (none who chose hidden). */
  readonly members: readonly RosterMember[];
  readonly uid: string;
  /** Her own name and km as she knows them (her own row): she is not on the roster when hidden. */
  readonly own: { readonly name: string; readonly totalDistance: number };
  /** The captain's view only: the code from the private document. */
  readonly code: string | null;
}

/**
 * Team progress (docs/product.md §P2): teammates with their km and a 'Captain' tag; the captain sees the
 * team code. A teammate who chose to be hidden (account page) is on no roster: neither listed nor
 * in the total her teammates see (docs/standings.md). She herself is always listed, with her name
 * and her km from her own row, and her total counts her.
 */
export function TeamPanel({ team, members, uid, own, code }: TeamPanelProps) {
  const language = useActiveLanguage();
  const name = team.name;
  const listed = members.some((m) => m.uid === uid)
    ? members
    : [...members, { uid, firstName: own.name, lastName: '', totalDistance: own.totalDistance }]
        // Her place by km, as the roster orders it.
        .sort((a, b) => b.totalDistance - a.totalDistance);
  const total = formatKm(
    listed.reduce((sum, m) => sum + m.totalDistance, 0),
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
        {listed.map((m) => {
          const km = formatKm(m.totalDistance, language);
          return (
            <li
              key={m.uid}
              className={`list-group-item d-flex justify-content-between gap-2 ${m.uid === uid ? 'fw-bold' : ''}`}
            >
              <span>
                {`${m.firstName} ${m.lastName}`.trim()}
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
