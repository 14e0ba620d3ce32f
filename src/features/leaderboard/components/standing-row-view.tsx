/** One leaderboard row: rank, name, team, km (docs/product.md §P9: 2 decimals plus 'Km'). */
import { Trans } from '@lingui/react/macro';
import type { CSSProperties, Ref } from 'react';
import type { RankedRow } from '../../../contract/standings-order';
import { formatKm } from '../logic/tab-rows';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';

interface Props {
  readonly ranked: RankedRow;
  readonly own: boolean;
  readonly teammate: boolean;
  readonly style?: CSSProperties;
  readonly rowRef?: Ref<HTMLLIElement>;
  readonly index?: number;
}

export function StandingRowView({ ranked, own, teammate, style, rowRef, index }: Props) {
  const { row, rank, distance } = ranked;
  const language = useActiveLanguage();
  const classes = [
    'standing-row',
    own ? 'standing-row--own' : '',
    teammate && !own ? 'standing-row--teammate' : '',
  ]
    .join(' ')
    .trim();
  return (
    <li
      ref={rowRef}
      className={classes}
      style={style}
      data-index={index}
      aria-current={own ? 'true' : undefined}
    >
      <span className="standing-row__rank">{rank > 0 ? rank : '–'}</span>
      <span className="standing-row__name">
        {`${row.firstName} ${row.lastName}`.trim()}
        {row.teamName ? <span className="standing-row__team">{row.teamName}</span> : null}
      </span>
      {row.completedAt !== null ? (
        <span className="standing-row__done">
          <Trans>Completed!</Trans>
        </span>
      ) : null}
      <span className="standing-row__km">{formatKm(distance, language)}</span>
    </li>
  );
}
