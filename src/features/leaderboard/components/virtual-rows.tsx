/**
 * The leaderboard list's rows once the participant scrolls or asks 'Show me' (docs/product.md §P2):
 * virtualised against the window scroll (@tanstack/react-virtual), so 20,000 rows render a
 * screenful of elements. A chunk of its own: the first screen is drawn without it
 * (standings-list.tsx), so the virtualiser is not part of the leaderboard's first load.
 */
import { useEffect } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { ROW_HEIGHT, rowKey, StandingRowAt, type RowsProps } from './standing-rows';

export default function VirtualRows({
  rows,
  ownIndex,
  ownTeam,
  showMeRequest,
  onDrawn,
  ownRef,
  margin,
  onRange,
}: RowsProps) {
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    scrollMargin: margin,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;

  // The list places her floating copy from what is drawn (standings-list.tsx).
  useEffect(() => {
    onDrawn(first);
  }, [first, last, ownIndex, onDrawn]);

  useEffect(() => {
    if (last >= first) onRange?.(first, last);
  }, [first, last, onRange]);

  useEffect(() => {
    if (showMeRequest > 0 && ownIndex >= 0)
      virtualizer.scrollToIndex(ownIndex, { align: 'center' });
  }, [showMeRequest, ownIndex, virtualizer]);

  return items.map((item) => (
    <StandingRowAt
      key={rowKey(rows, item.index)}
      rows={rows}
      index={item.index}
      top={item.start - margin}
      ownIndex={ownIndex}
      ownTeam={ownTeam}
      ownRef={ownRef}
    />
  ));
}
