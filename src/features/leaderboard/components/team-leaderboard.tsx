/** The team leaderboard: the computed team rows (spec 02 §3), the participant's team highlighted. */
import { rankRows } from '../../../contract/standings-order';
import type { StandingRow, StandingsTab } from '../../../contract/standing-row';
import { formatKm } from '../logic/tab-rows';

interface Props {
  readonly teams: readonly StandingRow[];
  readonly tab: StandingsTab;
  readonly today: string;
  readonly ownTeam: string;
}

export function TeamLeaderboard({ teams, tab, today, ownTeam }: Props) {
  if (teams.length === 0) return null;
  const ranked = rankRows(teams, tab, today);
  return (
    <section className="mt-4" aria-labelledby="team-leaderboard-title">
      <h2 id="team-leaderboard-title" className="h5">
        Teams
      </h2>
      <ol className="team-list" role="list">
        {ranked.map(({ row, rank, distance }) => {
          const own = ownTeam !== '' && row.key === ownTeam;
          return (
            <li key={row.key} className={`standing-row ${own ? 'standing-row--teammate' : ''}`}>
              <span className="standing-row__rank">{rank}</span>
              <span className="standing-row__name">
                {row.firstName}
                {own ? <span className="visually-hidden"> (your team)</span> : null}
                <span className="standing-row__team">{`${row.members ?? 0} ${row.members === 1 ? 'member' : 'members'}`}</span>
              </span>
              {row.completedAt !== null ? (
                <span className="standing-row__done">Completed!</span>
              ) : null}
              <span className="standing-row__km">{formatKm(distance)}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
