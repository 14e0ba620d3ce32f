/** The team leaderboard: the computed team rows (docs/product.md §P3), the participant's team highlighted. */
import { Plural, Trans } from '@lingui/react/macro';
import { rankRows } from '../../../contract/standings-order';
import type { StandingRow, StandingsTab } from '../../../contract/standing-row';
import { formatCount, formatKm } from '../logic/tab-rows';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';

interface Props {
  readonly teams: readonly StandingRow[];
  readonly tab: StandingsTab;
  readonly today: string;
  readonly ownTeam: string;
}

export function TeamLeaderboard({ teams, tab, today, ownTeam }: Props) {
  const language = useActiveLanguage();
  if (teams.length === 0) return null;
  const ranked = rankRows(teams, tab, today);
  return (
    <section className="mt-4" aria-labelledby="team-leaderboard-title">
      <h2 id="team-leaderboard-title" className="h5">
        <Trans>Teams</Trans>
      </h2>
      <ol className="team-list" role="list">
        {ranked.map(({ row, rank, distance }) => {
          const own = ownTeam !== '' && row.key === ownTeam;
          const members = row.members ?? 0;
          const count = formatCount(members, language);
          return (
            <li key={row.key} className={`standing-row ${own ? 'standing-row--teammate' : ''}`}>
              <span className="standing-row__rank">{rank}</span>
              <span className="standing-row__name">
                {row.firstName}
                {own ? (
                  <span className="visually-hidden">
                    {' '}
                    <Trans>(your team)</Trans>
                  </span>
                ) : null}
                <span className="standing-row__team">
                  <Plural value={members} one={`${count} member`} other={`${count} members`} />
                </span>
              </span>
              {row.completedAt !== null ? (
                <span className="standing-row__done">
                  <Trans>Completed!</Trans>
                </span>
              ) : null}
              <span className="standing-row__km">{formatKm(distance, language)}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
