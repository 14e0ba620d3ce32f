/**
 * The leaderboard list (spec 02 §2): virtualised against the window scroll (@tanstack/react-virtual),
 * so 20,000 rows render a screenful of elements. The participant's own row is watched with an
 * IntersectionObserver to place its floating copy; when the virtual list does not render it,
 * its index against the rendered range says whether it is above or below.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { RankedRow } from '../../../contract/standings-order';
import { placeFromIndex, placeFromSighting, type FloatingPlace } from '../logic/floating-row';
import { StandingRowView } from './standing-row-view';

const ROW_HEIGHT = 48;

interface Props {
  readonly rows: readonly RankedRow[];
  readonly ownIndex: number;
  readonly ownTeam: string;
  /** Changes each time 'Show me' asks to bring the own row into view. */
  readonly showMeRequest: number;
  readonly onPlace: (place: FloatingPlace) => void;
  readonly labelledBy: string;
  readonly id: string;
}

export function StandingsList({
  rows,
  ownIndex,
  ownTeam,
  showMeRequest,
  onPlace,
  labelledBy,
  id,
}: Props) {
  const listRef = useRef<HTMLOListElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setMargin(top + window.scrollY);
  }, [rows.length]);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    scrollMargin: margin,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  const ownRendered = ownIndex >= first && ownIndex <= last && ownIndex >= 0;

  // Not rendered: above or below the rendered range (or not in these rows at all).
  useEffect(() => {
    if (!ownRendered) onPlace(placeFromIndex(ownIndex, first));
  }, [ownRendered, ownIndex, first, onPlace]);

  // Rendered: the observer decides (at least half visible hides the copy).
  const observer = useRef<IntersectionObserver | null>(null);
  const ownRef = useCallback(
    (element: HTMLLIElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        ([entry]) => {
          if (!entry) return;
          onPlace(
            placeFromSighting({
              ratio: entry.intersectionRatio,
              rowTop: entry.boundingClientRect.top,
              viewTop: entry.rootBounds?.top ?? 0,
            }),
          );
        },
        { threshold: [0, 0.25, 0.5, 0.75, 1] },
      );
      observer.current.observe(element);
    },
    [onPlace],
  );
  useEffect(() => () => observer.current?.disconnect(), []);

  useEffect(() => {
    if (showMeRequest > 0 && ownIndex >= 0)
      virtualizer.scrollToIndex(ownIndex, { align: 'center' });
  }, [showMeRequest, ownIndex, virtualizer]);

  return (
    <ol
      ref={listRef}
      id={id}
      className="standings-list"
      role="list"
      aria-labelledby={labelledBy}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const ranked = rows[item.index]!;
        const own = item.index === ownIndex;
        return (
          <StandingRowView
            key={ranked.row.key}
            ranked={ranked}
            own={own}
            teammate={ownTeam !== '' && ranked.row.teamName === ownTeam}
            index={item.index}
            rowRef={own ? ownRef : undefined}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              height: ROW_HEIGHT,
              transform: `translateY(${item.start - margin}px)`,
            }}
          />
        );
      })}
    </ol>
  );
}
