/**
 * The leaderboard list (docs/product.md §P2): a list of the rows' full height whose first screen is drawn
 * as soon as the rows are here; the virtualiser (virtual-rows.tsx, @tanstack/react-virtual, about
 * 9 KB gzip) takes over when the participant first scrolls, resizes or asks 'Show me', so it is
 * not part of the page's first load (docs/performance.md). Both draw the same rows at the same
 * places: nothing moves when it takes over. The participant's own row is watched with an
 * IntersectionObserver to place its floating copy; when it is not drawn, its index against the
 * drawn range says whether it is above or below.
 */
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { placeFromIndex, placeFromSighting, type FloatingPlace } from '../logic/floating-row';
import type { ListRows } from '../logic/ranked-pages';
import { ROW_HEIGHT, rowKey, StandingRowAt, type RowsProps } from './standing-rows';

const VirtualRows = lazy(() => import('./virtual-rows'));

/** Rows drawn past the window's bottom edge, as the virtualiser's overscan. */
const OVERSCAN = 6;

interface Props {
  readonly rows: ListRows;
  readonly ownIndex: number;
  readonly ownTeam: string;
  /** Changes each time 'Show me' asks to bring the own row into view. */
  readonly showMeRequest: number;
  readonly onPlace: (place: FloatingPlace) => void;
  readonly onRange?: (first: number, last: number) => void;
  readonly labelledBy: string;
  readonly id: string;
}

export function StandingsList({ labelledBy, id, ...props }: Props) {
  const { rows, onPlace, showMeRequest } = props;
  const listRef = useRef<HTMLOListElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setMargin(top + window.scrollY);
  }, [rows.length]);

  // The first scroll, resize or 'Show me' brings the virtualiser.
  const [moved, setMoved] = useState(false);
  const virtual = moved || showMeRequest > 0;
  useEffect(() => {
    if (virtual) return;
    const start = () => setMoved(true);
    window.addEventListener('scroll', start, { passive: true });
    window.addEventListener('resize', start);
    return () => {
      window.removeEventListener('scroll', start);
      window.removeEventListener('resize', start);
    };
  }, [virtual]);

  // Drawn: the observer decides (at least half visible hides the copy). One observer per drawn
  // element, ended by the ref's own cleanup (React 19): the first screen, its copy while the
  // virtualiser loads and the virtualiser each draw her row as an element of their own, and each
  // element's observer lives exactly as long as the element, whatever order they come and go in.
  const ownRef = useCallback(
    (element: HTMLLIElement | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver(
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
      observer.observe(element);
      return () => observer.disconnect();
    },
    [onPlace],
  );

  const rowsProps: RowsProps = { ...props, ownRef, margin };
  const firstScreen = <FirstScreen {...rowsProps} />;
  return (
    <ol
      ref={listRef}
      id={id}
      className="standings-list"
      role="list"
      aria-labelledby={labelledBy}
      style={{ height: rows.length * ROW_HEIGHT }}
    >
      {virtual ? (
        <Suspense fallback={firstScreen}>
          <VirtualRows {...rowsProps} />
        </Suspense>
      ) : (
        firstScreen
      )}
    </ol>
  );
}

/** The rows the window shows before any scroll (at the top of the page), and the overscan. */
function FirstScreen({ rows, ownIndex, ownTeam, onPlace, ownRef, margin, onRange }: RowsProps) {
  const count = Math.min(
    rows.length,
    Math.max(0, Math.ceil((window.innerHeight - margin + window.scrollY) / ROW_HEIGHT)) + OVERSCAN,
  );
  const ownDrawn = ownIndex >= 0 && ownIndex < count;
  useEffect(() => {
    if (!ownDrawn) onPlace(placeFromIndex(ownIndex, 0));
  }, [ownDrawn, ownIndex, onPlace]);
  useEffect(() => {
    if (count > 0) onRange?.(0, count - 1);
  }, [count, onRange]);
  return rows
    .slice(0, count)
    .map((_, index) => (
      <StandingRowAt
        key={rowKey(rows, index)}
        rows={rows}
        index={index}
        top={index * ROW_HEIGHT}
        ownIndex={ownIndex}
        ownTeam={ownTeam}
        ownRef={ownRef}
      />
    ));
}
