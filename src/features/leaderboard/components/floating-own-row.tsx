/**
 * The floating copy of the participant's own row (docs/product.md §P2, Leaderboard): pinned to the top
 * or bottom of the view while the real row is less than half visible. A copy, so it is not
 * aria-current (the real row is); 'Show me' scrolls to the real one.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import type { RankedRow } from '../../../contract/standings-order';
import type { FloatingPlace } from '../logic/floating-row';
import { formatKm } from '../logic/tab-rows';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';

interface Props {
  readonly place: FloatingPlace;
  readonly ranked: RankedRow;
  readonly onShowMe: () => void;
  readonly busy: boolean;
}

export function FloatingOwnRow({ place, ranked, onShowMe, busy }: Props) {
  const { t } = useLingui();
  const language = useActiveLanguage();
  if (place === 'hidden') return null;
  const { row, rank, distance } = ranked;
  return (
    <aside
      className={`floating-own-row floating-own-row--${place}`}
      aria-label={t`Your position`}
      data-testid="floating-own-row"
      data-place={place}
    >
      <span className="standing-row__rank">{rank > 0 ? rank : '–'}</span>
      <span className="standing-row__name">{`${row.firstName} ${row.lastName}`.trim()}</span>
      <span className="standing-row__km">{formatKm(distance, language)}</span>
      <Button size="sm" variant="light" onClick={onShowMe} disabled={busy}>
        <Trans>Show me</Trans>
      </Button>
    </aside>
  );
}
